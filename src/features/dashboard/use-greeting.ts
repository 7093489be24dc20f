// The dashboard's greeting from the local profile (kept fresh by one server read per visit) and the ID token's names when the profile has none.
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useAuth } from '../../auth/use-auth';
import { activeUserData } from '../../data/active-user-data';
import { greeting } from './greeting';

export function useGreeting(now: Date = new Date()): string {
  const { user } = useAuth();
  const profile = useLiveQuery(() => activeUserData().profile.get(), []);

  useEffect(() => {
    if (!navigator.onLine) return; // the local copy is all there is; nothing failed
    activeUserData()
      .profile.refresh()
      .catch((error: unknown) => console.error('Profile fetch failed', error));
  }, []);

  return greeting(now, profile, user);
}
