// A screen's refused changes (the server's 4xx, kept as dead letters), live, with Retry and Discard for its
// save-failure alert. Every screen that writes synced records shows them the same way through this hook.
import { useLiveQuery } from 'dexie-react-hooks';
import { activeUserData } from '../data/active-user-data';
import type { EntityName } from '../data/entities/entity-descriptor';
import { refusedChanges } from '../data/sync/refused-changes';
import type { DeadLetter } from '../data/sync/sync-records';

export interface RefusedChanges {
  refused: DeadLetter[];
  onRetry(letter: DeadLetter): void;
  onDiscard(letter: DeadLetter): void;
}

/** `onFailure` hears what to tell the student when this device could not retry or discard (its storage failed). */
export function useRefusedChanges(entities: readonly EntityName[], onFailure: (message: string) => void): RefusedChanges {
  const userData = activeUserData();
  // A key of the names, so a screen may pass a new array each render without a new query each time.
  const key = entities.join(',');
  const refused = useLiveQuery(() => refusedChanges(userData.db, entities), [userData, key]) ?? [];
  const fail = (message: string) => (error: unknown) => {
    console.error(message, error);
    onFailure(message);
  };
  return {
    refused,
    onRetry: (letter) => void userData.sync.retryDeadLetter(letter.id).catch(fail('Retrying the change failed on this device. Try again.')),
    onDiscard: (letter) => void userData.sync.discardDeadLetter(letter.id).catch(fail('Discarding the change failed on this device. Try again.')),
  };
}
