// What happens locally once the server has answered an outbox entry. Each function is ONE
// transaction, so a crash leaves either the old state or the new one, never half of each. Each
// first checks that the entry is still queued: a cascade or a discard may have dropped it while
// its request was in flight, and its answer must not bring the record back.
import type { Table } from 'dexie';
import { syncTables, type AppDatabase } from '../app-database';
import { fromServer, type EntityDescriptor, type LocalRecord } from '../entities/entity-descriptor';
import { childrenOf, type EntityRegistry } from '../entities/entity-registry';
import { newId } from '../ids';
import { cascadeTables, removeDependents } from '../repositories/cascade';
import { pendingFor } from './outbox-queue';
import { bumpPushVersion } from './push-version';
import { rebase } from './rebase';
import type { DeadLetter, OutboxEntry } from './sync-records';

export interface WriteBackDeps {
  db: AppDatabase;
  registry: EntityRegistry;
}

// The entity's table, the sync tables and whatever a cascade from it may reach, each once.
const tablesFor = ({ db, registry }: WriteBackDeps, descriptor: EntityDescriptor): Table[] => [
  ...new Set([db.table(descriptor.name), ...syncTables(db), ...cascadeTables(db, registry, descriptor.name)]),
];

const laneOf = (entry: OutboxEntry): [string, string] => [entry.entity, entry.entityId];
const stillQueued = async (db: AppDatabase, entry: OutboxEntry) => (await db.outbox.get(entry.seq!))?.id === entry.id;
const versionOf = (record: LocalRecord) => (typeof record.version === 'number' ? record.version : undefined);

/**
 * 2xx: store the server's answer (with later queued edits re-applied on top) and drop the entry.
 * `body` has passed isServerRecord, except for a delete's (usually empty) answer.
 */
export async function completeEntry(deps: WriteBackDeps, descriptor: EntityDescriptor, entry: OutboxEntry, body: unknown) {
  const { db } = deps;
  const table = db.table<LocalRecord, string>(descriptor.name);
  await db.transaction('rw', tablesFor(deps, descriptor), async () => {
    if (!(await stillQueued(db, entry))) return;
    await db.outbox.delete(entry.seq!);
    if (entry.op !== 'delete') {
      const server = fromServer(descriptor, body);
      if (server.id !== entry.entityId && descriptor.kind === 'collection') await rekey(deps, descriptor, entry.entityId, server.id);
      // Later changes to this record were made on top of this one: they are based on its new version.
      const version = versionOf(server);
      if (version !== undefined) {
        await db.outbox
          .where('[entity+entityId]')
          .equals([descriptor.name, server.id])
          .modify((later) => void (later.op !== 'create' && (later.baseVersion = version)));
      }
      const next = rebase(server, await pendingFor(db, descriptor.name, server.id));
      if (next) await table.put(next);
      else await table.delete(server.id);
    }
    await bumpPushVersion(db);
  });
}

/**
 * The server answered a create with an id other than ours: move the record, every queued entry
 * that names it, and every record (and queued body) of a child entity that refers to it.
 */
async function rekey({ db, registry }: WriteBackDeps, descriptor: EntityDescriptor, from: string, to: string) {
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
  for (const { descriptor: child, field } of childrenOf(registry, descriptor.name)) {
    await db.table<LocalRecord, string>(child.name).filter((r) => r[field] === from).modify((r) => void (r[field] = to));
    const pointTo = (entry: OutboxEntry) => void (entry.body = { ...entry.body, [field]: to });
    const names = (entry: OutboxEntry) => entry.entity === child.name && entry.body[field] === from;
    await db.outbox.filter(names).modify(pointTo);
    await db.deadLetters.filter(names).modify(pointTo);
  }
}

/**
 * 404 on update/delete: the record is gone on the server (with its children), so it goes here too,
 * with its queue. An edit is not dropped silently: it is kept in the conflict list to restore as new.
 */
export async function dropGoneRecord(deps: WriteBackDeps, descriptor: EntityDescriptor, entry: OutboxEntry) {
  const { db, registry } = deps;
  await db.transaction('rw', tablesFor(deps, descriptor), async () => {
    if (!(await stillQueued(db, entry))) return;
    const table = db.table<LocalRecord, string>(descriptor.name);
    const local = await table.get(entry.entityId);
    await db.outbox.where('[entity+entityId]').equals(laneOf(entry)).delete();
    await db.deadLetters.where('[entity+entityId]').equals(laneOf(entry)).delete();
    await table.delete(entry.entityId);
    await removeDependents(db, registry, descriptor.name, entry.entityId);
    if (entry.op === 'update' && local) {
      const { id: _id, ...snapshot } = local;
      await db.conflicts.add({
        id: newId(),
        kind: 'edit-of-deleted',
        entity: descriptor.name,
        entityId: entry.entityId,
        label: descriptor.label(local),
        snapshot,
        createdAt: Date.now(),
      });
    }
    await bumpPushVersion(db);
  });
}

/** Other 4xx, a change that failed too often, or one this app cannot send: park it for the user. */
export async function deadLetterEntry(
  deps: WriteBackDeps,
  descriptor: EntityDescriptor,
  entry: OutboxEntry,
  status: number,
  detail: string,
): Promise<DeadLetter | undefined> {
  const { db } = deps;
  return db.transaction('rw', tablesFor(deps, descriptor), async () => {
    const queued = await db.outbox.get(entry.seq!);
    if (queued?.id !== entry.id) return undefined;
    const record = await db.table<LocalRecord, string>(descriptor.name).get(entry.entityId);
    const letter: DeadLetter = {
      ...queued,
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
