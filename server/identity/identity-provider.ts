// The local, Auth0-compatible OpenID provider: @auth0/auth0-spa-js runs against it
// unchanged, its accounts are real, and its state lives in the database so restarts keep everyone signed in.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { JSONWebKeySet } from 'jose';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { createAccountStore } from './account-store';
import { apiTokenUserinfo } from './api-token-userinfo';
import { auth0LogoutParameters } from './auth0-logout-parameters';
import { avatarRoute } from './avatar';
import { logProviderErrors } from './error-log';
import { mountedUnderPath } from './mounted-under-path';
import { loadIdentitySecrets } from './identity-secrets';
import { interactionRoutes } from './interaction-routes';
import { loadOidcProvider } from './load-oidc-provider';
import { createMfaStore } from './mfa-store';
import { passwordResetRoutes } from './password-reset-routes';
import { providerAssets } from './provider-assets';
import { recordSessionDevices } from './record-session-devices';
import { preflightOrigin } from './preflight-origin';
import { deleteExpiredOidcRows } from './oidc-adapter';
import { providerConfiguration, ROUTES } from './provider-configuration';
import { createRateLimiter, type RateLimiterOptions } from './rate-limiter';
import { securityHeaders } from './security-headers';

export interface IdentityProviderOptions {
  db: Database;
  /** `http://localhost:<port>/`: with the trailing slash, as auth0-spa-js expects `${domain}/`. */
  issuer: string;
  appOrigin: string;
  clientId: string;
  audience: string;
  /** "Forgot password?" mails a reset link through it; undefined: the page explains the administrator's reset. */
  mailer?: Mailer;
  /** Budgets for sign-in and sign-up attempts (tests shrink them); DEFAULT_ATTEMPT_LIMITS otherwise. */
  attemptLimits?: Partial<AttemptLimits>;
}

/** See attempt-budget.ts for what each one counts. */
export interface AttemptLimits {
  perAccountAddress: Omit<RateLimiterOptions, 'now'>;
  perAccount: Omit<RateLimiterOptions, 'now'>;
  perAddress: Omit<RateLimiterOptions, 'now'>;
  /** Wrong two-step codes per account (sign-in pages). */
  perAccountCode: Omit<RateLimiterOptions, 'now'>;
  /** Password reset links mailed per account. */
  perAccountResetMail: Omit<RateLimiterOptions, 'now'>;
}

const FIFTEEN_MINUTES = 15 * 60_000;

export const DEFAULT_ATTEMPT_LIMITS: AttemptLimits = {
  // Failed sign-ins to one account from one address: plenty for a person's typos, slow for guessing.
  perAccountAddress: { limit: 10, windowMs: FIFTEEN_MINUTES },
  // Failed sign-ins to one account from anywhere: guessing from many addresses gets no more than a few.
  perAccount: { limit: 50, windowMs: FIFTEEN_MINUTES },
  // Every sign-in and sign-up from one address, each costing a password hash: a whole campus signing in
  // at the start of a lecture stays far below it, a script does not.
  perAddress: { limit: 1000, windowMs: FIFTEEN_MINUTES },
  // Wrong codes for one account: a million possible codes, so ten tries leave guessing hopeless.
  perAccountCode: { limit: 10, windowMs: FIFTEEN_MINUTES },
  // Enough for a lost mail or two; not enough to fill someone's inbox.
  perAccountResetMail: { limit: 3, windowMs: FIFTEEN_MINUTES },
};

export interface IdentityProvider {
  /** host is required: left out, Node binds every interface, while the app itself stays on HOST. */
  listen(port: number, host: string): Promise<void>;
  close(): Promise<void>;
  jwksUrl: string;
  /**
   * Answers one request, for mounting on another server (IDP_PATH). It expects what a mount gives:
   * `req.url` without the issuer's path and `req.originalUrl` with it (server/http/mount-handler.ts).
   */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The public half of the signing keys, so an API in the same process verifies tokens without fetching itself. */
  publicJwks: JSONWebKeySet;
}

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

