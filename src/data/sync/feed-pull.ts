// Pull through the change feed (GET /api/changes/?since=cursor): only what changed since this
// device last looked, across every entity, with tombstones for deletes. The first pull, and a pull
// whose cursor the server cannot continue from (410: offline longer than tombstones are kept, or a
// cursor ahead of the server's newest change after a restore), read the whole state and then remove
// local records the server no longer has (docs/sync-protocol.md).
import type { ApiClient } from '../../api/api-client';
import type { AppDatabase } from '../app-database';
import type { EntityDescriptor } from '../entities/entity-descriptor';
import { byWireName, type EntityRegistry } from '../entities/entity-registry';
import { mergeChanges, type FeedChange } from './merge-changes';
import { classifyError, classifyResponse, isApiError, UNEXPECTED_ANSWER, type Outcome } from './outcome';
import type { PullOutcome } from './pull';
import { readPushVersion } from './push-version';

export const FEED_PATH = '/api/changes/';
const CURSOR_KEY = 'feedCursor';
const PAGE_SIZE = 500;
// A push landing between our GET and our merge makes the page stale; read it again a few times.
const STALE_RETRIES = 3;

export type FeedPullOutcome = PullOutcome | { kind: 'unsupported' };

interface FeedPage {
  changes: FeedChange[];
  cursor: string;
  hasMore: boolean;
}

export async function pullChanges(db: AppDatabase, api: ApiClient, registry: EntityRegistry, signal?: AbortSignal): Promise<FeedPullOutcome> {
  const entities = byWireName(registry);
  let since = (await db.syncMeta.get(CURSOR_KEY))?.value as string | undefined;
  // A full read remembers what it saw, to remove the rest at the end; its cursor is kept only then.
  let seen: Map<EntityDescriptor, Set<string>> | undefined = since === undefined ? new Map() : undefined;
  let stale = 0;
  let next = readPage(db, api, since, signal);
  for (;;) {
    const { pushVersion, outcome } = await next;
    if (outcome.kind === 'rejected' && outcome.status === 410) {
      since = undefined;
      seen = new Map();
      next = readPage(db, api, since, signal);
      continue;
    }
    if (outcome.kind === 'rejected' && outcome.status === 404) return { kind: 'unsupported' };
    if (outcome.kind === 'gone' || outcome.kind === 'conflict') return { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER };
    if (outcome.kind !== 'success') return outcome;
    const page = feedPage(outcome.body);
    if (!page) return { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER };
    // The next page travels while this one is merged: a long pull waits for the network once, not per page.
    // Should this page turn out stale, that read is simply not used.
    const ahead = page.hasMore ? readPage(db, api, page.cursor, signal) : undefined;
    ahead?.catch(() => {}); // awaited below when used; an unused read's failure (a local one) concerns no one
    const merged = await mergeChanges(db, registry, entities, page.changes, {
      pushVersion,
      cursor: page.hasMore ? undefined : { key: CURSOR_KEY, value: page.cursor },
      seen,
    });
    if (!merged) {
      if (++stale >= STALE_RETRIES) return { kind: 'success' }; // the next pull will catch up
      next = readPage(db, api, since, signal);
      continue;
    }
    stale = 0;
    since = page.cursor;
    if (ahead) {
      if (!seen) await db.syncMeta.put({ key: CURSOR_KEY, value: since });
      next = ahead;
      continue;
    }
    return { kind: 'success' };
  }
}

/** One page of the feed from `since`, with the push counter read before it (to tell a stale page); network failures as outcomes. */
async function readPage(db: AppDatabase, api: ApiClient, since: string | undefined, signal?: AbortSignal): Promise<{ pushVersion: number; outcome: Outcome }> {
  const pushVersion = await readPushVersion(db);
  const query = `?limit=${PAGE_SIZE}${since === undefined ? '' : `&since=${encodeURIComponent(since)}`}`;
  try {
    return { pushVersion, outcome: classifyResponse(await api.request({ method: 'GET', path: FEED_PATH + query, signal }), 'read', Date.now()) };
  } catch (error) {
    return { pushVersion, outcome: classifyError(error) };
  }
}

/** Where this device's last pull left off; undefined before the first. */
export async function readFeedCursor(db: AppDatabase): Promise<string | undefined> {
  return (await db.syncMeta.get(CURSOR_KEY))?.value as string | undefined;
}

/** Forget the cursor: the next pull reads everything (sign-in of another build, tests). */
export async function resetFeedCursor(db: AppDatabase): Promise<void> {
  await db.syncMeta.delete(CURSOR_KEY);
}

/** The answer as a page of changes, or null when it is not what our API sends. */
function feedPage(body: unknown): FeedPage | null {
  if (!body || typeof body !== 'object' || isApiError(body)) return null;
  const { changes, cursor, has_more: hasMore } = body as { changes?: unknown; cursor?: unknown; has_more?: unknown };
  if (!Array.isArray(changes) || typeof cursor !== 'string' || typeof hasMore !== 'boolean') return null;
  if (!changes.every(isFeedChange)) return null;
  return { changes, cursor, hasMore };
}

function isFeedChange(change: unknown): change is FeedChange {
  if (!change || typeof change !== 'object') return false;
  const { entity, id, version, deleted, record } = change as Record<string, unknown>;
  if (typeof entity !== 'string' || typeof id !== 'string' || typeof version !== 'number' || typeof deleted !== 'boolean') return false;
  return deleted || (!!record && typeof record === 'object' && !Array.isArray(record));
}
