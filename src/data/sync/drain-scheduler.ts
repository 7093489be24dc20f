// Decides WHEN to drain and what the outcome means for the next one: debounced local writes,
// backoff with jitter after failures (Retry-After wins when longer), a pause when only a new
// sign-in can help, and never two drains at once in this tab. Background Sync is asked for only
// while the browser is offline with work queued: it is for "wake us when connectivity returns",
// and Chromium fires it at once when it thinks it is online, which would defeat the backoff.
import type { AppDatabase } from '../app-database';
import { backoffDelay } from './backoff';
import type { CycleResult } from './drain-cycle';
import { clearEntryBackoff } from './entry-failures';
import type { SyncEnvironment } from './sync-environment';
import { writeProblem } from './sync-status';
import type { SyncTuning } from './sync-tuning';

export type DrainResult = 'drained' | 'busy' | 'offline' | 'paused' | 'retry-scheduled' | 'stopped';

export type Trigger = 'start' | 'write' | 'online' | 'visible' | 'interval' | 'poke' | 'service-worker' | 'explicit' | 'retry' | 'lane-retry' | 'busy';
// 'poke': the live stream said another device's changes are waiting (live-channel.ts).
const PULL_TRIGGERS = new Set<Trigger>(['start', 'online', 'visible', 'interval', 'poke', 'service-worker', 'explicit']);
// Signs that the world changed: worth trying again before the backoff runs out. Not the service
// worker's message: it only relays a Background Sync, which says nothing about a failing server
// (and Chromium may fire it right after we registered it), so it waits out backoff and Retry-After.
const FRESH_START_TRIGGERS = new Set<Trigger>(['start', 'online', 'explicit']);
// A change failing on its own waits out its own backoff, except when the student is back: the app
// came to the front, the network returned, or they asked to sync now.
const LANE_RETRY_TRIGGERS = new Set<Trigger>(['start', 'online', 'explicit', 'visible']);

export interface DrainSchedulerOptions {
  db: AppDatabase;
  env: SyncEnvironment;
  tuning: SyncTuning;
  /** One drain: push, then pull when `pull` is set. */
  runCycle(pull: boolean): Promise<CycleResult>;
  onAuthRequired?: () => void;
  log: Pick<Console, 'warn'>;
  stopped: AbortSignal;
}

