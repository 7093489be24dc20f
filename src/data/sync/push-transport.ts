// How sealed entries travel: in batches through POST /api/sync/ when the server offers it (one
// request for up to `batchLimit` changes, each applied and answered on its own), else one request
// per entry with `concurrency` in flight. Either way each entry's outcome is handed to `settle`.
import type { ApiRequest, ApiResponse } from '../../api/api-client';
import type { EntityDescriptor } from '../entities/entity-descriptor';
import { descriptorFor } from '../entities/entity-registry';
import { classifyError, classifyResponse, isApiError, UNEXPECTED_ANSWER, type Outcome } from './outcome';
import type { PushDeps, PushStop } from './push';
import type { OutboxEntry } from './sync-records';

export interface Transport {
  /** Changes per batch; 0 sends one request per change. */
  batchLimit: number;
  /** Requests in flight at once when sending one per change. */
  concurrency: number;
  /** Set to false once the server showed it has no batch endpoint (an older server). */
  batches?: boolean;
  /** Sent with every push (X-Device-Id), so the server pokes this student's other devices, not this one. */
  deviceId?: string;
}

export const BATCH_PATH = '/api/sync/';

type Settle = (entry: OutboxEntry, outcome: Outcome | 'aborted') => Promise<PushStop | undefined>;

export async function sendEntries(deps: PushDeps, entries: OutboxEntry[], settle: Settle): Promise<PushStop | undefined> {
  const { transport } = deps;
  if (transport.batchLimit > 0 && transport.batches !== false) {
    for (let start = 0; start < entries.length; start += transport.batchLimit) {
      const chunk = entries.slice(start, start + transport.batchLimit);
      const stop = await sendBatch(deps, chunk, settle);
      if (stop === 'unsupported') return sendSingly(deps, entries.slice(start), settle);
      if (stop) return stop;
    }
    return undefined;
  }
  return sendSingly(deps, entries, settle);
}

async function sendSingly(deps: PushDeps, entries: OutboxEntry[], settle: Settle): Promise<PushStop | undefined> {
  const queue = [...entries];
  let stop: PushStop | undefined;
  const worker = async () => {
    for (let entry = queue.shift(); entry && !stop && !deps.signal.aborted; entry = queue.shift()) {
      stop ??= await settle(entry, await sendOne(deps, entry));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, deps.transport.concurrency) }, worker));
  return stop;
}

async function sendOne(deps: PushDeps, entry: OutboxEntry): Promise<Outcome | 'aborted'> {
  let request: ReturnType<typeof requestFor>;
  let timeoutMs: number | undefined;
  try {
    const descriptor = descriptorFor(deps.registry, entry.entity);
    request = requestFor(descriptor, entry);
    timeoutMs = pushTimeoutOf(descriptor);
  } catch (error) {
    return { kind: 'rejected', status: 0, detail: (error as Error).message };
  }
  try {
    const response = await deps.api.request({ ...request, idempotencyKey: entry.id, ifMatch: entry.baseVersion, signal: deps.signal, timeoutMs, deviceId: deps.transport.deviceId });
    return classifyResponse(response, entry.op, Date.now());
  } catch (error) {
    return deps.signal.aborted ? 'aborted' : classifyError(error);
  }
}

