// The sync engine's public face: status for the UI (derived from Dexie, so every tab agrees), the
// environment's events wired to the drain scheduler, and the user's answers to refused changes.
import type { ApiClient } from '../../api/api-client';
import { AuthRequiredError, NetworkError } from '../../api/api-errors';
import type { AppDatabase } from '../app-database';
import type { EntityName } from '../entities/entity-descriptor';
import { descriptorFor, type EntityRegistry } from '../entities/entity-registry';
import { newId } from '../ids';
import { dismissConflict, restoreConflict } from './conflict-actions';
import { discardChange, retryChange } from './dead-letter-actions';
import { runDrainCycle } from './drain-cycle';
import { leaseLock, webLock } from './drain-lock';
import { createDrainScheduler, type DrainResult } from './drain-scheduler';
import { loadDeviceId } from './device-id';
import { readFeedCursor, resetFeedCursor } from './feed-pull';
import { startLiveChannel, type LiveChannel } from './live-channel';
import { pullEntity } from './pull';
import type { SyncEnvironment } from './sync-environment';
import { deriveStatus, emptySnapshot, observeSyncTables, type SyncSnapshot, type SyncStatus } from './sync-status';
import type { SyncTuning } from './sync-tuning';
import type { Transport } from './push-transport';

export type { DrainResult };

export interface SyncEngine {
  readonly status: SyncStatus;
  /** For useSyncExternalStore: `status` is a new object only when something changed. */
  subscribe(listener: (status: SyncStatus) => void): () => void;
  /** The user asked to sync (or signed in again): lifts an auth pause and skips any backoff wait. */
  requestDrain(): void;
  /** The live stream is open: other devices' changes arrive within a second, and the poll is off. */
  readonly live: boolean;
  /** Repositories call this after each local write. */
  notifyLocalWrite(): void;
  /** Drain now, skipping backoff (not an auth pause), and say how it went. Tests and "sync now". */
  drainNow(): Promise<DrainResult>;
  /** Refresh one entity now, whoever holds the lock. Throws NetworkError / AuthRequiredError / Error. */
  pullNow(entity: EntityName): Promise<void>;
  /** A refused change, or one failing on its own (by its outbox id): try again now. */
  retryDeadLetter(id: string): Promise<void>;
  /** …or forget it (a create takes its record, and the records naming it, along). */
  discardDeadLetter(id: string): Promise<void>;
  /** Undo what a conflict replaced: the other device's value, Delete anyway, or Restore as new. */
  restoreConflict(id: string): Promise<void>;
  dismissConflict(id: string): Promise<void>;
  dismissNotice(id: string): Promise<void>;
  start(): void;
  /** Stops timers and listeners and aborts requests in flight; queued work stays for next time. */
  stop(): Promise<void>;
}

