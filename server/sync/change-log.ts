// The change log behind GET /api/changes/. Every write of a user opens it first: that locks the user's
// row in sync_cursors until the write commits, so one user's writes serialise there, and the positions
// they take (numbered from that row when the changes are recorded) follow commit order. A feed page read
// at any moment has therefore seen every position below its last one; a later commit gets a higher one.
// Opening it before touching any record also gives every write of a user the same lock order.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { syncChanges, syncCursors } from '../db/schema/sync';

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

export async function openChangeLog(tx: Executor, ownerSub: string): Promise<ChangeLog> {
  // An upsert that rewrites the row as it is: creates it on first use and locks it either way.
  await tx
    .insert(syncCursors)
    .values({ ownerSub })
    .onConflictDoUpdate({ target: syncCursors.ownerSub, set: { seq: sql`${syncCursors.seq}` } });
  return {
    async record(...changes) {
      if (changes.length === 0) return;
      const [cursor] = await tx
        .update(syncCursors)
        .set({ seq: sql`${syncCursors.seq} + ${changes.length}` })
        .where(sql`${syncCursors.ownerSub} = ${ownerSub}`)
        .returning({ seq: syncCursors.seq });
      const first = cursor!.seq - changes.length + 1;
      await tx
        .insert(syncChanges)
        .values(changes.map((change, index) => ({ ownerSub, entity: change.entity, recordId: change.id, seq: first + index, version: change.version, deleted: change.deleted })))
        .onConflictDoUpdate({
          target: [syncChanges.ownerSub, syncChanges.entity, syncChanges.recordId],
          set: {
            seq: sql`excluded.seq`,
            version: sql`excluded.version`,
            deleted: sql`excluded.deleted`,
            changedAt: sql`now()`,
          },
        });
    },
  };
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
