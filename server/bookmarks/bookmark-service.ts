// A user's bookmarks. Ids may come from the client (records created offline), so a create is idempotent
// per owner: repeating it returns the stored record instead of a duplicate. Every write records its
// change in the change log, in the caller's transaction.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import { rowsOf } from '../db/sql-rows';
import type { Executor } from '../db/executor';
import type { Bookmark } from '../../src/lib/bookmark';
import { bookmarks, type BookmarkRow } from '../db/schema/bookmarks';
import { ApiError, notFound } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import type { Created } from '../sync/entity';
import { followCount, followedCount, forgetCounts } from '../sync/record-caps';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { checkVersion, type Expected } from '../sync/versions';

export const BOOKMARKS = 'bookmarks';
export const BOOKMARK_CAP = 10_000;

export type BookmarkRecord = Bookmark & { version: number };

export interface NewBookmark {
  id?: string;
  title: string;
  url: string;
  description?: string;
  /** When the user added it on their device; never later than now. */
  created_at?: string;
}

export type BookmarkChanges = Partial<Pick<Bookmark, 'title' | 'url' | 'description'>>;

/** Newest first. */
export async function listBookmarks(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<BookmarkRecord> & { count: number }> {
  const rows = await db
    .select({ row: bookmarks, sortKey: sortKeyText(bookmarks.createdAt) })
    .from(bookmarks)
    .where(and(eq(bookmarks.ownerSub, ownerSub), afterCursor(bookmarks.createdAt, bookmarks.id, 'desc', page.after)))
    .orderBy(desc(bookmarks.createdAt), desc(bookmarks.id))
    .limit(page.limit + 1);
  const [total] = await db.select({ count: count() }).from(bookmarks).where(eq(bookmarks.ownerSub, ownerSub));
  const shaped = rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id }));
  return { ...toPage(shaped, page.limit, ({ row }) => toBookmark(row)), count: total?.count ?? 0 };
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
  // Links added offline reach us in parallel and in any order: the device's time keeps the list in
  // the order the user added them. A future time (a clock running ahead) would pin a link on top.
  const createdAt = input.created_at === undefined ? null : new Date(Math.min(Date.parse(input.created_at), Date.now())).toISOString();
  const fields: BookmarkFields = { title: input.title, url: input.url, description: input.description ?? '', createdAt };
  const id = input.id ?? randomUUID();
  let row = await insertIfRoom(tx, ownerSub, id, fields);
  if (!row) {
    // Nothing inserted: the id is taken (a repeated create, or another user's), or there is no room left.
    const [holder] = await tx.select().from(bookmarks).where(eq(bookmarks.id, id));
    if (holder?.ownerSub === ownerSub) return { status: 200, record: toBookmark(holder) };
    // Another user's id: this one gets a fresh id, and learns nothing about theirs.
    if (holder) row = await insertIfRoom(tx, ownerSub, randomUUID(), fields);
    if (!row) throw new ApiError(400, `You can keep at most ${BOOKMARK_CAP.toLocaleString('en-US')} bookmarks. Delete some to add more.`);
  }
  const record = fromColumns(row);
  await log.record({ entity: BOOKMARKS, id: record.id, version: record.version, deleted: false });
  return { status: 201, record };
}

interface BookmarkFields {
  title: string;
  url: string;
  description: string;
  /** ISO time, or null for now. */
  createdAt: string | null;
}

/** A bookmark's columns as a statement written out returns them (timestamps as Date or text, by driver). */
interface BookmarkColumns {
  id: string;
  title: string;
  url: string;
  description: string;
  created_at: Date | string;
  updated_at: Date | string;
  version: number;
}

const RETURNED = sql`id, title, url, description, created_at, updated_at, version`;

/**
 * Inserts the bookmark unless the id is taken or the user is at the cap: the new row, or undefined. ONE
 * statement, counting the user's bookmarks in it, and sent beside the change log's lock, so a create's first
 * round trip both checks and writes. Written out rather than built: the query builder's work on the API's
 * busiest statement cost more than the database's (bench/api's CPU profile).
 */
async function insertIfRoom(tx: Executor, ownerSub: string, id: string, { title, url, description, createdAt }: BookmarkFields): Promise<BookmarkColumns | undefined> {
  const values = sql`${id}::uuid, ${ownerSub}, ${title}, ${url}, ${description}, coalesce(${createdAt}::timestamptz, now())`;
  const columns = sql`INSERT INTO bookmarks (id, owner_sub, title, url, description, created_at)`;
  // Within a transaction that has counted them already (a batch), the count is followed, not taken again.
  const followed = followedCount(tx, BOOKMARKS);
  if (followed !== undefined) {
    if (followed >= BOOKMARK_CAP) return undefined;
    const [row] = await rowsOf<BookmarkColumns>(tx, sql`${columns} VALUES (${values}) ON CONFLICT (id) DO NOTHING RETURNING ${RETURNED}`);
    if (row) followCount(tx, BOOKMARKS, followed + 1);
    return row;
  }
  const [row] = await rowsOf<BookmarkColumns & { owned: number }>(
    tx,
    sql`WITH owned AS (SELECT count(*)::int AS n FROM bookmarks WHERE owner_sub = ${ownerSub})
        ${columns} SELECT ${values} FROM owned WHERE owned.n < ${BOOKMARK_CAP}
        ON CONFLICT (id) DO NOTHING RETURNING ${RETURNED}, (SELECT n FROM owned) AS owned`,
  );
  if (row) followCount(tx, BOOKMARKS, row.owned + 1);
  return row;
}

function fromColumns(row: BookmarkColumns): BookmarkRecord {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

// Updates and deletes are conditional statements rather than a locked read followed by the write: one
// statement fewer on the API's busiest path. Only when they touch nothing is the bookmark read, to refuse.

/** 404 when this owner has no bookmark with that id (absent, or someone else's); 412 when stale. */
export async function updateBookmark(tx: Executor, ownerSub: string, id: string, changes: BookmarkChanges, expected: Expected): Promise<BookmarkRecord> {
  const log = await openChangeLog(tx, ownerSub);
  // Written out, like the insert, and always the same text (a field left out is kept by coalesce: none is
  // nullable), so the database reuses its prepared form.
  const [row] = await rowsOf<BookmarkColumns>(
    tx,
    sql`UPDATE bookmarks
        SET title = coalesce(${changes.title ?? null}, title), url = coalesce(${changes.url ?? null}, url),
            description = coalesce(${changes.description ?? null}, description), version = version + 1, updated_at = now()
        WHERE id = ${id}::uuid AND owner_sub = ${ownerSub} AND (${expected ?? null}::int IS NULL OR version = ${expected ?? null}::int)
        RETURNING ${RETURNED}`,
  );
  if (!row) return refuse(tx, ownerSub, id, expected);
  const record = fromColumns(row);
  await log.record({ entity: BOOKMARKS, id, version: record.version, deleted: false });
  return record;
}

export async function deleteBookmark(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const [row] = await tx.delete(bookmarks).where(ownAt(ownerSub, id, expected)).returning({ version: bookmarks.version });
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
  const [row] = await tx.select().from(bookmarks).where(ownAt(ownerSub, id, undefined));
  if (!row) throw notFound();
  checkVersion(row.version, expected, () => toBookmark(row));
  throw new Error(`bookmark ${id} at version ${row.version} neither written nor refused`);
}

function toBookmark(row: BookmarkRow): BookmarkRecord {
  return {
    id: row.id,
    title: row.title,
    url: row.url,
    description: row.description,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