export function createDrainScheduler(o: DrainSchedulerOptions) {
  const { db, env, tuning, log } = o;
  const timers: Partial<Record<'debounce' | 'retry' | 'lane' | 'busy', ReturnType<typeof setTimeout>>> = {};
  let running: Promise<DrainResult> | null = null;
  let again = false;
  let pullOwed = false;
  let paused = false;
  /** Bumped by every explicit request, so a drain can tell that a sign-in happened during it. */
  let resumeEpoch = 0;
  let failures = 0;
  let retryAt = 0;
  let laneBackoffCleared = false;

  const stopped = () => o.stopped.aborted;
  const safely = (work: Promise<unknown>) => void work.catch((error) => stopped() || log.warn('Sync:', error));
  o.stopped.addEventListener('abort', () => Object.values(timers).forEach(clearTimeout), { once: true });

  function setTimer(name: keyof typeof timers, ms: number, callback: () => void) {
    clearTimeout(timers[name]);
    timers[name] = setTimeout(() => {
      delete timers[name];
      callback();
    }, ms);
  }

  function trigger(reason: Trigger) {
    if (stopped()) return;
    if (PULL_TRIGGERS.has(reason)) pullOwed = true;
    if (FRESH_START_TRIGGERS.has(reason)) failures = retryAt = 0;
    if (LANE_RETRY_TRIGGERS.has(reason)) laneBackoffCleared = true;
    if (reason === 'explicit') {
      paused = false;
      resumeEpoch++;
    }
    if (reason === 'retry') retryAt = 0; // timers may fire a millisecond "early" by Date.now()
    if (paused || Date.now() < retryAt) return; // the retry timer (or a sign-in) comes back for it
    safely(drain());
  }

  function drain(): Promise<DrainResult> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      for (;;) {
        again = false;
        const result = await drainOnce();
        // 'resumed': the user signed in again while this drain found it needed a sign-in. Go on.
        if (result === 'resumed') continue;
        if (!again || result !== 'drained' || stopped()) return result;
      }
    })().finally(() => (running = null));
    return running;
  }

  async function drainOnce(): Promise<DrainResult | 'resumed'> {
    if (stopped()) return 'stopped';
    if (paused) return 'paused';
    if (!env.isOnline()) {
      registerBackgroundSyncIfStuck();
      return 'offline';
    }
    const epoch = resumeEpoch;
    const pull = pullOwed;
    pullOwed = false;
    if (laneBackoffCleared) {
      laneBackoffCleared = false;
      await clearEntryBackoff(db);
    }
    let result: CycleResult;
    try {
      result = await o.runCycle(pull);
    } catch (error) {
      if (stopped()) return 'stopped';
      result = { kind: 'retry', offline: false, detail: error instanceof Error ? error.message : String(error) };
    }
    if (result.kind !== 'done' && pull) pullOwed = true;
    return settle(result, epoch);
  }

  async function settle(result: CycleResult, epoch: number): Promise<DrainResult | 'resumed'> {
    switch (result.kind) {
      case 'done':
        failures = retryAt = 0;
        await writeProblem(db, null);
        if (result.nextRetryAt !== undefined) {
          setTimer('lane', Math.max(0, result.nextRetryAt - Date.now()) + 1, () => trigger('lane-retry'));
        }
        return 'drained';
      case 'busy':
        // Another tab is draining; it may be finishing just as we wrote, so look again shortly.
        setTimer('busy', tuning.busyRecheckMs, () => trigger('busy'));
        return 'busy';
      case 'retry': {
        failures++;
        const backoff = backoffDelay({ baseMs: tuning.backoffBaseMs, maxMs: tuning.backoffMaxMs }, failures);
        const delay = Math.max(result.retryAfterMs ?? 0, backoff);
        retryAt = Date.now() + delay;
        // Only when the browser went offline meanwhile; online, the retry timer is the one to wait for.
        registerBackgroundSyncIfStuck();
        await writeProblem(db, { kind: result.offline ? 'offline' : 'server', detail: result.detail, at: Date.now() });
        // Armed last: a timer firing while this drain is still finishing would be swallowed.
        setTimer('retry', delay, () => trigger('retry'));
        return 'retry-scheduled';
      }
      case 'auth-required':
        if (epoch !== resumeEpoch) return 'resumed';
        paused = true;
        await writeProblem(db, { kind: 'auth', detail: 'Sign in again to save your changes.', at: Date.now() });
        log.warn('Sync paused: the session needs a new sign-in. Nothing queued is lost.');
        o.onAuthRequired?.();
        return 'paused';
      case 'stopped':
        return 'stopped';
    }
  }

  /** Offline with work queued: ask the browser to wake the service worker when it is back. */
  function registerBackgroundSyncIfStuck() {
    if (!env.registerBackgroundSync || env.isOnline()) return;
    safely(db.outbox.count().then((queued) => (queued > 0 && !env.isOnline() ? env.registerBackgroundSync?.() : undefined)));
  }

  return {
    trigger,
    /** Local writes arrive in bursts (a form, an import): send them together. */
    afterLocalWrite() {
      if (!stopped()) setTimer('debounce', tuning.debounceMs, () => trigger('write'));
    },
    /** Drain now, skipping any backoff wait (not an auth pause); resolves with how it went. */
    async drainNow(): Promise<DrainResult> {
      retryAt = 0;
      laneBackoffCleared = true;
      clearTimeout(timers.retry);
      if (running) await running.catch(() => {});
      return drain();
    },
    /** Another tab got through after a sign-in: this tab's pause is over too. */
    resumeAfterSignIn() {
      paused = false;
    },
    isPaused: () => paused,
    /** Resolves when the drain in progress (if any) has finished. */
    settled: () => running?.catch(() => {}),
  };
}
