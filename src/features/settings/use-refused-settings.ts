// Changes to the settings the server refused (dead letters), with Retry and Discard for the save-failure alert.
import { useLiveQuery } from 'dexie-react-hooks';
import { activeUserData } from '../../data/active-user-data';
import type { DeadLetter } from '../../data/sync/sync-records';

export function useRefusedSettings(setFailure: (message: string) => void) {
  const userData = activeUserData();
  const refused = useLiveQuery(() => userData.db.deadLetters.filter((letter) => letter.entity === 'settings').sortBy('seq'), [userData]) ?? [];
  const fail = (message: string) => (error: unknown) => {
    console.error(message, error);
    setFailure(message);
  };
  return {
    refused,
    onRetry: (letter: DeadLetter) => void userData.sync.retryDeadLetter(letter.id).catch(fail('Retrying the change failed on this device. Try again.')),
    onDiscard: (letter: DeadLetter) => void userData.sync.discardDeadLetter(letter.id).catch(fail('Discarding the change failed on this device. Try again.')),
  };
}
