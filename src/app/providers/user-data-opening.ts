// Opening a signed-in user's local data, with what runs beside it (the screens' pointer to it, announcement
// notices). The provider opens it once the user is known; a returning student's start opens it earlier, as
// soon as the session names the user, and the provider then takes that instance instead of opening another.
import type { AuthSession } from '../../auth/auth-session';
import type { UserData } from '../../data/user-data';
import { loadUserDataModules } from './user-data-modules';

/** What the data layer tells the app about the session and the database while they are open. */
export interface UserDataEvents {
  /** The session cannot be renewed without an interactive sign-in. */
  onAuthRequired: () => void;
  /** Another tab deleted this database: its user signed out there. */
  onDeletedElsewhere: () => void;
}

export interface OpenedUserData {
  userId: string;
  userData: UserData;
  /** Stops the notices, forgets the pointer and closes the database (closing is not deleting). */
  close: () => void;
}

export async function openUserDataFor(userId: string, session: AuthSession, events: UserDataEvents): Promise<OpenedUserData> {
  const [{ openUserData }, { setActiveUserData, clearActiveUserData }, { startAnnouncementNotifications }] = await loadUserDataModules();
  const userData = openUserData({
    userId,
    // Accepts { forceRefresh } so the API client can renew once after a 401.
    getAccessToken: session.getAccessToken,
    onAuthRequired: events.onAuthRequired,
    onDeletedElsewhere: events.onDeletedElsewhere,
  });
  setActiveUserData(userData);
  const stopNotifications = startAnnouncementNotifications(userData);
  return {
    userId,
    userData,
    close: () => {
      stopNotifications();
      clearActiveUserData(userData);
      userData.close();
    },
  };
}

interface EarlyOpening {
  userId: string;
  opening: Promise<OpenedUserData>;
  /** Hands the events to the provider once it takes the data; those that came before are replayed then. */
  attach: (events: UserDataEvents) => void;
}

let early: EarlyOpening | undefined;

/**
 * Opens the user's data before React has mounted anything: the screens' first reads then find the database
 * open and the sync engine started, instead of waiting for the provider's first commit, which waits for the
 * page's code. The provider closes it if it opens another user's data instead.
 */
export function openUserDataEarly(userId: string, session: AuthSession): void {
  const events: Partial<Record<keyof UserDataEvents, boolean>> = {};
  let target: UserDataEvents | undefined;
  const relay = (name: keyof UserDataEvents) => () => (target ? target[name]() : (events[name] = true));
  const opening = openUserDataFor(userId, session, { onAuthRequired: relay('onAuthRequired'), onDeletedElsewhere: relay('onDeletedElsewhere') });
  early = {
    userId,
    opening,
    attach: (handlers) => {
      target = handlers;
      for (const name of Object.keys(events) as (keyof UserDataEvents)[]) handlers[name]();
    },
  };
  // A failed download is reported when the provider opens the data itself.
  opening.catch(() => {
    if (early?.opening === opening) early = undefined;
  });
}

/** The data opened early for this user, now the caller's to close; undefined when there is none. */
export function takeEarlyUserData(userId: string, events: UserDataEvents): Promise<OpenedUserData> | undefined {
  const found = early;
  early = undefined;
  if (!found) return undefined;
  if (found.userId !== userId) {
    discard(found);
    return undefined;
  }
  found.attach(events);
  return found.opening;
}

function discard(found: EarlyOpening): void {
  found.opening.then(
    (opened) => opened.close(),
    () => undefined,
  );
}
