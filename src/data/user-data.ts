// The signed-in user's data: their Dexie database, the repositories the screens use, and the sync
// engine that mirrors it to the server. One instance per signed-in user, opened by the shell.
import Dexie from 'dexie';
import { createApiClient, type GetAccessToken } from '../api/api-client';
import { AppDatabase, databaseName } from './app-database';
import type { Bookmark, BookmarkDraft } from './entities/bookmark';
import { bookmarkDescriptor } from './entities/bookmark';
import { defaultEntities } from './entities/entity-registry';
import { planCourseDescriptor, type PlanCourse, type PlanCourseDraft } from './entities/plan-course';
import { planDescriptor, type Plan, type PlanDraft } from './entities/plan';
import type { Profile, ProfileChanges } from './entities/profile';
import { profileDescriptor } from './entities/profile';
import { createCollectionRepository, type CollectionRepository } from './repositories/collection-repository';
import { createSingletonRepository, type SingletonRepository } from './repositories/singleton-repository';
import { browserEnvironment, manualEnvironment, type SyncEnvironment } from './sync/sync-environment';
import { createSyncEngine, type SyncEngine } from './sync/sync-engine';
import { defaultTuning, type SyncTuning } from './sync/sync-tuning';

export type BookmarkRepository = CollectionRepository<Bookmark, BookmarkDraft>;
export type ProfileRepository = SingletonRepository<Profile, ProfileChanges>;
export type PlanRepository = CollectionRepository<Plan, PlanDraft>;
export type PlanCourseRepository = CollectionRepository<PlanCourse, PlanCourseDraft>;

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
  environment?: SyncEnvironment;
  tuning?: Partial<SyncTuning>;
  log?: Pick<Console, 'error' | 'warn'>;
}

export interface UserData {
  /** For useLiveQuery in features. */
  db: AppDatabase;
  bookmarks: BookmarkRepository;
  profile: ProfileRepository;
  plans: PlanRepository;
  planCourses: PlanCourseRepository;
  sync: SyncEngine;
  /** Changes not yet accepted by the server (queued or refused), e.g. to warn before signing out. */
  pendingCount(): Promise<number>;
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
  return {
    db,
    bookmarks: createCollectionRepository<Bookmark, BookmarkDraft>(context, bookmarkDescriptor),
    profile: createSingletonRepository<Profile, ProfileChanges>(context, profileDescriptor, () => sync.pullNow('profile')),
    plans: createCollectionRepository<Plan, PlanDraft>(context, planDescriptor),
    planCourses: createCollectionRepository<PlanCourse, PlanCourseDraft>(context, planCourseDescriptor),
    sync,
    pendingCount: async () => (await db.outbox.count()) + (await db.deadLetters.count()),
    close() {
      closing = true;
      // Let the drain wind down (it releases its lock or lease), then close; queued work stays.
      void sync.stop().finally(() => db.close());
    },
  };
}

/** On sign-out: removes that user's database (close their UserData first). */
export async function deleteUserData(userId: string, options: Pick<UserDataOptions, 'indexedDB' | 'IDBKeyRange'> = {}): Promise<void> {
  await new Dexie(databaseName(userId), dexieOptions(options)).delete();
}
