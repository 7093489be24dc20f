// The signed-in user's data for screens that render only inside the signed-in shell. A plain
// module (no React): the shell sets it once the user is known and clears it on sign-out.
import type { UserData } from './user-data';

let active: UserData | null = null;
const listeners = new Set<() => void>();

export function setActiveUserData(userData: UserData | null): void {
  active = userData;
  for (const listener of listeners) listener();
}

/** Throws when nobody is signed in: a bug in routing, not a state to render. */
export function activeUserData(): UserData {
  if (!active) throw new Error('No signed-in user data: render this screen inside the signed-in shell');
  return active;
}

export function peekActiveUserData(): UserData | null {
  return active;
}

/** For useSyncExternalStore in the shell (e.g. to re-render when the user changes). */
export function subscribeActiveUserData(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
