// Only one tab per browser drains the outbox. Web Locks do it properly (released when the holder
// dies); where they are missing, a lease row in Dexie that the holder renews and others wait out.
import type { AppDatabase } from '../app-database';
import type { LockManagerLike } from './sync-environment';

export type LockResult<T> = { acquired: true; value: T } | { acquired: false };

export interface DrainLock {
  /** Runs `task` only if nobody else holds the lock right now. `signal` aborts if the lock is lost. */
  runExclusive<T>(task: (signal: AbortSignal) => Promise<T>): Promise<LockResult<T>>;
}

export function webLock(locks: LockManagerLike, name: string): DrainLock {
  return {
    runExclusive: (task) =>
      locks.request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return { acquired: false as const };
        return { acquired: true as const, value: await task(new AbortController().signal) };
      }),
  };
}

interface Lease {
  owner: string;
  expiresAt: number;
}

const LEASE_KEY = 'drainLease';

export function leaseLock(db: AppDatabase, owner: string, leaseMs: number): DrainLock {
  /** Take or extend the lease if it is free, expired or already ours. */
  const claim = () =>
    db.transaction('rw', db.syncMeta, async () => {
      const lease = (await db.syncMeta.get(LEASE_KEY))?.value as Lease | undefined;
      const now = Date.now();
      if (lease && lease.owner !== owner && lease.expiresAt > now) return false;
      await db.syncMeta.put({ key: LEASE_KEY, value: { owner, expiresAt: now + leaseMs } satisfies Lease });
      return true;
    });

  const release = () =>
    db.transaction('rw', db.syncMeta, async () => {
      const lease = (await db.syncMeta.get(LEASE_KEY))?.value as Lease | undefined;
      if (lease?.owner === owner) await db.syncMeta.delete(LEASE_KEY);
    });

  return {
    async runExclusive(task) {
      if (!(await claim())) return { acquired: false };
      const lost = new AbortController();
      const heartbeat = setInterval(() => {
        claim().then(
          (held) => held || lost.abort(new Error('Drain lease lost')),
          () => lost.abort(new Error('Drain lease could not be renewed')),
        );
      }, leaseMs / 3);
      try {
        return { acquired: true, value: await task(lost.signal) };
      } finally {
        clearInterval(heartbeat);
        await release().catch(() => {}); // a closed database lets the lease simply expire
      }
    },
  };
}
