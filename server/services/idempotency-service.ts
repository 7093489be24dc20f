// The idempotency store: the first answer to each (owner, Idempotency-Key) is kept for 30 days and
// replayed to any retry. That long because a device can sit offline for weeks with a change whose
// answer it never received. The answer is recorded in the same transaction as the change it answers, so
// both commit together, and a concurrent retry recording its own waits for that commit (the primary key
// makes its insert block), finds the key answered, and rolls back (server/services/exactly-once.ts).
import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { rowsOf } from '../db/sql-rows';

export interface IdempotentRequest {
  ownerSub: string;
  key: string;
  method: string;
  path: string;
  /** Digest of the request body: the same key with a different body is a client bug, not a retry. */
  fingerprint: string;
}

export interface StoredAnswer {
  status: number;
  body: unknown;
}

const EXPIRED = sql`now() - interval '30 days'`;

/**
 * Records the answer to this request, in the transaction that applied it. False when the key was answered
 * already (and has not expired): the caller must roll back, as that answer is the one to give.
 */
export async function recordAnswer(tx: Executor, request: IdempotentRequest, answer: StoredAnswer, alongside: SQL[] = []): Promise<boolean> {
  return recordAnswers(tx, [{ request, answer }], alongside);
}

// Keys expire after 30 days, so clearing an owner's stale keys once an hour per process is plenty, and
// saves a statement on every other write (the API's hot path). A key kept a little past its 30 days only
// replays its answer a little longer.
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const lastSweep = new Map<string, number>();

/** Clears this owner's expired keys once an hour (per process). */
export async function forgetExpiredKeysIfDue(tx: Executor, ownerSub: string): Promise<void> {
  if (sweepDue(ownerSub)) await forgetExpiredKeys(tx, ownerSub);
}

function sweepDue(ownerSub: string, now = Date.now()): boolean {
  const last = lastSweep.get(ownerSub);
  if (last !== undefined && now - last < SWEEP_EVERY_MS) return false;
  // Owners not seen for an hour need no entry: their next claim sweeps anyway.
  if (lastSweep.size >= 10_000) for (const [owner, at] of lastSweep) if (now - at >= SWEEP_EVERY_MS) lastSweep.delete(owner);
  lastSweep.set(ownerSub, now);
  return true;
}

/** Expiry is lazy: a claim clears this owner's stale keys (a primary-key range), no sweeper needed. */
export async function forgetExpiredKeys(tx: Executor, ownerSub: string): Promise<void> {
  await tx.delete(idempotencyKeys).where(and(eq(idempotencyKeys.ownerSub, ownerSub), lt(idempotencyKeys.createdAt, EXPIRED)));
}

export interface AnsweredRequest {
  request: IdempotentRequest;
  answer: StoredAnswer;
}

/** The answers already given to any of these keys of this owner, by key (one query for a whole batch). */
export async function answersGiven(tx: Executor, ownerSub: string, keys: string[]): Promise<Map<string, AnsweredRequest>> {
  if (keys.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.ownerSub, ownerSub), inArray(idempotencyKeys.key, keys), isNotNull(idempotencyKeys.status), gte(idempotencyKeys.createdAt, EXPIRED)));
  return new Map(
    rows.map((row) => [row.key, { request: { ownerSub, key: row.key, method: row.method, path: row.path, fingerprint: row.fingerprint }, answer: { status: row.status!, body: row.body } }]),
  );
}

/** Whether a stored answer was given to this very request (and not to another that reused its key). */
export function sameRequest(stored: IdempotentRequest, request: IdempotentRequest): boolean {
  return stored.method === request.method && stored.path === request.path && stored.fingerprint === request.fingerprint;
}

/**
 * Records the answers of keys nobody had answered, all at once. An expired answer not swept yet is replaced.
 * False when one was answered meanwhile (by a request that did not wait for the caller's lock): the caller
 * must roll back, as that request may have applied.
 */
export async function recordAnswers(tx: Executor, answered: AnsweredRequest[], alongside: SQL[] = []): Promise<boolean> {
  if (answered.length === 0) return true;
  const insert = tx
    .insert(idempotencyKeys)
    .values(answered.map(({ request, answer }) => ({ ...request, status: answer.status, body: answer.body ?? null })))
    .onConflictDoUpdate({
      target: [idempotencyKeys.ownerSub, idempotencyKeys.key],
      set: {
        method: sql`excluded.method`,
        path: sql`excluded.path`,
        fingerprint: sql`excluded.fingerprint`,
        status: sql`excluded.status`,
        body: sql`excluded.body`,
        createdAt: sql`now()`,
      },
      setWhere: lt(idempotencyKeys.createdAt, EXPIRED),
    })
    .returning({ key: idempotencyKeys.key });
  // Writes the transaction left for its last statement (write-tail.ts) go in this one, as its CTEs.
  const inserted = alongside.length === 0 ? await insert : await rowsOf(tx, sql`WITH ${sql.join(alongside, sql`, `)}, answered AS (${insert.getSQL()}) SELECT key FROM answered`);
  return inserted.length === answered.length;
}
