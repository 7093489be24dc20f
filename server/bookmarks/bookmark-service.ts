// A user's bookmarks. Ids may come from the client (records created offline), so a create is idempotent
// per owner: repeating it returns the stored record instead of a duplicate. Every write records its
// change in the change log, in the caller's transaction.
import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { bookmarks } from '../db/schema/bookmarks';
import { bookmarkDefinition } from '../../src/lib/entities/bookmark';
import { capMessage } from '../../src/lib/entities/entity-definition';
import { ApiError, notFound } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import type { Created } from '../sync/entity';
import type { OneTripWrite } from '../sync/one-trip';
import { countOwned, forgetCounts } from '../sync/record-caps';
import { toBookmark, type BookmarkChanges, type BookmarkRecord } from './bookmark-record';
import { insertIfRoom, insertWritten, updateIfAt, updateWritten, WRITTEN_ANSWER, type NewBookmarkFields } from './bookmark-statements';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { checkVersion, type Expected } from '../sync/versions';

export const BOOKMARKS = bookmarkDefinition.wireName;
export const BOOKMARK_CAP = bookmarkDefinition.cap;
const ROOM = { kind: BOOKMARKS, cap: BOOKMARK_CAP };

export interface NewBookmark {
  id?: string;
  title: string;
  url: string;
  description?: string;
  /** When the user added it on their device; never later than now. */
  created_at?: string;
}

/** Newest first. */
export async function listBookmarks(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<BookmarkRecord> & { count: number }> {
  const rows = await db
    .select({ row: bookmarks, sortKey: sortKeyText(bookmarks.createdAt) })
    .from(bookmarks)
    .where(and(eq(bookmarks.ownerSub, ownerSub), afterCursor(bookmarks.createdAt, bookmarks.id, 'desc', page.after)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.limit + 1);
  const total = await countOwned(db, ownerSub, BOOKMARKS);
  const shaped = rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id }));
  return { ...toPage(shaped, page.limit, ({ row }) => toBookmark(row)), count: total };
}

export async function readBookmarks(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, BookmarkRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(bookmarks)
    .where(and(eq(bookmarks.ownerSub, ownerSub), anyOf(bookmarks.id, ids)));
  return new Map(rows.map((row) => [row.id, toBookmark(row)]));
}

export async function createBookmark(tx: Executor, ownerSub: string, input: NewBookmark): Promise<Created<BookmarkRecord>> {
  const log = await openChangeLog(tx, ownerSub);
  const fields = newFields(input);
  const id = input.id ?? randomUUID();
  let record = await insertIfRoom(tx, ownerSub, id, fields, ROOM);
  if (!record) {
    // Nothing inserted: the id is taken (a repeated create, or another user's), or there is no room left.
    const [holder] = await tx.select().from(bookmarks).where(eq(bookmarks.id, id));
    if (holder?.ownerSub === ownerSub) return { status: 200, record: toBookmark(holder) };
    // Another user's id: this one gets a fresh id, and learns nothing about theirs.
    if (holder) record = await insertIfRoom(tx, ownerSub, randomUUID(), fields, ROOM);
    if (!record) throw new ApiError(400, capMessage(bookmarkDefinition));
  }
  await log.record({ entity: BOOKMARKS, id: record.id, version: record.version, deleted: false });
  return { status: 201, record };
}

/** The create as one statement (server/sync/one-trip.ts): it writes only where createBookmark would insert. */
export function createInOneTrip(ownerSub: string, input: NewBookmark): OneTripWrite {
  return { entity: BOOKMARKS, status: 201, write: insertWritten(ownerSub, input.id ?? randomUUID(), newFields(input), ROOM), answer: WRITTEN_ANSWER };
}

function newFields(input: NewBookmark): NewBookmarkFields {
  // Links added offline reach us in parallel and in any order: the device's time keeps the list in
  // the order the user added them. A future time (a clock running ahead) would pin a link on top.
  const createdAt = input.created_at === undefined ? null : new Date(Math.min(Date.parse(input.created_at), Date.now())).toISOString();
  return { title: input.title, url: input.url, description: input.description ?? '', createdAt };
}

// Updates and deletes are conditional statements rather than a locked read followed by the write: one
// statement fewer on the API's busiest path. Only when they touch nothing is the bookmark read, to refuse.

/** 404 when this owner has no bookmark with that id (absent, or someone else's); 412 when stale. */
export async function updateBookmark(tx: Executor, ownerSub: string, id: string, changes: BookmarkChanges, expected: Expected): Promise<BookmarkRecord> {
  const log = await openChangeLog(tx, ownerSub);
  const record = await updateIfAt(tx, ownerSub, id, changes, expected);
  if (!record) return refuse(tx, ownerSub, id, expected);
  await log.record({ entity: BOOKMARKS, id, version: record.version, deleted: false });
  return record;
}

/** The change as one statement (server/sync/one-trip.ts): it writes only where updateBookmark would. */
export function updateInOneTrip(ownerSub: string, id: string, changes: BookmarkChanges, expected: Expected): OneTripWrite {
  return { entity: BOOKMARKS, status: 200, write: updateWritten(ownerSub, id, changes, expected), answer: WRITTEN_ANSWER };
}

export async function deleteBookmark(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const [row] = await tx
    .delete(bookmarks)
    .where(ownAt(ownerSub, id, expected))
    .returning({ version: bookmarks.version });
  if (!row) return refuse(tx, ownerSub, id, expected);
  forgetCounts(tx);
  // A tombstone is newer than any copy of the record a device may hold.
  await log.record({ entity: BOOKMARKS, id, version: row.version + 1, deleted: true });
}

/** This owner's bookmark, at the expected version when there is one. */
function ownAt(ownerSub: string, id: string, expected: Expected) {
  return and(eq(bookmarks.id, id), eq(bookmarks.ownerSub, ownerSub), expected === undefined ? undefined : eq(bookmarks.version, expected));
}

/** Why a conditional write touched nothing: 404, or 412 with the bookmark as it is now. */
async function refuse(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<never> {
  const [row] = await tx
    .select()
    .from(bookmarks)
    .where(ownAt(ownerSub, id, undefined));
  if (!row) throw notFound();
  checkVersion(row.version, expected, () => toBookmark(row));
  throw new Error(`bookmark ${id} at version ${row.version} neither written nor refused`);
}
