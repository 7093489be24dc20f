// Decides whether the signed-in user has finished onboarding, local copy first so the answer
// comes instantly (and offline) once known; the server is asked only when the local copy does
// not already say yes.
import type { UserData } from '../../data/user-data';

type ProfileSource = Pick<UserData['profile'], 'get' | 'refresh'>;

/** Rejects when neither this device nor the server can answer. */
export async function checkOnboarded(profile: ProfileSource, online: boolean = navigator.onLine): Promise<boolean> {
  const local = await profile.get();
  if (local?.is_onboarded) return true;
  if (!online) {
    if (local) return false;
    throw new Error('Offline, and no profile saved on this device yet');
  }
  try {
    return (await profile.refresh()).is_onboarded;
  } catch (error) {
    if (local) return local.is_onboarded;
    throw error;
  }
}
