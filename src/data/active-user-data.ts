// The signed-in user's data for screens that render only inside the signed-in shell. A plain
// module (no React): the shell sets it once the user is known and clears it on sign-out.
import type { UserData } from './user-data';

let active: UserData | null = null;

export function setActiveUserData(userData: UserData | null): void {
  active = userData;
}

/** Clears it only if it still holds this instance: another user's data may have replaced it meanwhile. */
export function clearActiveUserData(userData: UserData): void {
  if (active === userData) active = null;
}

/** Throws when nobody is signed in: a bug in routing, not a state to render. */
export function activeUserData(): UserData {
  if (!active) throw new Error('No signed-in user data: render this screen inside the signed-in shell');
  return active;
}
