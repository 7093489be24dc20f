// Which announcements deserve a system notification (Push for announcements): only ones that
// arrived after this device first saw the list, each once. The first list a device downloads, and every
// list while push is off, is taken as already known, so turning push on never replays old news.
import type { Announcement } from './announcement';

/** The marker stored once the device has seen a first list. */
export const BASELINE = '#baseline';

/** The name the page and the service worker share for the periodic refresh of announcements. */
export const REFRESH_ANNOUNCEMENTS = 'refresh-announcements';

export interface NotificationPlan {
  /** Show these, oldest first. */
  show: Announcement[];
  /** Record these ids (with BASELINE when it was missing) as known. */
  remember: string[];
}

export function planNotifications(announcements: readonly Announcement[], known: ReadonlySet<string>, pushOn: boolean): NotificationPlan {
  const unknown = announcements.filter((item) => !known.has(item.id));
  const baseline = known.has(BASELINE);
  const remember = [...(baseline ? [] : [BASELINE]), ...unknown.map((item) => item.id)];
  const show = baseline && pushOn ? [...unknown].sort((a, b) => a.published_at.localeCompare(b.published_at)) : [];
  return { show, remember };
}
