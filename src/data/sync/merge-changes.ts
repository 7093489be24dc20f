// Merging server state into Dexie, one page per transaction, by version: an older copy never
// replaces a newer one, and a record with anything queued (outbox or dead letters) is rebased —
// the server's copy with the pending changes on top — never overwritten or deleted.
import type { AppDatabase } from '../app-database';
import { fromServer, isServerRecord, SINGLETON_ID, type EntityDescriptor, type LocalRecord } from '../entities/entity-descriptor';
import type { EntityRegistry } from '../entities/entity-registry';
import { pendingFor } from './outbox-queue';
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
  /** Saved with the page, in the same transaction. */
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
    for (const change of changes) {
      // An entity this app version does not know (a newer server): nothing to store it in.
      const descriptor = entities.get(change.entity);
      if (!descriptor) continue;
      const id = descriptor.kind === 'singleton' ? SINGLETON_ID : change.id;
      if (change.deleted) await mergeRecord(db, descriptor, id, undefined);
      else {
        // The record's own version when it has one: it may have been read a moment after its place in the feed.
        const version = typeof change.record?.version === 'number' ? change.record.version : change.version;
        const json = { ...change.record, ...(descriptor.kind === 'collection' ? { id } : {}), version };
        if (!isServerRecord(descriptor, json)) continue;
        await mergeRecord(db, descriptor, id, fromServer(descriptor, json));
        if (options.seen) {
          const ids = options.seen.get(descriptor) ?? new Set<string>();
          ids.add(id);
          options.seen.set(descriptor, ids);
        }
      }
    }
    if (options.cursor) await db.syncMeta.put(options.cursor);
    return true;
  });
}

/** One record from the server (undefined: deleted there). Call inside a transaction over its table and the queues. */
export async function mergeRecord(db: AppDatabase, descriptor: EntityDescriptor, id: string, server: LocalRecord | undefined): Promise<void> {
  const table = db.table<LocalRecord, string>(descriptor.name);
  const current = await table.get(id);
  const pending = await pendingFor(db, descriptor.name, id);
  if (!server) {
    // Kept while something is queued: an edit's push will learn it is gone and offer to restore it.
    if (current && !pending.length) await table.delete(id);
    return;
  }
  if (isOlder(server, current)) return;
  const next = pending.length ? rebase(server, pending) : server;
  if (next && !sameRecord(current, next)) await table.put(next);
  else if (!next && current) await table.delete(id);
}

/** After a full read: local records the server did not send, with nothing queued, were deleted there. */
export async function sweepUnseen(
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
