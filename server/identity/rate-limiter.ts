// An attempt counter per key and fixed window, kept in the database (server/db/shared-counters.ts) so that
// every provider process behind one database counts the same attempts: guessing is not spread over
// processes to multiply the budget.
import type { Connection } from '../db/database';
import { hitCounter, takeBackHit, type CounterWindow } from '../db/shared-counters';

export interface RateLimiter {
  /** Counts one attempt for `key`; false when the key has used up its attempts for this window. */
  attempt(key: string): Promise<boolean>;
  /** Takes back one attempt counted in the current window (one that turned out not to count, e.g. a success). */
  refund(key: string): Promise<void>;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
}

/** `scope` keeps each budget's counts apart (sign-in per account, codes, reset mails…). */
export function createRateLimiter(db: Connection, scope: string, { limit, windowMs, now }: RateLimiterOptions): RateLimiter {
  const window: CounterWindow = { scope, windowMs, now };
  return {
    async attempt(key) {
      return (await hitCounter(db, window, key)).count <= limit;
    },
    async refund(key) {
      await takeBackHit(db, window, key);
    },
  };
}
