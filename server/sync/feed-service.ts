// GET /api/changes/: what changed for one user since a cursor, in commit order, each record once at its
// latest state. The cursor is the position (sync_changes.seq) of the last change delivered; see
// change-log.ts for why positions follow commit order; docs/sync-protocol.md for when a cursor is refused. A page and its records are read in one snapshot,
// so a record's body and its place in the feed always agree.
import { and, asc, eq, gt } from 'drizzle-orm';
import { syncChanges, syncCursors } from '../db/schema/sync';
import { ApiError, validationError } from '../http/api-error';
import { pruneTombstones } from './change-log';
import type { SyncContext } from './entity';

/** Tombstones are kept at least this long: a device offline for longer starts over from the beginning. */
export const TOMBSTONE_DAYS = 180;

export type FeedChange =
  { entity: string; id: string; version: number; deleted: false; record: unknown } | { entity: string; id: string; version: number; deleted: true };

export interface FeedPage {
  changes: FeedChange[];
  cursor: string;
  has_more: boolean;
}

/** '0' or absent: from the beginning. */
export function parseSince(since: string | undefined): number {
  if (since === undefined || since === '') return 0;
  if (!/^\d{1,15}$/.test(since)) throw validationError({ since: ['Invalid cursor.'] });
  return Number(since);
}

export async function readChanges({ db, entities }: SyncContext, ownerSub: string, since: number, limit: number, now = new Date()): Promise<FeedPage> {
  await pruneTombstones(db.orm, ownerSub, new Date(now.getTime() - TOMBSTONE_DAYS * 24 * 3600_000));
  return db.orm.transaction(
    async (tx) => {
      const [cursor] = await tx
        .select({ newest: syncCursors.seq, prunedThrough: syncCursors.prunedThrough })
        .from(syncCursors)
        .where(eq(syncCursors.ownerSub, ownerSub));
      if (since > 0 && since < (cursor?.prunedThrough ?? 0)) {
        throw new ApiError(410, 'This device has been offline too long to catch up with changes; it must download everything again (since=0).');
      }
      // A cursor beyond the newest position (the database was restored from an older backup, say): echoed
      // back, the device would skip every change until the log passed it again. The same 410 makes it start
      // over, which devices already do.
      if (since > (cursor?.newest ?? 0)) {
        throw new ApiError(410, 'This device’s place in the change feed is ahead of the server’s; it must download everything again (since=0).');
      }
      // Only what the page needs: each column more is decoded 500 times a page.
      const rows = await tx
        .select({
          entity: syncChanges.entity,
          recordId: syncChanges.recordId,
          seq: syncChanges.seq,
          version: syncChanges.version,
          deleted: syncChanges.deleted,
        })
        .from(syncChanges)
        .where(and(eq(syncChanges.ownerSub, ownerSub), gt(syncChanges.seq, since)))
        .orderBy(asc(syncChanges.seq))
        .limit(limit + 1);
      const page = rows.slice(0, limit);
      const records = new Map<string, Map<string, unknown>>();
      for (const entity of entities.all) {
        const ids = page.filter((row) => row.entity === entity.name && !row.deleted).map((row) => row.recordId);
        if (ids.length > 0) records.set(entity.name, (await entity.read(tx, ownerSub, ids)) as Map<string, unknown>);
      }
      const changes = page.map((row): FeedChange => {
        const record = records.get(row.entity)?.get(row.recordId);
        // Same snapshot: a live change's record exists. Were it missing, a tombstone is the honest answer.
        if (row.deleted || record === undefined) return { entity: row.entity, id: row.recordId, version: row.version, deleted: true };
        return { entity: row.entity, id: row.recordId, version: row.version, deleted: false, record };
      });
      const hasMore = rows.length > limit;
      // The last page ends at the newest position, not at its last row: positions past that row (a
      // forgotten tombstone's, one a write took and left unused) are all seen in this snapshot, and a
      // cursor below a forgotten tombstone would be refused (410) on every pull after.
      const next = hasMore ? page[page.length - 1]!.seq : (cursor?.newest ?? since);
      return { changes, cursor: String(next), has_more: hasMore };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
