// Writes a transaction leaves for its last statement. Each statement is a round trip, and on the API's
// busiest path (one change, its change-log entry, its recorded answer) round trips are most of the cost:
// a write whose result nothing in the transaction reads (the change-log entry) can travel with the
// transaction's final write (the answer) as a data-modifying CTE of that one statement.
//
// Only a transaction whose owner has opened a tail defers anything, and that owner must run the tail
// (`takeTail`) in its final statement: a write left for a tail nobody runs would be lost.
import type { SQL } from 'drizzle-orm';
import type { Executor } from './executor';

/**
 * Renders what was left: CTEs as `name AS (data-modifying statement)`, joined by commas, or undefined when
 * there is nothing (left) to write. It may also write itself, when its writes cannot go in one statement.
 * `prefix` starts the names of its CTEs: unique within the statement, and the same from one statement to
 * the next, so that the statement's text repeats and its prepared form is reused.
 */
export type TailWrite = (prefix: string) => Promise<SQL | undefined>;

const tails = new WeakMap<Executor, TailWrite[]>();

/** From now on, writes of this transaction that can wait may be left for its last statement. */
export function openTail(tx: Executor): void {
  tails.set(tx, []);
}

/** Leaves a write for the last statement; false when this transaction has no tail (write it now). */
export function leaveForTail(tx: Executor, write: TailWrite): boolean {
  const tail = tails.get(tx);
  if (!tail) return false;
  tail.push(write);
  return true;
}

/** The CTEs of everything left, for the final statement to begin `WITH`; closes the tail. */
export async function takeTail(tx: Executor): Promise<SQL[]> {
  const tail = tails.get(tx) ?? [];
  tails.delete(tx);
  const rendered: SQL[] = [];
  for (const [index, write] of tail.entries()) {
    const ctes = await write(`tail${index}_`);
    if (ctes) rendered.push(ctes);
  }
  return rendered;
}
