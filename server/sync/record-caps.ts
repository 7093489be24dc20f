// The caps on how many records of a kind one user keeps (so a runaway client cannot fill the database).
// Counting a user's rows reads all of them, once per create: that made a batch of creates cost most of its
// time. Within one transaction (a batch, a plan created with its courses) the count is taken once and then
// followed as rows are created; a delete or an undone write forgets it, and the next create counts again.
// Exact because the change log's lock serialises each user's writes.
import type { Executor } from '../db/executor';
import type { ApiError } from '../http/api-error';

const known = new WeakMap<Executor, Map<string, number>>();

/** Refuses (throws `refusal()`) when the user already has `cap` rows of this kind; else counts one more. */
export async function claimRoom(tx: Executor, kind: string, cap: number, countRows: () => Promise<number>, refusal: () => ApiError): Promise<void> {
  const current = followedCount(tx, kind) ?? (await countRows());
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
