// Records that name another record (a plan course names its plan) go with it: deleting or
// discarding the parent removes the children here and drops whatever was queued for them. The
// server deletes them with the parent, so nothing about them needs sending.
import type { Table } from 'dexie';
import type { AppDatabase } from '../app-database';
import type { EntityName, LocalRecord } from '../entities/entity-descriptor';
import { childrenOf, type EntityRegistry } from '../entities/entity-registry';

/** The tables a cascade from `entity` may write, to include in the caller's transaction. */
export function cascadeTables(db: AppDatabase, registry: EntityRegistry, entity: EntityName): Table[] {
  const tables = new Set<Table>([db.outbox, db.deadLetters]);
  for (const { descriptor } of childrenOf(registry, entity)) {
    tables.add(db.table(descriptor.name));
    for (const table of cascadeTables(db, registry, descriptor.name)) tables.add(table);
  }
  return [...tables];
}

/** Removes every record naming `entity`/`id` (and theirs, in turn) with their queued entries. Call inside a transaction. */
export async function removeDependents(db: AppDatabase, registry: EntityRegistry, entity: EntityName, id: string): Promise<void> {
  for (const { descriptor, field } of childrenOf(registry, entity)) {
    const table = db.table<LocalRecord, string>(descriptor.name);
    const children = await table.filter((record) => record[field] === id).primaryKeys();
    // Queued creates of children not yet in the table cannot exist (the record is written with its entry).
    for (const childId of children) {
      await removeDependents(db, registry, descriptor.name, childId);
      const lane: [string, string] = [descriptor.name, childId];
      await db.outbox.where('[entity+entityId]').equals(lane).delete();
      await db.deadLetters.where('[entity+entityId]').equals(lane).delete();
    }
    await table.bulkDelete(children);
  }
}
