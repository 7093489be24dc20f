// Create / update / remove for any collection entity, local first. The screens never wait for the
// network: the change is in Dexie (and on screen, via useLiveQuery) before a request is even sent.
import type { CollectionDescriptor, LocalRecord } from '../entities/entity-descriptor';
import { pickFields } from '../entities/entity-descriptor';
import { newId } from '../ids';
import { cascadeTables, removeDependents } from './cascade';
import { outboxEntry, RecordNotFoundError, serverVersion, writeLocally, type WriteContext } from './local-write';

export interface CollectionRepository<T, Draft> {
  /** Newest first when the descriptor says so. Reads only Dexie: use inside useLiveQuery. */
  list(): Promise<T[]>;
  /** The first `limit` of list() without reading the rest: a summary of thousands stays cheap. */
  newest(limit: number): Promise<T[]>;
  count(): Promise<number>;
  get(id: string): Promise<T | undefined>;
  /** `id`: one chosen before (a weekly plan the server may already hold under it); else a new one. */
  create(draft: Draft, options?: { id?: string }): Promise<T>;
  update(id: string, changes: Partial<Draft>): Promise<T>;
  /** Removing a record that is already gone is a no-op. */
  remove(id: string): Promise<void>;
}

export function createCollectionRepository<T, Draft extends object>(
  context: WriteContext,
  descriptor: CollectionDescriptor,
): CollectionRepository<T, Draft> {
  const table = () => context.db.table<LocalRecord, string>(descriptor.name);
  const order = descriptor.newestFirstBy;

  return {
    async list() {
      const records = order ? await table().orderBy(order).reverse().toArray() : await table().toArray();
      return records as T[];
    },
    async newest(limit) {
      const records = order ? await table().orderBy(order).reverse().limit(limit).toArray() : await table().limit(limit).toArray();
      return records as T[];
    },
    count: () => table().count(),
    async get(id) {
      return (await table().get(id)) as T | undefined;
    },
    create(draft, options) {
      return writeLocally(context, descriptor, async (records, enqueue) => {
        const now = Date.now();
        const id = options?.id ?? newId(now);
        const fields = pickFields(descriptor, draft as Record<string, unknown>);
        const record: LocalRecord = { ...descriptor.defaults, ...fields, id };
        if (order) {
          // Sort a new record first even if this device's clock is behind.
          const newest = (await records.orderBy(order).last())?.[order];
          const stamp = new Date(Math.max(now, typeof newest === 'string' ? Date.parse(newest) + 1 : 0)).toISOString();
          record[order] = stamp;
          record.updated_at ??= stamp;
        }
        await records.add(record);
        // The stamp goes too: creates made offline are pushed in parallel and may land in any order,
        // and the server keeps the user's order by it.
        const addedAt = order ? { [order]: record[order] } : {};
        await enqueue(outboxEntry(descriptor, id, 'create', { id, ...addedAt, ...pickFields(descriptor, record) }));
        return record as T;
      });
    },
    update(id, changes) {
      return writeLocally(context, descriptor, async (records, enqueue) => {
        const current = await records.get(id);
        if (!current) throw new RecordNotFoundError(`No ${descriptor.noun} with id ${id}`);
        const fields = pickFields(descriptor, changes as Record<string, unknown>);
        const changed = Object.fromEntries(Object.entries(fields).filter(([key, value]) => current[key] !== value));
        if (!Object.keys(changed).length) return current as T;
        const next = { ...current, ...changed };
        await records.put(next);
        const base = Object.fromEntries(Object.keys(changed).map((key) => [key, current[key]]));
        await enqueue(outboxEntry(descriptor, id, 'update', changed, { baseVersion: serverVersion(current), base }));
        return next as T;
      });
    },
    async remove(id) {
      const { db, registry } = context;
      await writeLocally(
        context,
        descriptor,
        async (records, enqueue) => {
          const current = await records.get(id);
          if (!current) return;
          await records.delete(id);
          await removeDependents(db, registry, descriptor.name, id);
          await enqueue(outboxEntry(descriptor, id, 'delete', {}, { baseVersion: serverVersion(current) }));
        },
        cascadeTables(db, registry, descriptor.name),
      );
    },
  };
}
