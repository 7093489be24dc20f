// What the user sees about syncing, derived from Dexie so every tab shows the same thing, not only
// the tab that happens to hold the drain lock.
import { liveQuery } from 'dexie';
import type { AppDatabase } from '../app-database';
import type { EntityName } from '../entities/entity-descriptor';
import { descriptorFor, type EntityRegistry } from '../entities/entity-registry';
import { parentsOf } from './outbox-queue';
import { laneKey, type Conflict, type DeadLetter, type Notice, type OutboxEntry } from './sync-records';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'paused-auth' | 'error';

export interface SyncStatus {
  /** The browser is online and the server was reachable on the last attempt. */
  online: boolean;
  state: SyncState;
  /** Changes waiting in the outbox. */
  pending: number;
  /** The same, per kind of record ("3 links, 1 planned course"). */
  pendingByKind: PendingKind[];
  deadLetters: DeadLetter[];
  /** Changes failing on their own, retried with their own backoff (their label and lastError say what and why). */
  failing: OutboxEntry[];
  /** Changes held because a record they name was refused: `waitingFor` is that record's label. */
  held: HeldChange[];
  conflicts: Conflict[];
  notices: Notice[];
  /** Why the last drain stopped, while it matters (state offline/error/paused-auth). */
  detail?: string;
}

/** The last drain's trouble, shared through Dexie; cleared by the next drain that gets through. */
export interface SyncProblem {
  kind: 'offline' | 'server' | 'auth';
  detail: string;
  at: number;
}

const PROBLEM_KEY = 'problem';

export async function readProblem(db: AppDatabase): Promise<SyncProblem | undefined> {
  return (await db.syncMeta.get(PROBLEM_KEY))?.value as SyncProblem | undefined;
}

export async function writeProblem(db: AppDatabase, problem: SyncProblem | null): Promise<void> {
  await db.transaction('rw', db.syncMeta, async () => {
    const current = (await db.syncMeta.get(PROBLEM_KEY))?.value as SyncProblem | undefined;
    // Rewrite only on change: every write wakes the status query in every tab.
    if ((current?.kind ?? null) === (problem?.kind ?? null) && current?.detail === problem?.detail) return;
    if (problem) await db.syncMeta.put({ key: PROBLEM_KEY, value: problem });
    else await db.syncMeta.delete(PROBLEM_KEY);
  });
}

export interface PendingKind {
  entity: EntityName;
  noun: string;
  count: number;
}

export interface HeldChange {
  entry: OutboxEntry;
  label: string;
  waitingFor: string;
}

export interface SyncSnapshot {
  pending: number;
  pendingByKind: PendingKind[];
  /** Pending entries stuck behind a dead letter (their own or a parent's): not "syncing", waiting on the user. */
  blocked: number;
  deadLetters: DeadLetter[];
  failing: OutboxEntry[];
  held: HeldChange[];
  conflicts: Conflict[];
  notices: Notice[];
  problem: SyncProblem | undefined;
}

export const emptySnapshot: SyncSnapshot = {
  pending: 0,
  pendingByKind: [],
  blocked: 0,
  deadLetters: [],
  failing: [],
  held: [],
  conflicts: [],
  notices: [],
  problem: undefined,
};

export function deriveStatus(snapshot: SyncSnapshot, browserOnline: boolean): SyncStatus {
  const { pending, pendingByKind, blocked, deadLetters, failing, held, conflicts, notices, problem } = snapshot;
  const online = browserOnline && problem?.kind !== 'offline';
  let state: SyncState;
  if (!online) state = 'offline';
  else if (problem?.kind === 'auth') state = 'paused-auth';
  else if (problem?.kind === 'server') state = 'error';
  // Changes waiting out their own backoff are not being sent: the panel lists them as failing.
  else state = pending > blocked + failing.length ? 'syncing' : 'idle';
  return { online, state, pending, pendingByKind, deadLetters, failing, held, conflicts, notices, detail: problem?.detail };
}

/** At most this often the whole snapshot is read again (leading and trailing). */
const SNAPSHOT_THROTTLE_MS = 100;

/**
 * Calls `onSnapshot` now and whenever the outbox, dead letters, conflicts, notices or problem change.
 * The live query is only the signal (it counts rows, so it also hears other tabs); the snapshot reads
 * every queued entry, and reading it on every write made queueing and draining thousands of changes
 * quadratic, so it is read at most every SNAPSHOT_THROTTLE_MS.
 */
export function observeSyncTables(
  db: AppDatabase,
  registry: EntityRegistry,
  onSnapshot: (snapshot: SyncSnapshot) => void,
  onError: (error: unknown) => void,
) {
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let reading = false;
  let owed = false;
  let last = 0;

  async function read() {
    reading = true;
    owed = false;
    last = Date.now();
    try {
      const snapshot = await readSnapshot(db, registry);
      if (!closed) onSnapshot(snapshot);
    } catch (error) {
      if (!closed) onError(error);
    } finally {
      reading = false;
      if (owed && !closed) schedule();
    }
  }

  function schedule() {
    if (reading) {
      owed = true;
      return;
    }
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void read();
    }, Math.max(0, last + SNAPSHOT_THROTTLE_MS - Date.now()));
  }

  const signal = () => Promise.all([db.outbox.count(), db.deadLetters.count(), db.conflicts.count(), db.notices.count(), db.syncMeta.get(PROBLEM_KEY)]);
  const subscription = liveQuery(signal).subscribe({ next: schedule, error: onError });
  return () => {
    closed = true;
    clearTimeout(timer);
    subscription.unsubscribe();
  };
}

async function readSnapshot(db: AppDatabase, registry: EntityRegistry): Promise<SyncSnapshot> {
  return db.transaction('r', [db.outbox, db.deadLetters, db.conflicts, db.notices, db.syncMeta], async () => {
    const deadLetters = (await db.deadLetters.toArray()).sort((a, b) => a.seq - b.seq);
    const outbox = await db.outbox.toArray();
    const refused = new Map(deadLetters.map((letter) => [laneKey(letter), letter]));
    const held: HeldChange[] = [];
    let blocked = 0;
    const counts = new Map<EntityName, number>();
    for (const entry of outbox) {
      counts.set(entry.entity, (counts.get(entry.entity) ?? 0) + 1);
      if (refused.has(laneKey(entry))) blocked++;
      const parent = parentsOf(registry, entry).map((key) => refused.get(key)).find(Boolean);
      if (parent && parent.op === 'create') {
        blocked++;
        held.push({ entry, label: descriptorFor(registry, entry.entity).label(entry.body), waitingFor: parent.label });
      }
    }
    return {
      pending: outbox.length,
      pendingByKind: [...counts].map(([entity, count]) => ({ entity, noun: descriptorFor(registry, entity).noun, count })),
      blocked,
      deadLetters,
      failing: outbox.filter((entry) => (entry.failedAttempts ?? 0) > 0),
      held,
      conflicts: await db.conflicts.orderBy('createdAt').toArray(),
      notices: await db.notices.orderBy('createdAt').toArray(),
      problem: (await db.syncMeta.get(PROBLEM_KEY))?.value as SyncProblem | undefined,
    };
  });
}
