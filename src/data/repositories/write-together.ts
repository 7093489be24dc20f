// Several repository writes as ONE Dexie transaction: a generated plan and its forty courses land
// together with their outbox entries, or none of them does (a quota error halfway leaves nothing).
// The repositories' own transactions nest inside this one, so the tables they (and their cascades)
// touch must all be named here.
import type { Table } from 'dexie';
import type { AppDatabase } from '../app-database';
import type { EntityName } from '../entities/entity-descriptor';
import type { EntityRegistry } from '../entities/entity-registry';
import { cascadeTables } from './cascade';

export function writeTogether<T>(db: AppDatabase, registry: EntityRegistry, entities: readonly EntityName[], work: () => Promise<T>): Promise<T> {
  const tables = new Set<Table>([db.outbox]);
  for (const entity of entities) {
    tables.add(db.table(entity));
    for (const table of cascadeTables(db, registry, entity)) tables.add(table);
  }
  return db.transaction('rw', [...tables], work);
}