async function sendBatch(deps: PushDeps, entries: OutboxEntry[], settle: Settle): Promise<PushStop | 'unsupported' | undefined> {
  const descriptors = entries.map((entry) => descriptorFor(deps.registry, entry.entity));
  const operations = entries.map((entry, index) => batchOperation(descriptors[index]!, entry));
  const timeouts = descriptors.map(pushTimeoutOf).filter((ms) => ms !== undefined);
  let response: ApiResponse;
  try {
    response = await deps.api.request({ method: 'POST', path: BATCH_PATH, body: { operations }, signal: deps.signal, deviceId: deps.transport.deviceId, timeoutMs: timeouts.length > 0 ? Math.max(...timeouts) : undefined });
  } catch (error) {
    if (deps.signal.aborted) return { kind: 'stopped' };
    return settleAll(entries, classifyError(error), settle);
  }
  const { status, body } = response;
  // No such endpoint, or one that does not take our format: an older server. Send one by one.
  if (status >= 400 && status < 500 && ![401, 408, 429].includes(status)) {
    // Someone else's page (a proxy's 404) says nothing about our server: try again later.
    if (!isApiError(body)) return settleAll(entries, { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER }, settle);
    deps.transport.batches = false;
    return 'unsupported';
  }
  if (status < 200 || status >= 300) return settleAll(entries, classifyResponse(response, 'create', Date.now()), settle);
  const results = (body as { results?: unknown } | undefined)?.results;
  if (typeof body !== 'object' || !Array.isArray(results) || results.length !== entries.length) {
    return settleAll(entries, { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER }, settle);
  }
  deps.transport.batches = true;
  // The whole batch's write-backs in one local transaction (each settle's own transaction joins it): one
  // commit instead of one per change, and screens re-render once. Should it fail, every entry stays queued
  // and is sent again; the server answers each from its idempotency store.
  const { db } = deps;
  return db.transaction('rw', db.tables, async () => {
    for (const [index, entry] of entries.entries()) {
      const stop = await settle(entry, classifyResponse(resultAsResponse(results[index]), entry.op, Date.now()));
      if (stop) return stop;
    }
    return undefined;
  });
}

async function settleAll(entries: OutboxEntry[], outcome: Outcome, settle: Settle): Promise<PushStop | undefined> {
  for (const entry of entries) {
    const stop = await settle(entry, outcome);
    if (stop) return stop;
  }
  return undefined;
}

/** One operation's result, read the way the single request's answer would be. */
function resultAsResponse(result: unknown): ApiResponse {
  const { status, record, current, error } = (result ?? {}) as { status?: unknown; record?: unknown; current?: unknown; error?: unknown };
  if (typeof status !== 'number') return { status: 200, headers: new Headers(), body: UNEXPECTED_ANSWER };
  let body: unknown = error;
  if (status >= 200 && status < 300) body = record;
  else if (status === 412 && isApiError(error)) body = { ...error, current };
  return { status, headers: new Headers(), body };
}

function batchOperation(descriptor: EntityDescriptor, entry: OutboxEntry) {
  return {
    op: entry.op,
    entity: descriptor.wireName,
    ...(descriptor.kind === 'collection' ? { id: entry.entityId } : {}),
    ...(entry.op === 'delete' ? {} : { body: wireBody(descriptor, entry) }),
    ...(entry.baseVersion !== undefined ? { base_version: entry.baseVersion } : {}),
    idempotency_key: entry.id,
  };
}

function requestFor(descriptor: EntityDescriptor, entry: OutboxEntry): Omit<ApiRequest, 'idempotencyKey' | 'signal'> {
  if (descriptor.kind === 'singleton') {
    if (entry.op !== 'update') throw new Error(`A singleton (${descriptor.name}) can only be updated`);
    return { method: 'PATCH', path: descriptor.endpoints.resource, body: entry.body };
  }
  const { endpoints } = descriptor;
  if (entry.op === 'create') {
    if (!endpoints.create) throw new Error(`${descriptor.name} cannot be created by the client`);
    return { method: 'POST', path: endpoints.create, body: wireBody(descriptor, entry) };
  }
  if (entry.op === 'update') return { method: 'PATCH', path: endpoints.item(entry.entityId), body: entry.body };
  return { method: 'DELETE', path: endpoints.item(entry.entityId) };
}

/** The body as the API takes it: a create carries its descriptor's extras (they are never stored locally). */
function wireBody(descriptor: EntityDescriptor, entry: OutboxEntry): Record<string, unknown> {
  return entry.op === 'create' && descriptor.kind === 'collection' && descriptor.createExtras ? { ...entry.body, ...descriptor.createExtras } : entry.body;
}

/** A longer wait than the API client's, for creates the server answers slowly (a language model's reply). */
function pushTimeoutOf(descriptor: EntityDescriptor): number | undefined {
  return descriptor.kind === 'collection' ? descriptor.slowCreateTimeoutMs : undefined;
}
