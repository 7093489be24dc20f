// Refresh one entity from its list (or singleton) endpoint, following `next` pages, and merge it into
// Dexie in one transaction. Used for an explicit refresh of one entity (the profile gate) and when the
// server has no change feed. Merging follows the feed's rules (merge-changes.ts); a record the
// complete list no longer holds is deleted locally only when nothing is queued for it.
import type { ApiClient } from '../../api/api-client';
import type { AppDatabase } from '../app-database';
import { fromServer, isServerRecord, type EntityDescriptor, type LocalRecord } from '../entities/entity-descriptor';
import { mergeRecords } from './merge-changes';
import { classifyError, classifyResponse, UNEXPECTED_ANSWER, type Outcome } from './outcome';
import { pendingByRecord } from './outbox-queue';
import { readPushVersion } from './push-version';

export type PullOutcome = { kind: 'success' } | Exclude<Outcome, { kind: 'success' } | { kind: 'gone' } | { kind: 'conflict' }>;

// A push landing between our GET and our merge makes the list stale; try again a few times.
const STALE_RETRIES = 3;
// Enough for any cap the server sets (10,000 per entity at 500 a page), and a stop for a loop of `next` links.
const MAX_PAGES = 100;

export async function pullEntity(db: AppDatabase, api: ApiClient, descriptor: EntityDescriptor, signal?: AbortSignal): Promise<PullOutcome> {
  for (let attempt = 0; attempt < STALE_RETRIES; attempt++) {
    const version = await readPushVersion(db);
    const fetched = await fetchAll(api, descriptor, signal);
    if (fetched.kind !== 'state') return fetched;
    if (await mergeServerState(db, descriptor, fetched, version)) return { kind: 'success' };
  }
  return { kind: 'success' }; // the next pull will catch up
}

interface ServerState {
  kind: 'state';
  records: LocalRecord[];
  /** The whole list: a local record missing from it was deleted elsewhere. */
  complete: boolean;
}

async function fetchAll(api: ApiClient, descriptor: EntityDescriptor, signal?: AbortSignal): Promise<ServerState | PullOutcome> {
  let path: string | null = descriptor.kind === 'singleton' ? descriptor.endpoints.resource : `${descriptor.endpoints.list}?limit=500`;
  const state: ServerState = { kind: 'state', records: [], complete: false };
  for (let page = 0; path && page < MAX_PAGES; page++) {
    let outcome: Outcome;
    try {
      outcome = classifyResponse(await api.request({ method: 'GET', path, signal }), 'read', Date.now());
    } catch (error) {
      outcome = classifyError(error);
    }
    if (outcome.kind === 'gone' || outcome.kind === 'conflict') return { kind: 'rejected', status: 404, detail: 'Not found' };
    if (outcome.kind !== 'success') return outcome;
    const read = readPage(descriptor, outcome.body);
    if (!read) return { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER };
    state.records.push(...read.records);
    path = read.next;
    state.complete = path === null;
  }
  return state;
}

/**
 * The answer as records, or null when it is not what our API sends (a captive portal's page, a
 * proxy's error): merging that would delete the user's records, so it counts as no answer.
 * Lists answer `{count, next, previous, results}` (or a bare array).
 */
function readPage(descriptor: EntityDescriptor, body: unknown): { records: LocalRecord[]; next: string | null } | null {
  if (descriptor.kind === 'singleton') {
    return isServerRecord(descriptor, body) ? { records: [fromServer(descriptor, body)], next: null } : null;
  }
  const page = body as { results?: unknown; next?: unknown } | null | undefined;
  const items: unknown = Array.isArray(body) ? body : page?.results;
  if (!Array.isArray(items) || !items.every((item) => isServerRecord(descriptor, item))) return null;
  const next = !Array.isArray(body) && typeof page?.next === 'string' ? nextPath(page.next) : null;
  // A `next` we cannot follow leaves the list partial: nothing is deleted for being absent from it.
  if (!Array.isArray(body) && page?.next != null && next === null) return { records: items.map((item) => fromServer(descriptor, item)), next: '' };
  return { records: items.map((item) => fromServer(descriptor, item)), next };
}

/** Our API's `next` is a path (or a URL on this origin); anything else is not followed. */
function nextPath(next: string): string | null {
  if (next.startsWith('/api/')) return next;
  try {
    const url = new URL(next);
    return url.pathname.startsWith('/api/') ? url.pathname + url.search : null;
  } catch {
    return null;
  }
}

async function mergeServerState(db: AppDatabase, descriptor: EntityDescriptor, { records, complete }: ServerState, version: number) {
  const table = db.table<LocalRecord, string>(descriptor.name);
  return db.transaction('rw', [table, db.outbox, db.deadLetters, db.syncMeta], async () => {
    if ((await readPushVersion(db)) !== version) return false;
    await mergeRecords(db, descriptor, new Map(records.map((record) => [record.id, record])));
    // A singleton is never "missing from the list"; for collections, absence means deleted elsewhere.
    if (descriptor.kind === 'collection' && complete) {
      const pending = await pendingByRecord(db, descriptor.name);
      const listed = new Set(records.map((record) => record.id));
      const gone = (await table.toCollection().primaryKeys()).filter((id) => !listed.has(id) && !pending.has(id));
      if (gone.length) await table.bulkDelete(gone);
    }
    return true;
  });
}
