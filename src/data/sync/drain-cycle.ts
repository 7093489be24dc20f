// One drain: take the lock, push the outbox, then pull. The pull comes after the push so the server
// already holds our changes when we read it back, and it runs whatever the push met: a record that
// keeps failing must not stop a student seeing their other devices' changes. When some changes
// failed and nothing else got an answer, the pull also tells a failing record (it backs off alone)
// from a failing server (everything waits).
import type { ApiClient } from '../../api/api-client';
import type { AppDatabase } from '../app-database';
import type { EntityRegistry } from '../entities/entity-registry';
import { anySignal } from './any-signal';
import type { DrainLock } from './drain-lock';
import { earliestRetry, recordEntryFailures } from './entry-failures';
import { pullChanges } from './feed-pull';
import { pullEntity, type PullOutcome } from './pull';
import { pushOutbox, type PushStop } from './push';
import type { Transport } from './push-transport';
import type { SyncTuning } from './sync-tuning';

export interface DrainCycleDeps {
  db: AppDatabase;
  api: ApiClient;
  registry: EntityRegistry;
  lock: DrainLock;
  transport: Transport;
  /** Learned from the server: false when it has no change feed (an older server); pull lists then. */
  feed: { available?: boolean };
  tuning: SyncTuning;
  signal: AbortSignal;
  log: Pick<Console, 'error' | 'warn'>;
}

/** `nextRetryAt`: some changes wait in their own backoff until then. */
export type CycleResult = { kind: 'done'; nextRetryAt?: number } | PushStop | { kind: 'busy' };

export async function runDrainCycle(deps: DrainCycleDeps, pull: boolean): Promise<CycleResult> {
  const attempt = await deps.lock.runExclusive(async (lockLost) => {
    const { signal, dispose } = anySignal(deps.signal, lockLost);
    try {
      return await drain({ ...deps, signal }, pull);
    } finally {
      dispose();
    }
  });
  return attempt.acquired ? attempt.value : { kind: 'busy' };
}

async function drain(deps: DrainCycleDeps, pull: boolean): Promise<CycleResult> {
  const pushed = await pushOutbox(deps);
  if (pushed.stop && (pushed.stop.kind !== 'retry' || pushed.stop.offline)) return pushed.stop;
  let serverAnswered = pushed.answered > 0;
  let pullStop: PushStop | undefined;
  if (pull || (pushed.failures.length > 0 && !serverAnswered)) {
    pullStop = await pullAll(deps);
    if (pullStop && (pullStop.kind !== 'retry' || pullStop.offline)) return pullStop;
    if (!pullStop) serverAnswered = true;
  }
  if (pushed.failures.length) {
    // Nothing got an answer, reads included: the server is down as a whole; everything waits.
    if (!serverAnswered) return { kind: 'retry', offline: false, detail: pushed.failures[0]!.detail };
    await recordEntryFailures(deps.db, deps.registry, pushed.failures, deps.tuning);
  }
  // A rate limit, or reads failing: wait for it, after doing what we could.
  if (pushed.stop) return pushed.stop;
  if (pullStop) return pullStop;
  return { kind: 'done', nextRetryAt: await earliestRetry(deps.db) };
}

/** The change feed, or every entity's list on a server without one; returns the reason to stop, if any. */
async function pullAll(deps: DrainCycleDeps): Promise<PushStop | undefined> {
  const { db, api, registry, signal } = deps;
  if (deps.feed.available !== false) {
    const outcome = await pullChanges(db, api, registry, signal);
    if (outcome.kind === 'unsupported') deps.feed.available = false;
    else {
      deps.feed.available = true;
      return stopFor(outcome, deps);
    }
  }
  const outcomes = await Promise.all([...registry.values()].map((descriptor) => pullEntity(db, api, descriptor, signal)));
  for (const outcome of outcomes) {
    const stop = stopFor(outcome, deps);
    if (stop) return stop;
  }
  return undefined;
}

function stopFor(outcome: PullOutcome, deps: DrainCycleDeps): PushStop | undefined {
  if (deps.signal.aborted) return { kind: 'stopped' };
  if (outcome.kind === 'retry' || outcome.kind === 'auth-required') return outcome;
  // A refused read (e.g. an endpoint this server lacks) should not stop the others; just say so.
  if (outcome.kind === 'rejected') deps.log.warn(`Refresh failed (HTTP ${outcome.status}): ${outcome.detail}`);
  return undefined;
}
