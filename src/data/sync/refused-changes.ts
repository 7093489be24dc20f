// The changes of some entities the server refused (dead letters), oldest first: what a screen shows with
// Retry and Discard beside the records they belong to. Read through the (entity, record) index, so a screen
// reads only its own entities' letters rather than every letter of every entity. Dexie only: use inside
// useLiveQuery.
import Dexie from 'dexie';
import type { AppDatabase } from '../app-database';
import type { EntityName } from '../entities/entity-descriptor';
import type { DeadLetter } from './sync-records';

export async function refusedChanges(db: AppDatabase, entities: readonly EntityName[]): Promise<DeadLetter[]> {
  const ofEntity = (entity: EntityName) => db.deadLetters.where('[entity+entityId]').between([entity, Dexie.minKey], [entity, Dexie.maxKey]).toArray();
  const letters = (await Promise.all(entities.map(ofEntity))).flat();
  return letters.sort((a, b) => a.seq - b.seq);
}
