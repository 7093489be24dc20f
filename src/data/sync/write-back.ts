// What happens locally once the server has answered an outbox entry. Each function is ONE
// transaction, so a crash leaves either the old state or the new one, never half of each.
import { syncTables, type AppDatabase } from '../app-database';
import { fromServer, type EntityDescriptor, type LocalRecord } from '../entities/entity-descriptor';
import { newId } from '../ids';
import { pendingFor } from './outbox-queue';
import { bumpPushVersion } from './push-version';
import { rebase } from './rebase';
import type { DeadLetter, OutboxEntry } from './sync-records';

const tablesFor = (db: AppDatabase, descriptor: EntityDescriptor) => [db.table(descriptor.name), ...syncTables(db)];

/**
 * 2xx: store the server's answer (with later queued edits re-applied on top) and drop the entry.
 * `body` has passed isServerRecord, except for a delete's (usually empty) answer.
 */
export async function completeEntry(db: AppDatabase, descriptor: EntityDescriptor, entry: OutboxEntry, body: unknown) {
  const table = db.table<LocalRecord, string>(descriptor.name);
  await db.transaction('rw', tablesFor(db, descriptor), async () => {
    await db.outbox.delete(entry.seq!);
    if (entry.op !== 'delete') {
      const server = fromServer(descriptor, body);
      if (server.id !== entry.entityId && descriptor.kind === 'collection') {
        await rekey(db, descriptor, entry.entityId, server.id);
      }
      const next = rebase(server, await pendingFor(db, descriptor.name, server.id));
      if (next) await table.put(next);
      else await table.delete(server.id);
    }
    await bumpPushVersion(db);
  });
}

/**
 * The server answered a create with an id other than ours: move the record and every queued entry
 * that names it to the server's id.
 */
async function rekey(db: AppDatabase, descriptor: EntityDescriptor, from: string, to: string) {
  const table = db.table<LocalRecord, string>(descriptor.name);
  const record = await table.get(from);
  await table.delete(from);
  if (record) await table.put({ ...record, id: to });
  const move = (entry: OutboxEntry) => {
    entry.entityId = to;
    if (entry.body.id === from) entry.body = { ...entry.body, id: to };
  };
  await db.outbox.where('[entity+entityId]').equals([descriptor.name, from]).modify(move);
  await db.deadLetters.where('[entity+entityId]').equals([descriptor.name, from]).modify(move);
}

/** 404 on update/delete: the record is gone on the server, so it goes here too, with its queue. */
export async function dropGoneRecord(db: AppDatabase, descriptor: EntityDescriptor, entry: OutboxEntry) {
  await db.transaction('rw', tablesFor(db, descriptor), async () => {
    const lane: [string, string] = [entry.entity, entry.entityId];
    await db.outbox.where('[entity+entityId]').equals(lane).delete();
    await db.deadLetters.where('[entity+entityId]').equals(lane).delete();
    await db.table(descriptor.name).delete(entry.entityId);
    if (entry.op === 'update' && descriptor.kind === 'collection') {
      await db.notices.add({ id: newId(), message: descriptor.goneNotice, createdAt: Date.now() });
    }
    await bumpPushVersion(db);
  });
}

/** Other 4xx: park the entry for the user; its record's later entries wait behind it. */
export async function deadLetterEntry(
  db: AppDatabase,
  descriptor: EntityDescriptor,
  entry: OutboxEntry,
  status: number,
  detail: string,
): Promise<DeadLetter> {
  return db.transaction('rw', tablesFor(db, descriptor), async () => {
    const record = await db.table<LocalRecord, string>(descriptor.name).get(entry.entityId);
    const letter: DeadLetter = {
      ...entry,
      seq: entry.seq!,
      status,
      detail,
      failedAt: Date.now(),
      label: descriptor.label(record ?? entry.body),
    };
    await db.outbox.delete(entry.seq!);
    await db.deadLetters.put(letter);
    return letter;
  });
}
