// The caps on how many records of a kind one user keeps (so a runaway client cannot fill the database).
// The database keeps each user's count per kind (record_counts, by triggers on the capped tables: migration
// 0021; the kind is the table's name); counting the rows instead read all of them on every create. Within
// one transaction (a batch, a plan created with its courses) the count is read once and then followed as
// rows are created; a delete or an undone write forgets it, and the next create reads it again. Exact
// because the change log's lock serialises each user's writes.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { rowsOf } from '../db/sql-rows';
import type { ApiError } from '../http/api-error';

const known = new WeakMap<Executor, Map<string, number>>();

/**
 * How many rows of this kind (a capped table) the user keeps, as an SQL expression (for a statement's own
 * check). `owner` may be a column of the statement; `locked` reads the count FOR UPDATE, for a statement that
 * is its own transaction (server/sync/one-trip.ts) and must see a count committed while it waited for a lock.
 */
export function ownedCount(owner: string | SQL, kind: string, { locked = false } = {}): SQL {
  return sql`coalesce((SELECT n FROM record_counts WHERE owner_sub = ${owner} AND kind = ${kind}${locked ? sql` FOR UPDATE` : sql``}), 0)`;
}

/** How many rows of this kind (a capped table) the user keeps. */
export async function countOwned(db: Executor, ownerSub: string, kind: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT ${ownedCount(ownerSub, kind)} AS n`);
  return row!.n;
}

/** Refuses (throws `refusal()`) when the user already has `cap` rows of this kind; else counts one more. */
export async function claimRoom(tx: Executor, ownerSub: string, kind: string, cap: number, refusal: () => ApiError): Promise<void> {
  const current = followedCount(tx, kind) ?? (await countOwned(tx, ownerSub, kind));
  if (current >= cap) throw refusal();
  followCount(tx, kind, current + 1);
}

/** The count of this kind followed in this transaction, when it has been taken. */
export function followedCount(tx: Executor, kind: string): number | undefined {
  return known.get(tx)?.get(kind);
}

/** For a create that checks its room itself (in its own statement): the count from here on. */
export function followCount(tx: Executor, kind: string, count: number): void {
  let counts = known.get(tx);
  if (!counts) known.set(tx, (counts = new Map()));
  counts.set(kind, count);
}

/** After a delete, or when writes of the transaction were undone. */
export function forgetCounts(tx: Executor): void {
  known.delete(tx);
}
