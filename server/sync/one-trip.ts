// A keyed single write in ONE round trip: BEGIN, the change log's lock, one statement that writes the record,
// its change-log entry and its recorded answer, and COMMIT, sent together. The general path
// (server/services/exactly-once.ts) needs two: the answer is built here from the written record, so the
// statement recording it can only leave once the write's has come back. With the server's main thread the
// API's bottleneck (bench/api: the writes to PostgreSQL's sockets alone were a quarter of it), the second trip
// cost about a quarter of a create's and an update's throughput.
//
// Only the common case goes this way: the statement writes nothing when the write would be refused or answered
// otherwise (an id already taken, no room left, a stale or absent record), and any failure (the key answered
// before, a lost connection) is left alone too. The general path then runs the request as a retry would, and
// gives the answer a retry gets: the refusal, the record already there, or the answer recorded by a first try
// that committed. Without an Idempotency-Key nothing goes this way: a retry could not tell a first try's
// outcome.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/sql-rows';
import { answerOfWritten, forgetExpiredKeysIfDue, type IdempotentRequest, type StoredAnswer } from '../services/idempotency-service';
import { changeOfWritten, lockChangeLog } from './change-log';

export interface OneTripWrite {
  /** The record's entity in the change log. */
  entity: string;
  /** 201 for a create, 200 for a change. */
  status: 200 | 201;
  /**
   * CTEs ending with one named `written`: the record as written (at least its `id` and `version` columns), or
   * no row when nothing was written.
   */
  write: SQL;
  /** The answer's body from `written`'s row, in SQL: what is sent and what the key records. */
  answer: SQL;
}

/** The answer, or undefined when the write did not happen here and the general path must answer. */
export async function writeInOneTrip(db: Database, request: IdempotentRequest, { entity, status, write, answer }: OneTripWrite): Promise<StoredAnswer | undefined> {
  const { ownerSub } = request;
  let written: Promise<{ answer: unknown }[]> | undefined;
  try {
    await db.orm.transaction(async (tx) => {
      await forgetExpiredKeysIfDue(tx, ownerSub);
      // Neither waited for: they queue behind BEGIN on the connection, and COMMIT follows them when this returns.
      void lockChangeLog(tx, ownerSub);
      written = rowsOf(tx, sql`WITH ${write}, ${changeOfWritten(ownerSub, entity)}, ${answerOfWritten(request, status, answer)} SELECT ${answer} AS answer FROM written`);
      written.catch(() => {});
    });
    const [row] = await written!;
    return row && { status, body: row.answer };
  } catch {
    return undefined;
  }
}
