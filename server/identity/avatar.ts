// Profile pictures for local accounts, served by the provider itself (the `picture` claim points here):
// the person's initials on a circle whose colour is derived from their id, so it stays the same.
import { createHash } from 'node:crypto';
import type { Middleware } from 'oidc-provider';
import type { Account, AccountStore } from './account-store';
import { escapeHtml } from './html';

// Mantine's filled shades that keep white initials readable (WCAG AA for large text).
const COLOURS = ['#4263eb', '#7048e8', '#ae3ec9', '#d6336c', '#e03131', '#d9480f', '#2b8a3e', '#0c8599', '#1971c2', '#5f3dc4'];

const ROUTE = /^\/avatars\/([0-9a-f-]{36})\.svg$/i;

function initials(account: Pick<Account, 'givenName' | 'familyName' | 'email'>): string {
  const letters = [account.givenName, account.familyName].map((name) => [...name.trim()][0] ?? '').join('');
  return (letters || [...account.email][0] || '?').toLocaleUpperCase();
}

export function avatarSvg(account: Pick<Account, 'id' | 'givenName' | 'familyName' | 'email'>): string {
  const colour = COLOURS[createHash('sha256').update(account.id).digest()[0]! % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="${escapeHtml(initials(account))}">
<circle cx="64" cy="64" r="64" fill="${colour}"/>
<text x="64" y="64" dy=".35em" text-anchor="middle" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="52" font-weight="600">${escapeHtml(initials(account))}</text>
</svg>`;
}

export function avatarRoute(accounts: AccountStore): Middleware {
  return async (ctx, next) => {
    const match = ctx.method === 'GET' || ctx.method === 'HEAD' ? ROUTE.exec(ctx.path) : null;
    if (!match) return next();
    const account = await accounts.findById(match[1]!.toLowerCase());
    if (!account) {
      ctx.status = 404;
      return;
    }
    ctx.type = 'image/svg+xml';
    // Shown by the app from another origin (and another port is another origin).
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.body = avatarSvg(account);
  };
}
