// The outbox drain: FIFO within each record, up to `concurrency` records in flight at once.
// Each request carries its entry's id as Idempotency-Key, so a retry after a lost answer is safe.
import type { ApiClient, ApiRequest } from '../../api/api-client';
import type { AppDatabase } from '../app-database';
import { isServerRecord, type EntityDescriptor } from '../entities/entity-descriptor';
import { descriptorFor, type EntityRegistry } from '../entities/entity-registry';
import { deadLetterEntry, completeEntry, dropGoneRecord } from './write-back';
import { classifyError, classifyResponse, UNEXPECTED_ANSWER, type Outcome } from './outcome';
import { noteTransientFailure, planPushPass, sealForSending, type Lane } from './outbox-queue';
import type { OutboxEntry } from './sync-records';

export interface PushDeps {
  db: AppDatabase;
  api: ApiClient;
  registry: EntityRegistry;
  concurrency: number;
  signal: AbortSignal;
  log: Pick<Console, 'error' | 'warn'>;
}

/** Why a push stopped before the outbox was empty. */
export type PushStop =
  | { kind: 'retry'; offline: boolean; retryAfterMs?: number; detail: string }
  | { kind: 'auth-required' }
  | { kind: 'stopped' };

export type PushResult = { kind: 'done' } | PushStop;

export async function pushOutbox(deps: PushDeps): Promise<PushResult> {
  for (;;) {
    // Each pass re-reads the outbox, so writes made while draining are picked up (and coalesced).
    const lanes = await planPushPass(deps.db);
    if (!lanes.length) return { kind: 'done' };
    let stop: PushStop | undefined;
    const halted = () => stop !== undefined || deps.signal.aborted;
    const worker = async () => {
      for (let lane = lanes.shift(); lane && !halted(); lane = lanes.shift()) {
        const result = await pushLane(deps, lane, halted);
        if (result) stop ??= result;
      }
    };
    await Promise.all(Array.from({ length: deps.concurrency }, worker));
    if (deps.signal.aborted) return { kind: 'stopped' };
    if (stop) return stop;
  }
}

/** Sends one record's entries in order; returns a reason to stop the whole push, if any. */
async function pushLane(deps: PushDeps, lane: Lane, halted: () => boolean): Promise<PushStop | undefined> {
  for (const seq of lane.seqs) {
    if (halted()) return undefined;
    const entry = await sealForSending(deps.db, seq);
    if (!entry) return undefined; // removed or blocked meanwhile: the rest of this lane waits
    const descriptor = descriptorFor(deps.registry, entry.entity);
    const outcome = await send(deps, descriptor, entry);
    const next = await apply(deps, descriptor, entry, outcome);
    if (next !== 'continue') return next === 'skip-lane' ? undefined : next;
  }
  return undefined;
}

async function send(deps: PushDeps, descriptor: EntityDescriptor, entry: OutboxEntry): Promise<Outcome | 'aborted'> {
  let request: ReturnType<typeof requestFor>;
  try {
    request = requestFor(descriptor, entry);
  } catch (error) {
    return { kind: 'rejected', status: 0, detail: (error as Error).message };
  }
  try {
    const response = await deps.api.request({ ...request, idempotencyKey: entry.id, signal: deps.signal });
    const outcome = classifyResponse(response, entry.op, Date.now());
    if (outcome.kind === 'success' && entry.op !== 'delete' && !isServerRecord(descriptor, outcome.body)) {
      return { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER };
    }
    return outcome;
  } catch (error) {
    return deps.signal.aborted ? 'aborted' : classifyError(error);
  }
}

async function apply(
  deps: PushDeps,
  descriptor: EntityDescriptor,
  entry: OutboxEntry,
  outcome: Outcome | 'aborted',
): Promise<'continue' | 'skip-lane' | PushStop> {
  if (outcome === 'aborted') return { kind: 'stopped' };
  switch (outcome.kind) {
    case 'success':
      await completeEntry(deps.db, descriptor, entry, outcome.body);
      return 'continue';
    case 'gone':
      // A singleton cannot be "deleted elsewhere"; a 404 there is a server problem for the user to see.
      if (descriptor.kind === 'singleton') return deadLetter(deps, descriptor, entry, 404, 'Not found');
      await dropGoneRecord(deps.db, descriptor, entry);
      return 'skip-lane';
    case 'rejected':
      return deadLetter(deps, descriptor, entry, outcome.status, outcome.detail);
    case 'retry':
      await noteTransientFailure(deps.db, entry.seq!, outcome.detail);
      return { kind: 'retry', offline: outcome.offline, retryAfterMs: outcome.retryAfterMs, detail: outcome.detail };
    case 'auth-required':
      return { kind: 'auth-required' };
  }
}

async function deadLetter(deps: PushDeps, descriptor: EntityDescriptor, entry: OutboxEntry, status: number, detail: string) {
  const letter = await deadLetterEntry(deps.db, descriptor, entry, status, detail);
  deps.log.error(`The server refused to ${entry.op} ${descriptor.noun} "${letter.label}" (HTTP ${status}): ${detail}`, letter);
  return 'skip-lane' as const;
}

export function requestFor(descriptor: EntityDescriptor, entry: OutboxEntry): Omit<ApiRequest, 'idempotencyKey' | 'signal'> {
  if (descriptor.kind === 'singleton') {
    if (entry.op !== 'update') throw new Error(`A singleton (${descriptor.name}) can only be updated`);
    return { method: 'PATCH', path: descriptor.endpoints.resource, body: entry.body };
  }
  const { endpoints } = descriptor;
  if (entry.op === 'create') {
    if (!endpoints.create) throw new Error(`${descriptor.name} cannot be created by the client`);
    return { method: 'POST', path: endpoints.create, body: entry.body };
  }
  if (entry.op === 'update') return { method: 'PATCH', path: endpoints.item(entry.entityId), body: entry.body };
  return { method: 'DELETE', path: endpoints.item(entry.entityId) };
}
