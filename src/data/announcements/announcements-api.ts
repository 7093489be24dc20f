// Reading GET /api/announcements/; an answer that is not the list (a captive portal's page) is
// AnnouncementsUnavailableError and never replaces the cache.
import type { ApiClient } from '../../api/api-client';
import { readList } from '../../api/read-list';
import { isAnnouncement, type Announcement } from '../../lib/announcement';

export class AnnouncementsUnavailableError extends Error {
  override name = 'AnnouncementsUnavailableError';
}

/** Announcements are few: five pages is far more than there are. */
export async function fetchAnnouncements(api: ApiClient): Promise<Announcement[]> {
  const items = await readList(api, '/api/announcements/', isAnnouncement, {
    maxPages: 5,
    unavailable: (message) => new AnnouncementsUnavailableError(message),
  });
  return items.map((item) => ({ ...item, id: String(item.id) }));
}