export async function createIdentityProvider(options: IdentityProviderOptions): Promise<IdentityProvider> {
  const { db, issuer, appOrigin, clientId, audience } = options;
  if (!issuer.endsWith('/')) throw new Error(`The issuer must end with "/" (as Auth0's does): ${issuer}`);

  const [{ Provider, errors }, secrets] = await Promise.all([loadOidcProvider(), loadIdentitySecrets(db)]);
  const accounts = createAccountStore(db);
  const provider = new Provider(issuer, providerConfiguration({ ...options, secrets, accounts, errors }));

  // An https issuer means TLS ends at a reverse proxy (this server speaks plain http): trust its
  // X-Forwarded-Proto/Host so the URLs the provider writes (discovery, resume, logout) say https, and
  // take the client's address (the attempt budgets' key) from the one X-Forwarded-For entry that proxy
  // appended, never from entries the client could have sent itself.
  provider.proxy = issuer.startsWith('https:');
  provider.maxIpsCount = 1;
  // Middleware added with use() runs before oidc-provider's own routes; this first one wraps them all.
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  if (mountPath) provider.use(mountedUnderPath(mountPath));
  provider.use(securityHeaders(appOrigin));
  provider.use(preflightOrigin([ROUTES.token, ROUTES.revocation, ROUTES.userinfo], appOrigin));
  provider.use(auth0LogoutParameters(ROUTES.end_session, clientId));
  provider.use(apiTokenUserinfo({ path: ROUTES.userinfo, issuer, audience, appOrigin, signingKeys: secrets.signingKeys, accounts }));
  provider.use(avatarRoute(accounts));
  provider.use(recordSessionDevices(ROUTES.token, db));
  const limits = { ...DEFAULT_ATTEMPT_LIMITS, ...options.attemptLimits };
  const limiters = {
    perAccountAddress: createRateLimiter(db, 'sign-in:account-address', limits.perAccountAddress),
    perAccount: createRateLimiter(db, 'sign-in:account', limits.perAccount),
    perAddress: createRateLimiter(db, 'sign-in:address', limits.perAddress),
  };
  const mfa = createMfaStore(db);
  const codeLimiter = createRateLimiter(db, 'sign-in:code', limits.perAccountCode);
  const resetMail = options.mailer && {
    db,
    accounts,
    mailer: options.mailer,
    issuer,
    perAccount: createRateLimiter(db, 'reset-mail:account', limits.perAccountResetMail),
  };
  provider.use(providerAssets(appOrigin));
  provider.use(passwordResetRoutes(db, limiters.perAddress));
  provider.use(interactionRoutes({ provider, accounts, appOrigin, limiters, mfa, codeLimiter, pendingKey: secrets.cookieKeys[0]!, resetMail }));

  logProviderErrors(provider);

  await deleteExpiredOidcRows(db);
  const sweeper = setInterval(() => {
    deleteExpiredOidcRows(db).catch((error: unknown) => console.error('Identity provider: expired-row sweep failed:', error));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();

  let server: Server | undefined;
  const handle = provider.callback();
  return {
    // Relative to the issuer, so a mounted provider's path is kept.
    jwksUrl: new URL(ROUTES.jwks.slice(1), issuer).href,
    handle,
    publicJwks: { keys: secrets.signingKeys.map(({ kty, n, e, kid, use, alg }) => ({ kty, n, e, kid, use, alg })) as JSONWebKeySet['keys'] },

    listen(port, host) {
      server = createServer(handle);
      const listening = server;
      return new Promise((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(port, host, () => {
          listening.off('error', reject);
          resolve();
        });
      });
    },

    async close() {
      clearInterval(sweeper);
      const closing = server;
      server = undefined;
      if (!closing?.listening) return;
      await new Promise<void>((resolve, reject) => {
        closing.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep idle connections open; don't wait for them to time out.
        closing.closeAllConnections();
      });
    },
  };
}
