// @fastify/rate-limit's store, counting in the database (server/db/shared-counters.ts) instead of this
// process's memory: the API's budgets per user and per address hold however many processes serve one
// database. One upsert a request for a quiet key; a busy key claims its hits in blocks
// (counter-leases.ts), so the API's hot path does not write a counter row on every request.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Connection } from '../db/database';
import { hitCounter } from '../db/shared-counters';
import { CounterLeases } from './counter-leases';

export function databaseRateLimitStore(db: Connection): FastifyRateLimitStoreCtor {
  const leases = new CounterLeases((key, hits, windowMs) => hitCounter(db, { scope: 'api', windowMs }, key, hits));
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number, max: number): void {
      leases.hit(key, timeWindow, max).then(
        ({ count, resetAt }) => callback(null, { current: count, ttl: Math.max(0, resetAt - Date.now()) }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    // Routes and createRateLimit() budgets share this store: their keys say which budget they count.
    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}
