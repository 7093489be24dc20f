// The signed-in user's data: their Dexie database, the repositories the screens use, and the sync
// engine that mirrors it to the server. One instance per signed-in user, opened by the shell.
import Dexie from 'dexie';
import { createApiClient, type GetAccessToken } from '../api/api-client';
import { AppDatabase, databaseName } from './app-database';
import type { Bookmark, BookmarkDraft } from './entities/bookmark';
import { bookmarkDescriptor } from './entities/bookmark';
import { defaultEntities } from './entities/entity-registry';
import type { Profile, ProfileChanges } from './entities/profile';
import { profileDescriptor } from './entities/profile';
import { createCollectionRepository, type CollectionRepository } from './repositories/collection-repository';
import { createSingletonRepository, type SingletonRepository } from './repositories/singleton-repository';
import { browserEnvironment, manualEnvironment, type SyncEnvironment } from './sync/sync-environment';
import { createSyncEngine, type SyncEngine } from './sync/sync-engine';
import { defaultTuning, type SyncTuning } from './sync/sync-tuning';

export type BookmarkRepository = CollectionRepository<Bookmark, BookmarkDraft>;
export type ProfileRepository = SingletonRepository<Profile, ProfileChanges>;

export interface UserDataOptions {
  userId: string;
  /** Called with `{forceRefresh: true}` once after a 401. */
  getAccessToken: GetAccessToken;
  /** '' (default) = same origin. */
  apiBaseUrl?: string;
  fetch?: typeof fetch;
  /** The session cannot be renewed without an interactive sign-in; the queue waits meanwhile. */
  onAuthRequired?: () => void;
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
  const context = { db, onWrite: () => sync.notifyLocalWrite() };
  // Another tab signed out and is deleting this database: stop syncing it (Dexie closes it for us).
  db.on('versionchange', (event) => {
    if (!event.newVersion) void sync.stop();
  });
  sync.start();
  return {
    db,
    bookmarks: createCollectionRepository<Bookmark, BookmarkDraft>(context, bookmarkDescriptor),
    profile: createSingletonRepository<Profile, ProfileChanges>(context, profileDescriptor, () => sync.pullNow('profile')),
    sync,
    pendingCount: async () => (await db.outbox.count()) + (await db.deadLetters.count()),
    close() {
      // Let the drain wind down (it releases its lock or lease), then close; queued work stays.
      void sync.stop().finally(() => db.close());
    },
  };
}

/** On sign-out: removes that user's database (close their UserData first). */
export async function deleteUserData(userId: string, options: Pick<UserDataOptions, 'indexedDB' | 'IDBKeyRange'> = {}): Promise<void> {
  await new Dexie(databaseName(userId), dexieOptions(options)).delete();
}
