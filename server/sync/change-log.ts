// The change log behind GET /api/changes/. Every write of a user opens it first: that locks the user's
// row in sync_cursors until the write commits, so one user's writes serialise there, and the positions
// they take (numbered from that row when the changes are recorded) follow commit order. A feed page read
// at any moment has therefore seen every position below its last one; a later commit gets a higher one.
// Opening it before touching any record also gives every write of a user the same lock order. A batch
// collects its writes' changes and records them once (bufferChangeLog); a single write's changes go in its
// last statement when its transaction has a tail for them (server/db/write-tail.ts), or, for a write made as
// one statement (server/sync/one-trip.ts), in that statement, lock and position included (lockForWritten).
// Wherever the changes are recorded, the same statement sends the notice of them (server/db/change-notices.ts)
// that pokes the user's other devices when the write commits: every write of every domain passes here.
import { sql, type SQL } from 'drizzle-orm';
import { noticeOf } from '../db/change-notices';
import type { Executor } from '../db/executor';
import { writingDevice } from '../http/writing-device';
import { leaveForTail } from '../db/write-tail';

export interface Change {
  entity: string;
  id: string;
  version: number;
  deleted: boolean;
}

export interface ChangeLog {
  /** Records these changes, each at its own new position, in the order given. */
  record(...changes: Change[]): Promise<void>;
}

// Rows per INSERT: far below PostgreSQL's 65,535 parameters however many tombstones one write makes.
const ROWS_PER_INSERT = 1000;

/** The transactions whose changes are being collected for one write at the end (a batch). */
const buffered = new WeakMap<Executor, { ownerSub: string; log: ChangeLog }>();

export async function openChangeLog(tx: Executor, ownerSub: string): Promise<ChangeLog> {
  const buffer = buffered.get(tx);
  if (buffer?.ownerSub === ownerSub) return buffer.log;
  const locked = lockCursor(tx, ownerSub);
  const log: ChangeLog = {
    async record(...changes) {
      await locked;
      await recordChanges(tx, ownerSub, changes);
    },
  };
  // A single write's changes travel with its recorded answer (server/services/exactly-once.ts).
  const pending: Change[] = [];
  const deferred = leaveForTail(tx, async (prefix) => {
    buffered.delete(tx);
    const changes = latestPerRecord(pending);
    if (changes.length > ROWS_PER_INSERT) return void (await log.record(...changes));
    await locked;
    return changesAsCte(ownerSub, changes, prefix);
  });
  if (!deferred) return log;
  const deferring: ChangeLog = { record: async (...changes) => void pending.push(...changes) };
  buffered.set(tx, { ownerSub, log: deferring });
  return deferring;
}

/**
 * Creates the user's cursor row on first use and locks it either way (an upsert that rewrites the row as it
 * is). Not waited for: the statements the write sends next queue behind it on the connection and run after
 * it, so the lock is held before any of them, and they travel to the database in the same write instead of a
 * round trip each. Its outcome is read before the changes are recorded; a failure fails the statements after
 * it anyway (the transaction is aborted).
 */
function lockCursor(tx: Executor, ownerSub: string): Promise<void> {
  // Written out rather than built: it runs before every write, and the query builder's work on it cost more
  // than the database's (bench/api's CPU profile).
  const locked = tx
    .execute(sql`INSERT INTO sync_cursors (owner_sub) VALUES (${ownerSub}) ON CONFLICT (owner_sub) DO UPDATE SET seq = sync_cursors.seq`)
    .then(() => undefined);
  // Read when the changes are recorded; a write refused before that never reads it.
  locked.catch(() => {});
  return locked;
}

export interface ChangeBuffer {
  /** A point to roll back to when the write that follows is undone (a savepoint's). */
  mark(): number;
  rollbackTo(mark: number): void;
  /** Records everything collected, in order, and stops collecting. */
  flush(): Promise<void>;
}

/**
 * For many writes in one transaction (a batch): the log is opened, and the user's row locked, once; the
 * writes' changes are collected and recorded together by `flush`, instead of two statements each.
 */
export async function bufferChangeLog(tx: Executor, ownerSub: string): Promise<ChangeBuffer> {
  const log = await openChangeLog(tx, ownerSub);
  const pending: Change[] = [];
  buffered.set(tx, { ownerSub, log: { record: async (...changes) => void pending.push(...changes) } });
  return {
    mark: () => pending.length,
    rollbackTo: (mark) => void (pending.length = mark),
    async flush() {
      buffered.delete(tx);
      await log.record(...latestPerRecord(pending));
    },
  };
}

