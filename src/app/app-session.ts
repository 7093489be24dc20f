// The document's one sign-in session, made beside its router: after the hosted login it continues where the
// user was headed, without a history entry for the callback URL.
import { AuthSession } from '../auth/auth-session';
import type { AppRouter } from './router';

export function createAppSession(router: AppRouter): AuthSession {
  return new AuthSession({ onRedirectCallback: (returnTo) => router.history.replace(returnTo) });
}
