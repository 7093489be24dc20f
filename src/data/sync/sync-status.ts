// What the user sees about syncing, derived from Dexie so every tab shows the same thing, not only
// the tab that happens to hold the drain lock.
import { liveQuery } from 'dexie';
import type { AppDatabase } from '../app-database';
import { laneKey, type DeadLetter, type Notice } from './sync-records';

export type SyncState = 'idle' | 'syncing' | 'offline' | 'paused-auth' | 'error';

export interface SyncStatus {
  /** The browser is online and the server was reachable on the last attempt. */
  online: boolean;
  state: SyncState;
  /** Changes waiting in the outbox. */
  pending: number;
  deadLetters: DeadLetter[];
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

export async function writeProblem(db: AppDatabase, problem: SyncProblem | null): Promise<void> {
  await db.transaction('rw', db.syncMeta, async () => {
    const current = (await db.syncMeta.get(PROBLEM_KEY))?.value as SyncProblem | undefined;
    // Rewrite only on change: every write wakes the status query in every tab.
    if ((current?.kind ?? null) === (problem?.kind ?? null) && current?.detail === problem?.detail) return;
    if (problem) await db.syncMeta.put({ key: PROBLEM_KEY, value: problem });
    else await db.syncMeta.delete(PROBLEM_KEY);
  });
}

export interface SyncSnapshot {
  pending: number;
  /** Pending entries stuck behind a dead letter of the same record: not "syncing", waiting on the user. */
  blocked: number;
  deadLetters: DeadLetter[];
  notices: Notice[];
  problem: SyncProblem | undefined;
}

export const emptySnapshot: SyncSnapshot = { pending: 0, blocked: 0, deadLetters: [], notices: [], problem: undefined };

export function deriveStatus(snapshot: SyncSnapshot, browserOnline: boolean): SyncStatus {
  const { pending, blocked, deadLetters, notices, problem } = snapshot;
  const online = browserOnline && problem?.kind !== 'offline';
  let state: SyncState;
  if (!online) state = 'offline';
  else if (problem?.kind === 'auth') state = 'paused-auth';
  else if (problem?.kind === 'server') state = 'error';
  else state = pending > blocked ? 'syncing' : 'idle';
  return { online, state, pending, deadLetters, notices, detail: problem?.detail };
}

/** Calls `onSnapshot` now and whenever the outbox, dead letters, notices or problem change. */
export function observeSyncTables(db: AppDatabase, onSnapshot: (snapshot: SyncSnapshot) => void, onError: (error: unknown) => void) {
  const subscription = liveQuery(async (): Promise<SyncSnapshot> => {
    const deadLetters = (await db.deadLetters.toArray()).sort((a, b) => a.seq - b.seq);
    const blockedLanes = new Set(deadLetters.map(laneKey));
    return {
      pending: await db.outbox.count(),
      blocked: blockedLanes.size ? await db.outbox.filter((entry) => blockedLanes.has(laneKey(entry))).count() : 0,
      deadLetters,
      notices: await db.notices.orderBy('createdAt').toArray(),
      problem: (await db.syncMeta.get(PROBLEM_KEY))?.value as SyncProblem | undefined,
    };
  }).subscribe({ next: onSnapshot, error: onError });
  return () => subscription.unsubscribe();
}
