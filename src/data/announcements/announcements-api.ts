// Reading GET /api/announcements/ (pages of `{count, next, previous, results}`). Only our API's JSON
// counts: a captive portal's page or a proxy's error object is "no answer" and never replaces the cache.
import type { ApiClient } from '../../api/api-client';
import { isAnnouncement, type Announcement } from '../../lib/announcement';

export class AnnouncementsUnavailableError extends Error {
  override name = 'AnnouncementsUnavailableError';
}

/** Pages followed at most: announcements are few; a loop of `next` links must not spin forever. */
const MAX_PAGES = 5;

function pathOf(link: string): string {
  try {
    const url = new URL(link, 'http://relative.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return link;
  }
}

export async function fetchAnnouncements(api: ApiClient): Promise<Announcement[]> {
  const items: Announcement[] = [];
  let next: string | null = '/api/announcements/';
  for (let page = 0; next && page < MAX_PAGES; page++) {
    const response = await api.request({ method: 'GET', path: next });
    if (response.status < 200 || response.status >= 300) throw new AnnouncementsUnavailableError(`The server answered ${response.status}`);
    const body = response.body as { results?: unknown; next?: unknown } | unknown[] | undefined;
    const results = Array.isArray(body) ? body : body && typeof body === 'object' ? body.results : undefined;
    if (!Array.isArray(results) || !results.every(isAnnouncement)) throw new AnnouncementsUnavailableError('Not a list of announcements');
    items.push(...results.map((item) => ({ ...item, id: String(item.id) })));
    next = !Array.isArray(body) && typeof body?.next === 'string' && body.next ? pathOf(body.next) : null;
  }
  return items;
}
