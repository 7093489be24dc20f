// The signed-in user's data: their Dexie database, the repositories the screens use, and the sync
// engine that mirrors it to the server. One instance per signed-in user, opened by the shell.
import Dexie from 'dexie';
import { createApiClient, type GetAccessToken } from '../api/api-client';
import { createAdvisorChat, type AdvisorChat } from './advisor/advisor-chat';
import { AppDatabase, databaseName } from './app-database';
import { createAnnouncementsCache, type AnnouncementsCache } from './announcements/announcements-cache';
import { clearDashboardSnapshot } from './dashboard/dashboard-snapshot';
import { createCalendarClient, type CalendarClient } from './calendar/calendar-api';
import { createSyllabusServer, type SyllabusServer } from './syllabus/syllabus-server';
import { createSecurityClient, type SecurityClient } from './security/security-api';
import { createAccountClient, type AccountClient } from './account/account-api';
import { createCatalogCache, type CatalogCache } from './catalog/catalog-cache';
import type { CollectionDescriptor, EntityName } from './entities/entity-descriptor';
import { collectionDescriptors, defaultEntities, type CollectionDescriptors } from './entities/entity-registry';
import { createJobSearchCache, type JobSearchCache } from './jobs/job-search-cache';
import type { Profile, ProfileChanges } from './entities/profile';
import { profileDescriptor } from './entities/profile';
import type { Settings, SettingsChanges } from './entities/settings';
import { settingsDescriptor } from './entities/settings';
import { createCollectionRepository, type CollectionRepository } from './repositories/collection-repository';
import { createSingletonRepository, type SingletonRepository } from './repositories/singleton-repository';
import { createWeeklyPlanActions, type WeeklyPlanActions } from './study/weekly-plan-actions';
import { browserEnvironment, manualEnvironment, type SyncEnvironment } from './sync/sync-environment';
import { createSyncEngine, type SyncEngine } from './sync/sync-engine';
import { defaultTuning, type SyncTuning } from './sync/sync-tuning';

export type ProfileRepository = SingletonRepository<Profile, ProfileChanges>;
export type SettingsRepository = SingletonRepository<Settings, SettingsChanges>;

/** A repository for every synced collection, by its name (userData.tasks, userData.weeklyPlans, …). */
export type CollectionRepositories = {
  [N in keyof CollectionDescriptors]: CollectionDescriptors[N] extends { types?(record: infer T, draft: infer Draft): void } ? CollectionRepository<T, Draft> : never;
};

export interface UserDataOptions {
  userId: string;
  /** Called with `{forceRefresh: true}` once after a 401. */
  getAccessToken: GetAccessToken;
  /** '' (default) = same origin. */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  /** The session cannot be renewed without an interactive sign-in; the queue waits meanwhile. */
  onAuthRequired?: () => void;
  /**
   * Another tab deleted this database, i.e. signed this user out. It is closed for good by then;
   * the app must leave the signed-in screens (their queries now fail).
   */
  onDeletedElsewhere?: () => void;
  // Tests, the benchmark and other non-browser hosts:
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Where the dashboard's snapshot is kept; localStorage by default. */
  storage?: Storage;
  environment?: SyncEnvironment;
  tuning?: Partial<SyncTuning>;
  log?: Pick<Console, 'error' | 'warn'>;
}

/** Besides the collections' repositories (CollectionRepositories): */
export interface UserData extends CollectionRepositories {
  /** For useLiveQuery in features. */
  db: AppDatabase;
  profile: ProfileRepository;
  settings: SettingsRepository;
  /** Generate (on the server when online, else here), edit, archive, delete and undo weekly plans. */
  weekly: WeeklyPlanActions;
  /** The read-only catalogue (universities, programs, courses), cached for offline use. */
  catalog: CatalogCache;
  /** The advisor chat: questions sent through the outbox, conversations mirrored for reading offline. */
  advisor: AdvisorChat;
  /** Announcements, cached for reading offline. */
  announcements: AnnouncementsCache;
  /** Calendar feed and learning-platform imports (online only). */
  calendar: CalendarClient;
  /** The syllabus importer's web address and "Improve with AI" (online only). */
  syllabusServer: SyllabusServer;
  /** Signed-in devices, two-step sign-in and the password (online only). */
  security: SecurityClient;
  /** Download my data and delete my account (online only). */
  account: AccountClient;
  /** Career search, with the last answer per query kept for offline reading. */
  jobs: JobSearchCache;
  sync: SyncEngine;
  /** Changes not yet accepted by the server (queued or refused), e.g. to warn before signing out. */
  pendingCount(): Promise<number>;
  /** The ids of this entity's records with such changes (Dexie only: use inside useLiveQuery). */
  pendingIds(entity: EntityName): Promise<Set<string>>;
  close(): void;
}

