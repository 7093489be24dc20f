// A user's bookmarks. Ids may come from the client (records created offline), so a create is idempotent
// per owner: repeating it returns the stored record instead of a duplicate.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { Bookmark } from '../../src/lib/bookmark';
import { bookmarks, type BookmarkRow } from '../db/schema/bookmarks';

export interface NewBookmark {
  id?: string;
  title: string;
  url: string;
  description?: string;
  /** When the user added it on their device; never later than now. */
  created_at?: string;
}

export type BookmarkChanges = Partial<Pick<Bookmark, 'title' | 'url' | 'description'>>;

export type CreateOutcome =
  | { outcome: 'created'; bookmark: Bookmark }
  /** The same owner created this id before: a retry. */
  | { outcome: 'existing'; bookmark: Bookmark }
  /** Another user owns this id. Nothing about their record may be revealed. */
  | { outcome: 'id-taken' };

export async function listBookmarks(db: Executor, ownerSub: string): Promise<Bookmark[]> {
  const rows = await db
    .select()
    .from(bookmarks)
    .where(eq(bookmarks.ownerSub, ownerSub))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id));
  return rows.map(toBookmark);
}

export async function createBookmark(db: Executor, ownerSub: string, input: NewBookmark): Promise<CreateOutcome> {
  // Links added offline reach us in parallel and in any order: the device's time keeps the list in
  // the order the user added them. A future time (a clock running ahead) would pin a link on top.
  const createdAt = input.created_at === undefined ? undefined : new Date(Math.min(Date.parse(input.created_at), Date.now()));
  const [created] = await db
    .insert(bookmarks)
    .values({ id: input.id, ownerSub, title: input.title, url: input.url, description: input.description ?? '', createdAt })
    .onConflictDoNothing({ target: bookmarks.id })
    .returning();
  if (created) return { outcome: 'created', bookmark: toBookmark(created) };
  // Only a client-supplied id can collide.
  const [existing] = await db.select().from(bookmarks).where(eq(bookmarks.id, input.id!));
  if (existing?.ownerSub === ownerSub) return { outcome: 'existing', bookmark: toBookmark(existing) };
  // The colliding row was deleted in between: the id is free again.
  if (!existing) return createBookmark(db, ownerSub, input);
  return { outcome: 'id-taken' };
}

/** undefined when this owner has no bookmark with that id (absent, or someone else's). */
export async function updateBookmark(db: Executor, ownerSub: string, id: string, changes: BookmarkChanges): Promise<Bookmark | undefined> {
  const [row] = await db
    .update(bookmarks)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(bookmarks.id, id), eq(bookmarks.ownerSub, ownerSub)))
    .returning();
  return row && toBookmark(row);
}

/** false when this owner has no bookmark with that id. */
export async function deleteBookmark(db: Executor, ownerSub: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(bookmarks)
    .where(and(eq(bookmarks.id, id), eq(bookmarks.ownerSub, ownerSub)))
    .returning({ id: bookmarks.id });
  return deleted.length > 0;
}

function toBookmark(row: BookmarkRow): Bookmark {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
