import { useSyncExternalStore } from 'react';
import { activeUserData } from '../../data/active-user-data';
import type { SyncEngine } from '../../data/sync/sync-engine';
import type { SyncStatus } from '../../data/sync/sync-status';

export function useSyncStatus(): { status: SyncStatus; sync: SyncEngine } {
  const { sync } = activeUserData();
  const status = useSyncExternalStore(sync.subscribe, () => sync.status);
  return { status, sync };
}
