import { createContext, useContext } from 'react';
import type { UserData } from '../../data/user-data';

export interface UserDataValue {
  /** The signed-in user's local database and sync engine; null until opened. */
  userData: UserData | null;
  /** The data layer could not be loaded (offline before it was ever cached). */
  openError: Error | null;
  /** The server keeps refusing our tokens: only a new login can resume syncing. */
  reauthRequired: boolean;
  signingOut: boolean;
  /** Closes and deletes this user's local data, then ends the session. */
  signOut: () => void;
}

export const UserDataContext = createContext<UserDataValue | null>(null);

export function useUserData(): UserDataValue {
  const value = useContext(UserDataContext);
  if (!value) throw new Error('useUserData must be used inside <UserDataProvider>');
  return value;
}
