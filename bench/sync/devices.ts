// A student's device in Node, the way the app opens it: its own fake-indexeddb, a hand-driven
// environment, the app's default tuning (unless a scenario changes it) and a counting network.
// Dexie's liveQuery stays silent unless a global indexedDB exists, so one is installed; every
// device still gets a private IDBFactory.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { AppDatabase, databaseName } from '../../src/data/app-database';
import { bookmarkDescriptor, type Bookmark, type BookmarkDraft } from '../../src/data/entities/bookmark';
import { defaultEntities } from '../../src/data/entities/entity-registry';
import { createCollectionRepository } from '../../src/data/repositories/collection-repository';
import { manualEnvironment, type ManualEnvironment } from '../../src/data/sync/sync-environment';
import type { SyncTuning } from '../../src/data/sync/sync-tuning';
import { openUserData, type UserData } from '../../src/data/user-data';
import type { TestServer } from '../../test/data/support/test-server';
import { clientFetch, countingFetch, type Traffic } from './network';
import type { Operation } from './operations';

export const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);

export interface Device {
  sub: string;
  indexedDB: IDBFactory;
  data: UserData;
  env: ManualEnvironment;
  traffic: Traffic;
  /** Stops the engine and closes the database; queued work stays in this device's IndexedDB. */
  close(): Promise<void>;
}

export interface DeviceOptions {
  /** Another device of the same student when given; a fresh IndexedDB otherwise. */
  indexedDB?: IDBFactory;
  online?: boolean;
  tuning?: Partial<SyncTuning>;
  /** A new token from the server for every call, as a signed-in app renews an expiring one (default: one token). */
  freshTokens?: boolean;
}

/** A server reached over real HTTP at `origin` (one in its own thread, as a server runs on its own machine). */
export interface RemoteServer {
  origin: string;
  issueToken(sub: string): Promise<string>;
}

export async function openDevice(server: TestServer | RemoteServer, sub: string, options: DeviceOptions = {}): Promise<Device> {
  const token = await server.issueToken(sub);
  const indexedDB = options.indexedDB ?? new IDBFactory();
  const [send, apiBaseUrl] = 'origin' in server ? [globalThis.fetch, server.origin] : [clientFetch(server.app), 'http://api'];
  const { fetch, traffic } = countingFetch(send, LATENCY_MS);
  const env = manualEnvironment({ online: options.online ?? true });
  const errors: unknown[][] = [];
  const data = openUserData({
    userId: sub,
    getAccessToken: async () => (options.freshTokens ? server.issueToken(sub) : token),
    apiBaseUrl,
    fetch,
    indexedDB,
    IDBKeyRange,
    environment: env,
    tuning: options.tuning,
    // The engine logs refused and failing changes; a scenario that makes one fail expects that.
    log: { error: (...args: unknown[]) => errors.push(args), warn: () => {} },
  });
  return {
    sub,
    indexedDB,
    data,
    env,
    traffic,
    async close() {
      await data.sync.stop();
      data.close();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains until the outbox is empty and nothing is refused or failing. */
export async function settle(device: Device, timeoutMs = 300_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while ((await device.data.sync.drainNow()) !== 'drained' || (await device.data.pendingCount()) > 0) {
    if (Date.now() > deadline) throw new Error(`${device.sub}: not settled after ${timeoutMs} ms`);
    await pause(5);
  }
}

/** A drain with a pull, as "sync now" does, and until it has settled. */
export async function syncNow(device: Device): Promise<void> {
  device.data.sync.requestDrain();
  await settle(device);
}

/**
 * Queues operations on a device's IndexedDB through the app's own repositories (record + outbox entry
 * in one transaction each), with no engine open: the engine's status query would re-read the whole
 * outbox after every write, which makes queueing 10,000 changes take minutes (see the README).
 * Returns how many outbox entries are queued.
 */
export async function queueOffline(indexedDB: IDBFactory, sub: string, operations: readonly Operation[]): Promise<number> {
  const db = new AppDatabase(databaseName(sub), { indexedDB, IDBKeyRange });
  const bookmarks = createCollectionRepository<Bookmark, BookmarkDraft>({ db, registry: defaultEntities, onWrite: () => {} }, bookmarkDescriptor);
  // The repositories make their own ids; map the generator's to them.
  const ids = new Map<string, string>();
  for (const operation of operations) {
    if (operation.op === 'create') {
      const { op: _op, id, ...fields } = operation;
      ids.set(id, (await bookmarks.create(fields)).id);
    } else if (operation.op === 'update') await bookmarks.update(ids.get(operation.id)!, operation.changes);
    else await bookmarks.remove(ids.get(operation.id)!);
  }
  const queued = await db.outbox.count();
  db.close();
  return queued;
}

/** id → "title|url|description|version" of what a device holds locally. */
export async function localState(device: Device): Promise<Map<string, string>> {
  const records = await device.data.db.bookmarks.toArray();
  return new Map(records.map((r) => [r.id, `${r.title}|${r.url}|${r.description}|${r.version}`]));
}
