// A bookmark as the API answers it, made from its row however the row was read: by the query builder
// (timestamps as Date) or by the hand-written statements on the busiest path (bookmark-statements.ts: Date
// or text, by driver). One conversion, so every route answers the same shape.
import type { Bookmark } from '../../src/lib/bookmark';

export type BookmarkRecord = Bookmark & { version: number };

export type BookmarkChanges = Partial<Pick<Bookmark, 'title' | 'url' | 'description'>>;

export interface BookmarkColumns {
  id: string;
  title: string;
  url: string;
  description: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  version: number;
}

export function toBookmark(row: BookmarkColumns): BookmarkRecord {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    created_at: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    version: row.version,
  };
}
