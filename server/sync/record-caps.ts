// The caps on how many records of a kind one user keeps (so a runaway client cannot fill the database).
// Counting a user's rows reads all of them, once per create: that made a batch of creates cost most of its
// time. Within one transaction (a batch, a plan created with its courses) the count is taken once and then
// followed as rows are created; a delete or an undone write forgets it, and the next create counts again.
// Exact because the change log's lock serialises each user's writes.
import type { Executor } from '../db/executor';
import type { ApiError } from '../http/api-error';

const known = new WeakMap<Executor, Map<string, number>>();

export interface Room {
  /** Refuses (throws `refusal()`) when the user already has `cap` rows of this kind; else counts one more. */
  claim(cap: number, refusal: () => ApiError): Promise<void>;
}

/**
 * Starts counting at once when the count is not known yet, so that the count goes to the database with the
 * statements sent beside it (see openChangeLog) instead of a round trip of its own; `claim` reads it.
 */
export function roomFor(tx: Executor, kind: string, countRows: () => Promise<number>): Room {
  let counts = known.get(tx);
  if (!counts) known.set(tx, (counts = new Map()));
  const counting = counts.has(kind) ? undefined : countRows();
  // Read by `claim`; a create that turns out to be a replay never reads it.
  counting?.catch(() => {});
  return {
    async claim(cap, refusal) {
      const current = counts.get(kind) ?? (await counting!);
      if (current >= cap) throw refusal();
      counts.set(kind, current + 1);
    },
  };
}

export async function claimRoom(tx: Executor, kind: string, cap: number, countRows: () => Promise<number>, refusal: () => ApiError): Promise<void> {
  await roomFor(tx, kind, countRows).claim(cap, refusal);
}

/** After a delete, or when writes of the transaction were undone. */
export function forgetCounts(tx: Executor): void {
  known.delete(tx);
}
