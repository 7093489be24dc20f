// The device's copy of the announcements (cached for reading offline, not mirrored: nobody writes them
// here, so no outbox and no versions). A download replaces the whole list; reads are Dexie only.
import type { ApiClient } from '../../api/api-client';
import { byNewest, type Announcement } from '../../lib/announcement';
import type { AppDatabase } from '../app-database';
import { AnnouncementsUnavailableError, fetchAnnouncements } from './announcements-api';

export interface AnnouncementsCache {
  /** Newest first, from Dexie: use inside useLiveQuery. */
  list(): Promise<Announcement[]>;
  /** Download and store; rejects offline or on failure, keeping what was cached. */
  refresh(): Promise<void>;
}

export function createAnnouncementsCache({ db, api, isOnline }: { db: AppDatabase; api: ApiClient; isOnline(): boolean }): AnnouncementsCache {
  let inFlight: Promise<void> | null = null;
  return {
    list: async () => (await db.announcements.toArray()).sort(byNewest),
    refresh() {
      inFlight ??= (async () => {
        if (!isOnline()) throw new AnnouncementsUnavailableError('Offline');
        const announcements = await fetchAnnouncements(api);
        await db.transaction('rw', db.announcements, async () => {
          await db.announcements.clear();
          await db.announcements.bulkPut(announcements);
        });
      })().finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
  };
}