const dexieOptions = (o: Pick<UserDataOptions, 'indexedDB' | 'IDBKeyRange'>) =>
  o.indexedDB ? { indexedDB: o.indexedDB, IDBKeyRange: o.IDBKeyRange } : undefined;

export function openUserData(options: UserDataOptions): UserData {
  const db = new AppDatabase(databaseName(options.userId), dexieOptions(options));
  const tuning = { ...defaultTuning, ...options.tuning };
  const api = createApiClient({
    baseUrl: options.apiBaseUrl ?? '',
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    getAccessToken: options.getAccessToken,
    timeoutMs: tuning.requestTimeoutMs,
  });
  const environment = options.environment ?? (typeof window === 'undefined' ? manualEnvironment() : browserEnvironment());
  const sync = createSyncEngine({
    db,
    api,
    registry: defaultEntities,
    environment,
    tuning,
    lockName: `${databaseName(options.userId)}:sync`,
    onAuthRequired: options.onAuthRequired,
    log: options.log,
  });
  const context = { db, registry: defaultEntities, onWrite: () => sync.notifyLocalWrite() };
  let closing = false;
  db.on('versionchange', (event) => {
    if (event.newVersion) return; // an upgrade: Dexie's default closes and reopens later
    // Being deleted. Dexie's default close would reopen on the next query (a screen's live
    // query), re-creating an empty database for a user who has signed out. Stop the engine (it
    // aborts at once; the rest winds down against a closed database) and close for good.
    void sync.stop();
    db.close({ disableAutoOpen: true });
    // Our own sign-out closes first and then deletes; only a deletion by another tab is news.
    if (!closing) options.onDeletedElsewhere?.();
    return false; // skip Dexie's default handler, which would re-enable auto-open
  });
  sync.start();
  const collections = Object.fromEntries(
    Object.entries(collectionDescriptors).map(([name, descriptor]) => [name, createCollectionRepository(context, descriptor as CollectionDescriptor)]),
  ) as CollectionRepositories;
  const { weeklyPlans, chatExchanges } = collections;
  return {
    ...collections,
    db,
    profile: createSingletonRepository<Profile, ProfileChanges>(context, profileDescriptor, () => sync.pullNow('profile')),
    settings: createSingletonRepository<Settings, SettingsChanges>(context, settingsDescriptor, () => sync.pullNow('settings')),
    weekly: createWeeklyPlanActions({ db, weeklyPlans, api, isOnline: () => environment.isOnline() }),
    catalog: createCatalogCache({ db, api, isOnline: () => environment.isOnline() }),
    advisor: createAdvisorChat({ db, exchanges: chatExchanges, sync, environment }),
    announcements: createAnnouncementsCache({ db, api, isOnline: () => environment.isOnline() }),
    calendar: createCalendarClient({ api, isOnline: () => environment.isOnline() }),
    syllabusServer: createSyllabusServer({ api, isOnline: () => environment.isOnline() }),
    security: createSecurityClient({ api, isOnline: () => environment.isOnline() }),
    account: createAccountClient({ api, isOnline: () => environment.isOnline() }),
    jobs: createJobSearchCache({ db, api, isOnline: () => environment.isOnline() }),
    sync,
    pendingCount: async () => (await db.outbox.count()) + (await db.deadLetters.count()),
    async pendingIds(entity) {
      const ofEntity = (table: typeof db.outbox | typeof db.deadLetters) => table.where('[entity+entityId]').between([entity, ''], [entity, '\uffff']).toArray();
      const entries: { entityId: string }[] = [...(await ofEntity(db.outbox)), ...(await ofEntity(db.deadLetters))];
      return new Set(entries.map((entry) => entry.entityId));
    },
    close() {
      closing = true;
      // Let the drain wind down (it releases its lock or lease), then close; queued work stays.
      void sync.stop().finally(() => db.close());
    },
  };
}

/** On sign-out and account deletion: removes that user's database (close their UserData first) and dashboard snapshot. */
export async function deleteUserData(userId: string, options: Pick<UserDataOptions, 'indexedDB' | 'IDBKeyRange' | 'storage'> = {}): Promise<void> {
  // First: should the database's deletion fail, the figures it held are not left drawn at the next start.
  clearDashboardSnapshot(userId, options.storage);
  await new Dexie(databaseName(userId), dexieOptions(options)).delete();
}
