// The per-user IndexedDB database. One database per signed-in user, so signing out deletes
// exactly one user's data and two accounts on one browser never see each other's records.
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { LocalRecord } from './entities/entity-descriptor';
import { migrateOutboxEntry } from './sync/outbox-format';
import type { Conflict, DeadLetter, Notice, OutboxEntry, SyncMetaRow } from './sync/sync-records';

export const databaseName = (userId: string) => `degreemate-${userId}`;

/** Version 1's tables, as shipped: kept verbatim because Dexie upgrades through every version in order. */
export const SCHEMA_V1 = {
  bookmarks: 'id, created_at',
  weeklyPlans: 'id',
  planCourses: 'id, plan',
  profile: 'id',
  outbox: '++seq, &id, [entity+entityId]',
  deadLetters: 'id, [entity+entityId]',
  notices: 'id, createdAt',
  syncMeta: 'key',
};

export class AppDatabase extends Dexie {
  bookmarks!: Table<LocalRecord, string>;
  weeklyPlans!: Table<LocalRecord, string>;
  plans!: Table<LocalRecord, string>;
  planCourses!: Table<LocalRecord, string>;
  profile!: Table<LocalRecord, string>;
  outbox!: Table<OutboxEntry, number>;
  deadLetters!: Table<DeadLetter, string>;
  conflicts!: Table<Conflict, string>;
  notices!: Table<Notice, string>;
  syncMeta!: Table<SyncMetaRow, string>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    // Schema history: never edit a shipped version, add a new one (Dexie upgrades in order).
    this.version(1).stores(SCHEMA_V1);
    // 2: plans; the conflict list; queued entries carry a format and the version they were based on.
    this.version(2)
      .stores({ plans: 'id, created_at', conflicts: 'id, createdAt' })
      .upgrade(async (tx) => {
        await tx.table('outbox').toCollection().modify((entry: Record<string, unknown>) => void Object.assign(entry, migrateOutboxEntry(entry)));
        await tx.table('deadLetters').toCollection().modify((entry: Record<string, unknown>) => void Object.assign(entry, migrateOutboxEntry(entry)));
      });
  }
}

/** Every table that can be written in one sync transaction with a mirrored table. */
export function syncTables(db: AppDatabase) {
  return [db.outbox, db.deadLetters, db.conflicts, db.notices, db.syncMeta];
}
