// Where the identity provider's own failures are logged: oidc-provider reports those of its endpoints as
// `server_error`, and Koa (which it extends) those of our middleware (sign-in, sign-up) as `error`, which
// by default prints the stack, message included. A failed query is logged without its parameters or the
// database's message, which carry emails, names and tokens.
import type { Provider } from 'oidc-provider';
import { databaseFailureOf } from '../http/database-errors';

export function logProviderErrors(provider: Provider): void {
  const log = (error: unknown) => console.error('Identity provider error:', databaseFailureOf(error) ?? error);
  // Client mistakes (bad grants, expired codes) are answered to the client; only our own failures are logged.
  provider.on('server_error', (_ctx, error) => log(error));
  // As Koa's default listener does (which this one replaces): 404s and errors meant for the client are not ours.
  provider.on('error', (error) => {
    const { status, expose } = error as { status?: number; expose?: boolean };
    if (status === 404 || expose) return;
    log(error);
  });
}
