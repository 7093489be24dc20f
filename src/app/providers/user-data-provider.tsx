// Opens the signed-in user's local database and sync engine once per user. It sits above the
// router so moving between /onboarding and the signed-in shell keeps one instance (and the sync
// that may be pushing the onboarding answers).
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAuthSession, useAuthState } from '../../auth/use-auth';
import type { UserData } from '../../data/user-data';
import { requestPersistentStorage } from '../pwa/persistent-storage';
import { UserDataContext, type UserDataValue } from './user-data-context';
import { openUserDataFor, takeEarlyUserData, type OpenedUserData, type UserDataEvents } from './user-data-opening';

/** Why this tab is leaving the session: Sign Out here, or another tab deleted the data. */
type SignOut = 'here' | 'elsewhere';

interface Opened {
  userId: string;
  userData: UserData;
}

export function UserDataProvider({ children }: { children: ReactNode }) {
  const session = useAuthSession();
  const { isAuthenticated, user } = useAuthState();
  const userId = isAuthenticated ? user?.sub : undefined;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [reauthRequired, setReauthRequired] = useState(false);
  const [signingOut, setSigningOut] = useState<SignOut | null>(null);
  const [openError, setOpenError] = useState<Error | null>(null);

  useEffect(() => {
    if (!userId || signingOut) return;
    let cancelled = false;
    let opened: OpenedUserData | undefined;
    const events: UserDataEvents = {
      onAuthRequired: () => setReauthRequired(true),
      // Its screens would now fail: leave them (the state below) before anything else.
      onDeletedElsewhere: () => setSigningOut('elsewhere'),
    };
    (takeEarlyUserData(userId, events) ?? openUserDataFor(userId, session, events)).then(
      (result) => {
        if (cancelled) return result.close();
        opened = result;
        setOpened({ userId, userData: result.userData });
        // Queued changes live in IndexedDB; ask the browser not to evict it under storage pressure.
        void requestPersistentStorage();
      },
      (error: unknown) => {
        // Offline before this part of the app was ever cached: nothing to open the data with.
        if (!cancelled) setOpenError(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => {
      cancelled = true;
      // Closing is not deleting: a user signed out by an expired session keeps the queue.
      opened?.close();
      setOpened(null);
      // A later instance starts with a session that needs nothing (the events above may say otherwise).
      setReauthRequired(false);
    };
  }, [userId, session, signingOut]);

  const current = opened && opened.userId === userId ? opened.userData : null;

  // Runs after the commit that unmounted the screens and, through the effect above, closed the
  // database: only a closed database can be deleted without waiting on ourselves.
  useEffect(() => {
    if (signingOut !== 'here' || !userId) return;
    void (async () => {
      try {
        const { deleteUserData } = await import('../../data/user-data');
        await deleteUserData(userId);
      } catch (error) {
        console.error('Deleting local data failed', error);
      }
      await session.logout().catch((error: unknown) => {
        console.error('Sign out failed', error);
        window.location.assign(window.location.origin);
      });
    })();
  }, [signingOut, userId, session]);

  // Another tab signed this user out and deleted their data (it also ended the session at the
  // identity provider): end the session here too, without touching what is already gone.
  useEffect(() => {
    if (signingOut === 'elsewhere') void session.signedOutElsewhere();
  }, [signingOut, session]);

  const signOut = useCallback(() => setSigningOut('here'), []);

  const value = useMemo<UserDataValue>(
    () => ({ userData: current, openError, reauthRequired, signingOut: signingOut !== null, signOut }),
    [current, openError, reauthRequired, signingOut, signOut],
  );
  return <UserDataContext.Provider value={value}>{children}</UserDataContext.Provider>;
}
