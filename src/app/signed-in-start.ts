// A returning student opening a signed-in page: the sign-in session and the data layer are what the page waits
// for before it can show anything of theirs. Started here, beside the download of the page's own code, rather
// than once that code has mounted and asked for them (on the offline dashboard that chain of
// /config.json, the sign-in library, the user and the data layer began ~600 ms after the entry ran).
import type { AuthSession } from '../auth/auth-session';
import { holdsSignIn } from '../auth/session-hint';
import { loadUserDataModules } from './providers/user-data-modules';
import { openUserDataEarly } from './providers/user-data-opening';

export function startSignedInEarly(session: AuthSession): void {
  // Nobody signed in on this browser: the page will send them to sign in, which needs neither.
  if (!holdsSignIn()) return;
  // The local data opens as soon as the session names the user, not once React has mounted the provider.
  const stopWatching = session.subscribe(() => {
    const { isLoading, isAuthenticated, user } = session.getState();
    if (isLoading) return;
    stopWatching();
    if (isAuthenticated && user) openUserDataEarly(user.sub, session);
  });
  void session.start();
  // Downloaded meanwhile; a failed download is reported when the provider opens the data itself.
  loadUserDataModules().catch(() => undefined);
  // A page's first Intl formatter loads the locale data: 20-45 ms in Chromium here, ~150 ms on a 4× slowed
  // CPU, and the dashboard makes its formatters as its code runs. Done now, in a task of its own while the
  // page waits for its code and data, that time is not added to the task that draws the screen.
  setTimeout(() => new Intl.DateTimeFormat().format(0), 0);
}
