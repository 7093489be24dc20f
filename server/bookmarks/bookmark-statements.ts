// The bookmark writes on the API's busiest path, written out as SQL rather than built by the query builder
// for every request: its work on them cost more than the database's (bench/api's CPU profile). Each has one
// text whatever it is given, so the database reuses its prepared form.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/sql-rows';
import { followCount, followedCount, ownedCount } from '../sync/record-caps';
import type { Expected } from '../sync/versions';
import { toBookmark, type BookmarkChanges, type BookmarkColumns, type BookmarkRecord } from './bookmark-record';

export interface NewBookmarkFields {
  title: string;
  url: string;
  description: string;
  /** ISO time, or null for now. */
  createdAt: string | null;
}

// Named as the query builder names them, so that one conversion serves both (bookmark-record.ts).
const RETURNED = sql`id, title, url, description, created_at AS "createdAt", updated_at AS "updatedAt", version`;

interface Room {
  kind: string;
  cap: number;
}

const INSERT = sql`INSERT INTO bookmarks (id, owner_sub, title, url, description, created_at)`;

const values = (ownerSub: string, id: string, { title, url, description, createdAt }: NewBookmarkFields) =>
  sql`${id}::uuid, ${ownerSub}, ${title}, ${url}, ${description}, coalesce(${createdAt}::timestamptz, now())`;

/** The user's kept count (record-caps.ts), as the CTE `owned` that insertWhereRoom reads. */
const owned = (ownerSub: string, { kind }: Room) => sql`owned AS (SELECT ${ownedCount(ownerSub, kind)} AS n)`;

/** The insert, unless the id is taken or `owned` has reached the cap. */
const insertWhereRoom = (ownerSub: string, id: string, fields: NewBookmarkFields, { cap }: Room) =>
  sql`${INSERT} SELECT ${values(ownerSub, id, fields)} FROM owned WHERE owned.n < ${cap} ON CONFLICT (id) DO NOTHING`;

/** The changes, if the bookmark is this owner's and at the expected version (any, when undefined). */
const updateAt = (ownerSub: string, id: string, changes: BookmarkChanges, expected: Expected, from = sql``) =>
  sql`UPDATE bookmarks
      SET title = coalesce(${changes.title ?? null}, title), url = coalesce(${changes.url ?? null}, url),
          description = coalesce(${changes.description ?? null}, description), version = version + 1, updated_at = now()
      ${from}
      WHERE bookmarks.id = ${id}::uuid AND bookmarks.owner_sub = ${ownerSub} AND (${expected ?? null}::int IS NULL OR bookmarks.version = ${expected ?? null}::int)`;

/**
 * Inserts the bookmark unless the id is taken or the user has `cap` of them already: the new record, or
 * undefined. ONE statement, reading the user's kept count in it (record-caps.ts), so that a create's first
 * round trip (its transaction's BEGIN and the change log's lock go with it) both checks and writes. Exact:
 * the lock, taken by the statement before, serialises the user's writes.
 */
export async function insertIfRoom(tx: Executor, ownerSub: string, id: string, fields: NewBookmarkFields, room: Room): Promise<BookmarkRecord | undefined> {
  // Within a transaction that has counted them already (a batch), the count is followed, not taken again.
  const followed = followedCount(tx, room.kind);
  if (followed !== undefined) {
    if (followed >= room.cap) return undefined;
    const [row] = await rowsOf<BookmarkColumns>(tx, sql`${INSERT} VALUES (${values(ownerSub, id, fields)}) ON CONFLICT (id) DO NOTHING RETURNING ${RETURNED}`);
    if (row) followCount(tx, room.kind, followed + 1);
    return row && toBookmark(row);
  }
  const [row] = await rowsOf<BookmarkColumns & { owned: number }>(
    tx,
    sql`WITH ${owned(ownerSub, room)} ${insertWhereRoom(ownerSub, id, fields, room)} RETURNING ${RETURNED}, (SELECT n FROM owned) AS owned`,
  );
  if (row) followCount(tx, room.kind, row.owned + 1);
  return row && toBookmark(row);
}

/**
 * Applies the changes to this owner's bookmark if it is at the expected version (any, when undefined): the
 * changed record, or undefined when nothing matched. A field left out is kept (coalesce: none is nullable).
 */
export async function updateIfAt(
  tx: Executor,
  ownerSub: string,
  id: string,
  changes: BookmarkChanges,
  expected: Expected,
): Promise<BookmarkRecord | undefined> {
  const [row] = await rowsOf<BookmarkColumns>(tx, sql`${updateAt(ownerSub, id, changes, expected)} RETURNING ${RETURNED}`);
  return row && toBookmark(row);
}

// The same writes as one statement's CTEs (server/sync/one-trip.ts), ending with `written` and run after the
// change log's lock (`written_lock`). The count is read locked (FOR UPDATE): a create of the user that
// committed while this one waited for the lock is then counted, as the general path's next statement would.

export const insertWritten = (ownerSub: string, id: string, fields: NewBookmarkFields, room: Room) =>
  sql`owned AS (SELECT ${ownedCount(sql`written_lock.owner_sub`, room.kind, { locked: true })} AS n FROM written_lock),
      written AS (${insertWhereRoom(ownerSub, id, fields, room)} RETURNING ${RETURNED})`;

export const updateWritten = (ownerSub: string, id: string, changes: BookmarkChanges, expected: Expected) =>
  sql`written AS (${updateAt(ownerSub, id, changes, expected, sql`FROM written_lock`)} RETURNING ${RETURNED})`;

/** UTC, to the millisecond, as JavaScript's toISOString writes it (PostgreSQL's MS truncates, as Date does). */
const isoTime = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The answer for `written`'s bookmark, made in SQL: the same JSON as toBookmark (bookmark-record.ts) makes of
 * the row, which test/server/bookmarks-one-trip.test.ts holds it to.
 */
export const WRITTEN_ANSWER = sql`jsonb_build_object('id', written.id, 'title', written.title, 'url', written.url,
  'description', written.description, 'created_at', ${isoTime(sql`written."createdAt"`)},
  'updated_at', ${isoTime(sql`written."updatedAt"`)}, 'version', written.version)`;