/** One change per record, its last, in the order of those last changes (one row per record in the log). */
function latestPerRecord(changes: Change[]): Change[] {
  const latest = new Map<string, Change>();
  for (const change of changes) {
    const key = `${change.entity}\u0000${change.id}`;
    latest.delete(key);
    latest.set(key, change);
  }
  return [...latest.values()];
}

/**
 * Takes the next positions from the user's cursor and writes the changes at them in ONE statement per
 * slice (a round trip saved on every write: this runs on the API's hot path).
 */
async function recordChanges(tx: Executor, ownerSub: string, changes: Change[]): Promise<void> {
  for (let start = 0; start < changes.length; start += ROWS_PER_INSERT) {
    const slice = changes.slice(start, start + ROWS_PER_INSERT);
    await tx.execute(sql`WITH ${changesAsCte(ownerSub, slice, '')!} SELECT 1`);
  }
}

/** One row per record in the log: a record's new change replaces its last. */
const KEEP_LATEST = sql`ON CONFLICT (owner_sub, entity, record_id) DO UPDATE
        SET seq = excluded.seq, version = excluded.version, deleted = excluded.deleted, changed_at = now()`;

/**
 * The writes of these changes (at most ROWS_PER_INSERT) as two CTEs, named from `prefix`, for a statement
 * of their own or another's.
 */
function changesAsCte(ownerSub: string, changes: Change[], prefix: string): SQL | undefined {
  if (changes.length === 0) return undefined;
  const cursor = sql.identifier(`${prefix}cursor`);
  const rows = sql.join(
    changes.map((change, index) => sql`(${index + 1}::int, ${change.entity}::text, ${change.id}::uuid, ${change.version}::int, ${change.deleted}::boolean)`),
    sql`, `,
  );
  return sql`
    ${cursor} AS (UPDATE sync_cursors SET seq = seq + ${changes.length} WHERE owner_sub = ${ownerSub}
      RETURNING seq, ${noticeOf(sql`owner_sub`, sql`seq`, writingDevice())} AS notice),
    ${sql.identifier(`${prefix}changes`)} AS (
      INSERT INTO sync_changes (owner_sub, entity, record_id, seq, version, deleted)
      SELECT ${ownerSub}, change.entity, change.record_id, ${cursor}.seq - ${changes.length} + change.ord, change.version, change.deleted
      FROM ${cursor}, (VALUES ${rows}) AS change (ord, entity, record_id, version, deleted)
      ${KEEP_LATEST})`;
}

/**
 * For a write in one statement (server/sync/one-trip.ts), its first CTE, `written_lock`: locks the user's row
 * as openChangeLog does and takes the next position, both before anything that reads from it. The write's
 * CTEs must read from it, so that they run after it: a concurrent write of the user, holding the row, is
 * then waited for, and what it committed is seen where rows are locked or written (EvalPlanQual). A
 * position taken by a statement that writes nothing is skipped: readers of the feed only need them rising.
 */
export function lockForWritten(ownerSub: string): SQL {
  return sql`written_lock AS (
    INSERT INTO sync_cursors (owner_sub, seq) VALUES (${ownerSub}, 1)
    ON CONFLICT (owner_sub) DO UPDATE SET seq = sync_cursors.seq + 1 RETURNING owner_sub, seq)`;
}

/** The change of the record the CTE `written` wrote (its `id` and `version`), at `written_lock`'s position. */
export function changeOfWritten(ownerSub: string, entity: string): SQL {
  return sql`written_change AS (
    INSERT INTO sync_changes (owner_sub, entity, record_id, seq, version, deleted)
    SELECT ${ownerSub}, ${entity}::text, written.id, written_lock.seq, written.version, false FROM written, written_lock
    ${KEEP_LATEST}
    RETURNING ${noticeOf(sql`owner_sub`, sql`seq`, writingDevice())} AS notice)`;
}

/**
 * Forgets this user's tombstones older than `before` and raises their pruned_through to the highest
 * position forgotten, in one statement, so concurrent feed reads in several processes agree.
 */
export async function pruneTombstones(tx: Executor, ownerSub: string, before: Date): Promise<void> {
  await tx.execute(sql`
    WITH pruned AS (
      DELETE FROM sync_changes
      WHERE owner_sub = ${ownerSub} AND deleted AND changed_at < ${before.toISOString()}::timestamptz
      RETURNING seq
    )
    UPDATE sync_cursors SET pruned_through = GREATEST(pruned_through, (SELECT max(seq) FROM pruned))
    WHERE owner_sub = ${ownerSub} AND EXISTS (SELECT 1 FROM pruned)`);
}
