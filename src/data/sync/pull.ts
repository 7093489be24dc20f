// Refresh: fetch an entity's server state and merge it into Dexie in one bulk transaction.
// A record with anything queued is rebased (server copy + pending changes), never overwritten;
// a record the server no longer lists is deleted locally only when nothing is queued for it.
import type { ApiClient } from '../../api/api-client';
import type { AppDatabase } from '../app-database';
import { fromServer, isServerRecord, type EntityDescriptor, type LocalRecord } from '../entities/entity-descriptor';
import { classifyError, classifyResponse, UNEXPECTED_ANSWER, type Outcome } from './outcome';
import { pendingByRecord } from './outbox-queue';
import { readPushVersion } from './push-version';
import { rebase } from './rebase';

export type PullOutcome = { kind: 'success' } | Exclude<Outcome, { kind: 'success' } | { kind: 'gone' }>;

// A push landing between our GET and our merge makes the list stale; try again a few times.
const STALE_RETRIES = 3;

export async function pullEntity(db: AppDatabase, api: ApiClient, descriptor: EntityDescriptor, signal?: AbortSignal): Promise<PullOutcome> {
  const path = descriptor.kind === 'singleton' ? descriptor.endpoints.resource : descriptor.endpoints.list;
  for (let attempt = 0; attempt < STALE_RETRIES; attempt++) {
    const version = await readPushVersion(db);
    let outcome: Outcome;
    try {
      outcome = classifyResponse(await api.request({ method: 'GET', path, signal }), 'read', Date.now());
    } catch (error) {
      outcome = classifyError(error);
    }
    if (outcome.kind === 'gone') return { kind: 'rejected', status: 404, detail: 'Not found' };
    if (outcome.kind !== 'success') return outcome;
    const state = serverState(descriptor, outcome.body);
    if (!state) return { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER };
    if (await mergeServerState(db, descriptor, state, version)) return { kind: 'success' };
  }
  return { kind: 'success' }; // the next pull will catch up
}

interface ServerState {
  records: LocalRecord[];
  /** The whole list: a local record missing from it was deleted elsewhere. */
  complete: boolean;
}

/**
 * The answer as records, or null when it is not what our API sends (a captive portal's page, a
 * proxy's error): merging that would delete the user's records, so it counts as no answer.
 * Lists answer `{count, next, previous, results}` (or a bare array); a page with a `next` is partial.
 */
function serverState(descriptor: EntityDescriptor, body: unknown): ServerState | null {
  if (descriptor.kind === 'singleton') {
    return isServerRecord(descriptor, body) ? { records: [fromServer(descriptor, body)], complete: true } : null;
  }
  const page = body as { results?: unknown; next?: unknown } | null | undefined;
  const items: unknown = Array.isArray(body) ? body : page?.results;
  if (!Array.isArray(items) || !items.every((item) => isServerRecord(descriptor, item))) return null;
  return { records: items.map((item) => fromServer(descriptor, item)), complete: Array.isArray(body) || page?.next == null };
}

async function mergeServerState(db: AppDatabase, descriptor: EntityDescriptor, { records: server, complete }: ServerState, version: number) {
  const table = db.table<LocalRecord, string>(descriptor.name);
  return db.transaction('rw', [table, db.outbox, db.deadLetters, db.syncMeta], async () => {
    if ((await readPushVersion(db)) !== version) return false;
    const pending = await pendingByRecord(db, descriptor.name);
    const local = new Map((await table.toArray()).map((record) => [record.id, record]));
    const puts: LocalRecord[] = [];
    const deletes: string[] = [];
    for (const copy of server) {
      const queued = pending.get(copy.id);
      const next = queued ? rebase(copy, queued) : copy;
      const current = local.get(copy.id);
      if (next && !sameRecord(current, next)) puts.push(next);
      else if (!next && current) deletes.push(copy.id);
    }
    // A singleton is never "missing from the list"; for collections, absence means deleted elsewhere.
    if (descriptor.kind === 'collection' && complete) {
      const listed = new Set(server.map((record) => record.id));
      for (const id of local.keys()) if (!listed.has(id) && !pending.has(id)) deletes.push(id);
    }
    if (puts.length) await table.bulkPut(puts);
    if (deletes.length) await table.bulkDelete(deletes);
    return true;
  });
}

// Unchanged records are not rewritten, so a pull that finds nothing new wakes no live query.
function sameRecord(a: LocalRecord | undefined, b: LocalRecord): boolean {
  if (!a) return false;
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
}
