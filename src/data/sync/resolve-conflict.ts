// The local side of a 412: the change was based on a version older than the
// server's. An edit is merged three ways and queued again on top of the server's version; a delete
// of a record another device changed meanwhile is withdrawn and the record kept. Either way the
// user sees what happened in the conflict list, with a way back. One transaction.
import type { AppDatabase } from '../app-database';
import { fromServer, type EntityDescriptor, type LocalRecord } from '../entities/entity-descriptor';
import { newId } from '../ids';
import { pendingFor } from './outbox-queue';
import { bumpPushVersion } from './push-version';
import { rebase } from './rebase';
import { asFreshAttempt, type Conflict, type OutboxEntry } from './sync-records';
import { threeWayMerge } from './three-way-merge';

export async function resolveConflict(db: AppDatabase, descriptor: EntityDescriptor, entry: OutboxEntry, current: Record<string, unknown>) {
  const table = db.table<LocalRecord, string>(descriptor.name);
  await db.transaction('rw', [table, db.outbox, db.deadLetters, db.conflicts, db.syncMeta], async () => {
    if ((await db.outbox.get(entry.seq!))?.id !== entry.id) return;
    const server = fromServer(descriptor, current);
    const version = typeof server.version === 'number' ? server.version : undefined;
    const conflicts: Omit<Conflict, 'label'>[] = [];
    const conflict = (kind: Conflict['kind'], extra: Partial<Conflict> = {}): Omit<Conflict, 'label'> => ({
      id: newId(),
      kind,
      entity: descriptor.name,
      entityId: entry.entityId,
      createdAt: Date.now(),
      ...extra,
    });

    if (entry.op === 'delete') {
      await db.outbox.delete(entry.seq!);
      conflicts.push(conflict('delete-refused'));
    } else {
      const merged = threeWayMerge(entry.body, entry.base, server);
      if (Object.keys(merged.body).length === 0) await db.outbox.delete(entry.seq!);
      else {
        // A new idempotency key: the server stored the 412 as the old key's answer.
        await db.outbox.put({ ...asFreshAttempt(entry, newId()), body: merged.body, base: merged.base, baseVersion: version });
      }
      for (const { field, value } of merged.replaced) conflicts.push(conflict('replaced', { field, replaced: value }));
    }
    const next = rebase(server, await pendingFor(db, descriptor.name, entry.entityId));
    if (next) await table.put(next);
    else await table.delete(entry.entityId);
    // Named as the student now sees the record, not by the value that was replaced.
    const label = descriptor.label(next ?? server);
    if (conflicts.length) await db.conflicts.bulkAdd(conflicts.map((c) => ({ ...c, label })));
    await bumpPushVersion(db);
  });
}
