// A returning student opening a signed-in page: the sign-in session, the data layer and the page's own code are
// what the page waits for before it can show anything of theirs. All three are started here, at once, rather
// than once React has rendered the root and the router, the auth provider and the data provider ask for them
// one after another (issue 21: on the offline dashboard that chain of /config.json, the sign-in library, the
// user and the data layer began ~600 ms after the entry ran, and the page's chunks ~300 ms after that).
import type { AuthSession } from '../auth/auth-session';
import { holdsSignIn } from '../auth/session-hint';
import { loadUserDataModules } from './providers/user-data-modules';
import type { AppRouter } from './router';

export function startSignedInEarly(session: AuthSession, router: AppRouter): void {
  // Nobody signed in on this browser: the page will send them to sign in, which needs none of it.
  if (!holdsSignIn()) return;
  void session.start();
  // A failed download is reported where the provider imports the same modules, and by the router for its own.
  loadUserDataModules().catch(() => undefined);
  const [routes] = router.getMatchedRoutes(window.location.pathname);
  for (const route of routes) router.loadRouteChunk(route)?.catch(() => undefined);
}
