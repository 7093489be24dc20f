// "There are changes after cursor N for this user", sent by the database when the write that made them
// commits (pg_notify inside a transaction is delivered at COMMIT, and never if it rolls back), so every API
// process listening on the channel hears of a write made by any of them. It carries the user's sub, the new
// cursor and the writing device, never data: devices read the changes through the change feed.
import { sql, type SQL } from 'drizzle-orm';

export const CHANGE_NOTICES = 'degreemate_changes';

export interface ChangeNotice {
  sub: string;
  /** The user's newest position after the write; undefined for a notice that is not a write (a deletion). */
  cursor?: string;
  /** The device whose write this was (X-Device-Id), if it said. */
  device?: string;
}

/**
 * A pg_notify call for use in a RETURNING list (a data-modifying statement runs to the end, whether or not
 * anything reads what it returns, so the call is made once per row it writes).
 */
export function noticeOf(sub: SQL, cursor: SQL, device: string | undefined): SQL {
  return sql`pg_notify(${CHANGE_NOTICES}, json_build_object('sub', ${sub}, 'cursor', ${cursor}, 'device', ${device ?? null}::text)::text)`;
}

export function parseChangeNotice(payload: string): ChangeNotice | undefined {
  try {
    const { sub, cursor, device } = JSON.parse(payload) as { sub?: unknown; cursor?: unknown; device?: unknown };
    if (typeof sub !== 'string') return undefined;
    return {
      sub,
      cursor: typeof cursor === 'number' || typeof cursor === 'string' ? String(cursor) : undefined,
      device: typeof device === 'string' ? device : undefined,
    };
  } catch {
    return undefined;
  }
}
