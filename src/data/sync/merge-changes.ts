// Merging server state into Dexie, one page per transaction, by version: an older copy never
// replaces a newer one, and a record with anything queued (outbox or dead letters) is rebased —
// the server's copy with the pending changes on top — never overwritten or deleted.
import type { AppDatabase } from '../app-database';
import { fromServer, isServerRecord, SINGLETON_ID, type EntityDescriptor, type LocalRecord } from '../entities/entity-descriptor';
import type { EntityRegistry } from '../entities/entity-registry';
import { pendingFor } from './outbox-queue';
import type { OutboxEntry } from './sync-records';
import { readPushVersion } from './push-version';
import { rebase } from './rebase';

export interface FeedChange {
  entity: string;
  id: string;
  version: number;
  deleted: boolean;
  record?: Record<string, unknown>;
}

interface MergeOptions {
  /** The push counter read before the page was fetched: if it moved, the page may be stale. */
  pushVersion: number;
  /** Saved with the page, in the same transaction; with `seen`, the last page of a full read. */
  cursor?: { key: string; value: string };
  /** A full read: the local ids the server sent, per entity. */
  seen?: Map<EntityDescriptor, Set<string>>;
}

const mirroredTables = (db: AppDatabase, registry: EntityRegistry) => [...registry.values()].map((d) => db.table(d.name));

/** False when a push changed local records since the page was read: fetch it again. */
export async function mergeChanges(
  db: AppDatabase,
  registry: EntityRegistry,
  entities: ReadonlyMap<string, EntityDescriptor>,
  changes: readonly FeedChange[],
  options: MergeOptions,
): Promise<boolean> {
  return db.transaction('rw', [...mirroredTables(db, registry), db.outbox, db.deadLetters, db.syncMeta], async () => {
    if ((await readPushVersion(db)) !== options.pushVersion) return false;
    const incoming = new Map<EntityDescriptor, Map<string, LocalRecord | undefined>>();
    for (const change of changes) {
      // An entity this app version does not know (a newer server): nothing to store it in.
      const descriptor = entities.get(change.entity);
      if (!descriptor) continue;
      const id = descriptor.kind === 'singleton' ? SINGLETON_ID : change.id;
      let server: LocalRecord | undefined;
      if (!change.deleted) {
        // The record's own version when it has one: it may have been read a moment after its place in the feed.
        const version = typeof change.record?.version === 'number' ? change.record.version : change.version;
        const json = { ...change.record, ...(descriptor.kind === 'collection' ? { id } : {}), version };
        if (!isServerRecord(descriptor, json)) continue;
        server = fromServer(descriptor, json);
        if (options.seen) {
          const ids = options.seen.get(descriptor) ?? new Set<string>();
          ids.add(id);
          options.seen.set(descriptor, ids);
        }
      }
      const records = incoming.get(descriptor) ?? new Map<string, LocalRecord | undefined>();
      records.set(id, server);
      incoming.set(descriptor, records);
    }
    // One read of the queues for the page, not two queries a record: a first pull brings thousands.
    const pending = await pendingByEntityRecord(db);
    for (const [descriptor, records] of incoming) await mergeRecords(db, descriptor, records, pending);
    // The last page of a full read removes what the server did not send in this same transaction: a local
    // write landing between the two (a push's write-back, a plan the server wrote) would be swept as deleted.
    if (options.seen && options.cursor) await sweepUnseen(db, registry, options.seen, options.cursor);
    else if (options.cursor) await db.syncMeta.put(options.cursor);
    return true;
  });
}

/** One record from the server (undefined: deleted there). Call inside a transaction over its table and the queues. */
export async function mergeRecord(db: AppDatabase, descriptor: EntityDescriptor, id: string, server: LocalRecord | undefined): Promise<void> {
  const pending = new Map([[pendingKey(descriptor.name, id), await pendingFor(db, descriptor.name, id)]]);
  await mergeRecords(db, descriptor, new Map([[id, server]]), pending);
}

/**
 * Records of one entity from the server (undefined: deleted there), read, decided and written in bulk.
 * `pending`: the queues by pendingKey, when the caller has read them already. Call inside a transaction
 * over the entity's table and the queues.
 */
export async function mergeRecords(
  db: AppDatabase,
  descriptor: EntityDescriptor,
  incoming: ReadonlyMap<string, LocalRecord | undefined>,
  pending?: ReadonlyMap<string, OutboxEntry[]>,
): Promise<void> {
  pending ??= await pendingByEntityRecord(db);
  const table = db.table<LocalRecord, string>(descriptor.name);
  const ids = [...incoming.keys()];
  const currents = await table.bulkGet(ids);
  const puts: LocalRecord[] = [];
  const deletes: string[] = [];
  ids.forEach((id, index) => {
    const outcome = decide(currents[index], incoming.get(id), pending.get(pendingKey(descriptor.name, id)) ?? []);
    if (outcome === 'delete') deletes.push(id);
    else if (outcome) puts.push(outcome);
  });
  if (puts.length) await table.bulkPut(puts);
  if (deletes.length) await table.bulkDelete(deletes);
}

/** What becomes of the local copy: a record to store, 'delete', or undefined to leave it as it is. */
function decide(current: LocalRecord | undefined, server: LocalRecord | undefined, pending: OutboxEntry[]): LocalRecord | 'delete' | undefined {
  if (!server) {
    // Kept while something is queued: an edit's push will learn it is gone and offer to restore it.
    return current && !pending.length ? 'delete' : undefined;
  }
  if (isOlder(server, current)) return undefined;
  const next = pending.length ? rebase(server, pending) : server;
  if (next) return sameRecord(current, next) ? undefined : next;
  return current ? 'delete' : undefined;
}

const pendingKey = (entity: string, id: string) => `${entity}\u0000${id}`;

/** Everything queued (outbox and dead letters), oldest first, by entity and record. */
async function pendingByEntityRecord(db: AppDatabase): Promise<Map<string, OutboxEntry[]>> {
  const all = [...(await db.outbox.toArray()), ...(await db.deadLetters.toArray())].sort((a, b) => a.seq! - b.seq!);
  const byRecord = new Map<string, OutboxEntry[]>();
  for (const entry of all) {
    const key = pendingKey(entry.entity, entry.entityId);
    const list = byRecord.get(key);
    if (list) list.push(entry);
    else byRecord.set(key, [entry]);
  }
  return byRecord;
}

/** After a full read: local records the server did not send, with nothing queued, were deleted there. */
async function sweepUnseen(
  db: AppDatabase,
  registry: EntityRegistry,
  seen: ReadonlyMap<EntityDescriptor, ReadonlySet<string>>,
  cursor: { key: string; value: string },
): Promise<void> {
  await db.transaction('rw', [...mirroredTables(db, registry), db.outbox, db.deadLetters, db.syncMeta], async () => {
    for (const descriptor of registry.values()) {
      if (descriptor.kind !== 'collection') continue;
      const table = db.table<LocalRecord, string>(descriptor.name);
      const listed = seen.get(descriptor) ?? new Set<string>();
      for (const id of await table.toCollection().primaryKeys()) {
        if (!listed.has(id) && !(await pendingFor(db, descriptor.name, id)).length) await table.delete(id);
      }
    }
    await db.syncMeta.put(cursor);
  });
}

function isOlder(server: LocalRecord, local: LocalRecord | undefined): boolean {
  return typeof server.version === 'number' && typeof local?.version === 'number' && server.version < local.version;
}

// Unchanged records are not rewritten, so a pull that finds nothing new wakes no live query.
function sameRecord(a: LocalRecord | undefined, b: LocalRecord): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
}
