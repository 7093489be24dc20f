// What a returning student's start may draw before the sign-in session and the database are open: the last
// dashboard figures kept for the user the sign-in library's cache names. Read synchronously (localStorage),
// so the first render already has them.
import { cachedUser, type CachedUser } from '../../auth/cached-user';
import { readDashboardSnapshot, type DashboardFigures } from '../../data/dashboard/dashboard-snapshot';

export interface StartSnapshot {
  user: CachedUser;
  figures: DashboardFigures;
}

export function readStartSnapshot(): StartSnapshot | undefined {
  const user = cachedUser();
  const figures = readDashboardSnapshot(user?.sub);
  return user && figures ? { user, figures } : undefined;
}

/**
 * Whether the snapshot may be drawn now: only on the dashboard, and only while the session has not named a
 * different user (it names the cached one, unless another sign-in replaced the cache meanwhile).
 */
export function mayDrawSnapshot(snapshot: StartSnapshot | undefined, pathname: string, sessionSub: string | undefined): snapshot is StartSnapshot {
  return !!snapshot && pathname === '/dashboard' && (sessionSub === undefined || sessionSub === snapshot.user.sub);
}
