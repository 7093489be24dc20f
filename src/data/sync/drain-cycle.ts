// One drain: take the lock, push the outbox, then (if asked) pull every entity. Pull comes after
// push so the server already holds our changes when we read it back.
import type { ApiClient } from '../../api/api-client';
import type { AppDatabase } from '../app-database';
import type { EntityRegistry } from '../entities/entity-registry';
import { anySignal } from './any-signal';
import type { DrainLock } from './drain-lock';
import { pullEntity } from './pull';
import { pushOutbox, type PushStop } from './push';

export interface DrainCycleDeps {
  db: AppDatabase;
  api: ApiClient;
  registry: EntityRegistry;
  lock: DrainLock;
  concurrency: number;
  signal: AbortSignal;
  log: Pick<Console, 'error' | 'warn'>;
}

export type CycleResult = { kind: 'done' } | PushStop | { kind: 'busy' };

export async function runDrainCycle(deps: DrainCycleDeps, pull: boolean): Promise<CycleResult> {
  const attempt = await deps.lock.runExclusive(async (lockLost) => {
    const { signal, dispose } = anySignal(deps.signal, lockLost);
    try {
      const pushed = await pushOutbox({ ...deps, signal });
      if (pushed.kind !== 'done' || !pull) return pushed;
      return (await pullAll(deps, signal)) ?? pushed;
    } finally {
      dispose();
    }
  });
  return attempt.acquired ? attempt.value : { kind: 'busy' };
}

/** Pulls every registered entity in parallel; returns the first reason to stop, if any. */
async function pullAll(deps: DrainCycleDeps, signal: AbortSignal): Promise<PushStop | undefined> {
  const outcomes = await Promise.all(
    [...deps.registry.values()].map((descriptor) => pullEntity(deps.db, deps.api, descriptor, signal)),
  );
  if (signal.aborted) return { kind: 'stopped' };
  for (const outcome of outcomes) {
    if (outcome.kind === 'retry' || outcome.kind === 'auth-required') return outcome;
    // A refused read (e.g. an endpoint this server lacks) should not stop the others; just say so.
    if (outcome.kind === 'rejected') deps.log.warn(`Refresh failed (HTTP ${outcome.status}): ${outcome.detail}`);
  }
  return undefined;
}
