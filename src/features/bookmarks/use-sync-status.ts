import { useSyncExternalStore } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { SyncStatus } from '../../data/sync/sync-status';

export function useSyncStatus(): SyncStatus {
  const { sync } = activeUserData();
  return useSyncExternalStore(sync.subscribe, () => sync.status);
}