export interface SyncEngineOptions {
  db: AppDatabase;
  api: ApiClient;
  registry: EntityRegistry;
  environment: SyncEnvironment;
  tuning: SyncTuning;
  lockName: string;
  onAuthRequired?: () => void;
  log?: Pick<Console, 'error' | 'warn'>;
}

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, api, registry, environment: env, tuning } = options;
  const log = options.log ?? console;
  const lock = env.locks ? webLock(env.locks, options.lockName) : leaseLock(db, newId(), tuning.leaseMs);
  const stopping = new AbortController();
  const listeners = new Set<(status: SyncStatus) => void>();
  const cleanups: (() => void)[] = [];
  const transport: Transport = { batchLimit: tuning.batchLimit, concurrency: tuning.concurrency };
  let deviceId: Promise<string> | undefined;
  const loadDevice = () => (deviceId ??= loadDeviceId(db).catch((error: unknown) => {
    deviceId = undefined;
    throw error;
  }));
  const feed = { available: tuning.changeFeed ? undefined : false };
  const writeContext = { db, registry, onWrite: () => scheduler.afterLocalWrite() };
  const scheduler = createDrainScheduler({
    db,
    env,
    tuning,
    log,
    onAuthRequired: options.onAuthRequired,
    stopped: stopping.signal,
    runCycle: async (pull) => {
      transport.deviceId ??= await loadDevice();
      return runDrainCycle({ db, api, registry, lock, transport, feed, tuning, signal: stopping.signal, log }, pull);
    },
  });
  let live: LiveChannel | undefined;

  /** A poke: pull, unless this device already holds everything up to that cursor. */
  async function onPoke(cursor: string) {
    if ((await readFeedCursor(db)) !== cursor) scheduler.trigger('poke');
  }
  let snapshot: SyncSnapshot = emptySnapshot;
  let status = deriveStatus(snapshot, env.isOnline());
  let started = false;

  function emit() {
    status = deriveStatus(snapshot, env.isOnline());
    for (const listener of listeners) listener(status);
  }

  function onSnapshot(next: SyncSnapshot) {
    if (scheduler.isPaused() && snapshot.problem?.kind === 'auth' && next.problem?.kind !== 'auth') scheduler.resumeAfterSignIn();
    snapshot = next;
    emit();
  }

  return {
    get status() {
      return status;
    },
    get live() {
      return live?.isOpen() ?? false;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    requestDrain: () => scheduler.trigger('explicit'),
    notifyLocalWrite: () => scheduler.afterLocalWrite(),
    drainNow: () => scheduler.drainNow(),
    async pullNow(entity) {
      const outcome = await pullEntity(db, api, descriptorFor(registry, entity), stopping.signal);
      if (outcome.kind === 'success') return;
      if (outcome.kind === 'auth-required') throw new AuthRequiredError('Sign in again to refresh');
      if (outcome.kind === 'retry' && outcome.offline) throw new NetworkError(outcome.detail);
      throw new Error(`Refresh failed: ${outcome.detail}`);
    },
    async retryDeadLetter(id) {
      await retryChange(db, id);
      scheduler.trigger('explicit');
    },
    async discardDeadLetter(id) {
      // Discarding an edit or delete leaves the server's copy standing; pull it back into view.
      if ((await discardChange(db, registry, id)) === 'pull') {
        await resetFeedCursor(db);
        scheduler.trigger('explicit');
      }
    },
    restoreConflict: (id) => restoreConflict(writeContext, id),
    dismissConflict: (id) => dismissConflict(writeContext, id),
    async dismissNotice(id) {
      await db.notices.delete(id);
    },
    start() {
      if (started || stopping.signal.aborted) return;
      started = true;
      // While the live stream is open the server says when to pull; the poll is for when it cannot.
      const interval = setInterval(() => live?.isOpen() || scheduler.trigger('interval'), tuning.intervalMs);
      if (tuning.liveChanges) {
        live = startLiveChannel({
          api,
          env,
          deviceId: loadDevice,
          backoff: { baseMs: tuning.backoffBaseMs, maxMs: tuning.backoffMaxMs },
          onPoke: (cursor) => void onPoke(cursor).catch((error: unknown) => stopping.signal.aborted || log.warn('Sync:', error)),
          log,
        });
        cleanups.push(() => live?.stop());
      }
      cleanups.push(
        () => clearInterval(interval),
        observeSyncTables(db, registry, onSnapshot, (error) => stopping.signal.aborted || log.warn('Sync status:', error)),
        env.onOnline(() => {
          emit();
          scheduler.trigger('online');
        }),
        env.onOffline(emit),
        env.onVisible(() => scheduler.trigger('visible')),
        env.onDrainRequest(() => scheduler.trigger('service-worker')),
      );
      scheduler.trigger('start');
    },
    async stop() {
      stopping.abort(new Error('Sync engine stopped'));
      cleanups.splice(0).forEach((cleanup) => cleanup());
      await scheduler.settled();
    },
  };
}
