// An announcement as GET /api/announcements/ sends it and the device caches it.
export interface Announcement {
  id: string;
  title: string;
  body: string;
  /** ISO date-time. */
  published_at: string;
}

export function isAnnouncement(value: unknown): value is Announcement {
  if (!value || typeof value !== 'object') return false;
  const { id, title, body, published_at } = value as Record<string, unknown>;
  return (typeof id === 'string' || typeof id === 'number') && typeof title === 'string' && typeof body === 'string' && typeof published_at === 'string';
}

/** Newest first. */
export const byNewest = (a: Announcement, b: Announcement) => b.published_at.localeCompare(a.published_at) || String(a.id).localeCompare(String(b.id));
