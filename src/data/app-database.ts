// The per-user IndexedDB database. One database per signed-in user, so signing out deletes
// exactly one user's data and two accounts on one browser never see each other's records.
import Dexie, { type DexieOptions, type Table } from 'dexie';
import type { CatalogCourse, Program, University } from '../lib/catalog/catalog';
import type { Announcement } from '../lib/announcement';
import type { EntityName, LocalRecord } from './entities/entity-descriptor';
import type { GrowthNote } from './growth-notes/growth-notes';
import type { StoredJobSearch } from './jobs/job-search-cache';
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

/** A table per mirrored entity, by its name: Dexie adds each table of the schema as a property. */
type EntityTables = { readonly [name in EntityName]: Table<LocalRecord, string> };
const DexieWithEntityTables = Dexie as unknown as new (name: string, options?: DexieOptions) => Dexie & EntityTables;

export class AppDatabase extends DexieWithEntityTables {
  outbox!: Table<OutboxEntry, number>;
  deadLetters!: Table<DeadLetter, string>;
  conflicts!: Table<Conflict, string>;
  notices!: Table<Notice, string>;
  syncMeta!: Table<SyncMetaRow, string>;
  /** The read-only catalogue, cached for offline use (not mirrored: no outbox, no versions). */
  catalogUniversities!: Table<University, string>;
  catalogPrograms!: Table<Program, string>;
  catalogCourses!: Table<ProgramCourses, string>;
  /** Announcements as last downloaded (a read cache, replaced whole). */
  announcements!: Table<Announcement, string>;
  /** Announcement ids already notified on this device; the row BASELINE marks the first download. */
  notifiedAnnouncements!: Table<{ id: string }, string>;
  /** The student's personal growth notes, on this device only (until the settings issue stores them). */
  growthNotes!: Table<GrowthNote, string>;
  /** The last career search answer per query, for reading offline (not mirrored). */
  jobSearches!: Table<StoredJobSearch, string>;

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
    // 3 to 11 added tables and no upgrade function, so they are declared as one: Dexie needs only the
    // versions that migrate data, and upgrades any older database to the tables listed here. Every version
    // declared is parsed again on every start, a cost on every open (bench/README.md);
    // test/data/app-database-schema.test.ts holds the history as shipped. Never change this declaration:
    // add a version.
    //   3: the catalogue cache (universities, programs by university, each program's course list);
    //   4: tasks (mirrored), the announcements cache, the student's growth notes (local only);
    //   6: the last career search answer per query (4 and 5 went to tables landing at the same time);
    //   7: the student's preferences (a singleton, like the profile);
    //   8, 9: advisor chat, first as cached conversations, then as exchanges sent through the outbox (the
    //      server holds every answered question, and the feed brings them back): 8's tables are gone;
    //   10: the announcements this device has already shown a system notification for (or saw before push);
    //   11: imported syllabi (mirrored).
    this.version(11).stores({
      catalogUniversities: 'id',
      catalogPrograms: 'id, university',
      catalogCourses: 'program',
      tasks: 'id',
      announcements: 'id',
      growthNotes: 'id, createdAt',
      jobSearches: 'query, fetchedAt',
      settings: 'id',
      chatConversations: null,
      chatMessages: null,
      chatExchanges: 'id, conversation',
      notifiedAnnouncements: 'id',
      syllabi: 'id',
    });
    // 12: the class timetable (mirrored).
    this.version(12).stores({ classMeetings: 'id' });
  }
}

/** One program's course list as last downloaded, kept whole: it is always read and replaced whole. */
export interface ProgramCourses {
  program: string;
  courses: CatalogCourse[];
  /** When it was downloaded (ms since epoch). */
  fetchedAt: number;
}

/** Every table that can be written in one sync transaction with a mirrored table. */
export function syncTables(db: AppDatabase) {
  return [db.outbox, db.deadLetters, db.conflicts, db.notices, db.syncMeta];
}
