// A keyed single write as ONE statement: the change log's lock and position, the record's write, its change
// and its recorded answer, as CTEs reading one from the next, run without a transaction of its own (a
// statement is one). The general path (server/services/exactly-once.ts) takes a connection for a transaction
// and two round trips on it: BEGIN, the lock and the write; then the answer, built here from the written
// record, and COMMIT. One statement instead shares the pool's connections, where the driver sends several
// requests' statements in one write. The server's main thread is the API's bottleneck, and the writes to
// PostgreSQL's sockets were a quarter of it (bench/api).
//
// Only the common case goes this way: the statement writes nothing when the write would be refused or answered
// otherwise (an id already taken, no room left, a stale or absent record), nor when its key was answered
// before (a retry: the answer's insert fails, and nothing of the statement is kept). The general path then
// runs the request, and gives the answer a retry gets: the refusal, the record already there, or the
// recorded answer. Any other failure is the request's, as on the general path. Without an Idempotency-Key
// nothing goes this way: a second try could not tell whether the first was written.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rowsOf } from '../db/sql-rows';
import { answerOfWritten, forgetExpiredKeysIfDue, isKeyTaken, type IdempotentRequest, type StoredAnswer } from './idempotency-service';
import { changeOfWritten, lockForWritten } from './change-log';

export interface OneTripWrite {
  /** The record's entity in the change log. */
  entity: string;
  /** 201 for a create, 200 for a change. */
  status: 200 | 201;
  /**
   * CTEs ending with one named `written`: the record as written (at least its `id` and `version` columns), or
   * no row when nothing was written. They must read from `written_lock` (change-log.ts) before they read or
   * lock anything of the user's, so that the user's writes stay in line.
   */
  write: SQL;
  /** The answer's body from `written`'s row, in SQL: what is sent and what the key records. */
  answer: SQL;
}

/** The answer, or undefined when the write did not happen here and the general path must answer. */
export async function writeInOneTrip(
  db: Database,
  request: IdempotentRequest,
  { entity, status, write, answer }: OneTripWrite,
): Promise<StoredAnswer | undefined> {
  const { ownerSub } = request;
  await forgetExpiredKeysIfDue(db.orm, ownerSub);
  try {
    const [row] = await rowsOf<{ answer: unknown }>(
      db.orm,
      sql`WITH ${lockForWritten(ownerSub)}, ${write}, ${changeOfWritten(ownerSub, entity)}, ${answerOfWritten(request, status, answer)}
          SELECT ${answer} AS answer FROM written`,
    );
    return row && { status, body: row.answer };
  } catch (error) {
    if (isKeyTaken(error)) return undefined;
    throw error;
  }
}
