// The idempotency store: the first answer to each (owner, Idempotency-Key) is kept for 30 days and
// replayed to any retry. That long because a device can sit offline for weeks with a change whose
// answer it never received. A key is claimed inside the same transaction as the change it guards, so the
// change and its recorded answer commit together, and a concurrent retry waits for that commit (the
// primary key makes its insert block) and then replays the answer instead of applying the change twice.
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { idempotencyKeys } from '../db/schema/idempotency-keys';

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

export type KeyClaim =
  | { state: 'claimed' }
  | { state: 'answered'; answer: StoredAnswer }
  | { state: 'reused-for-another-request' };

const KEY_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const EXPIRED = sql`now() - interval '30 days'`;

/** Claims the key for this transaction, or reports the answer a previous request with it already got. */
export async function claimKey(tx: Executor, request: IdempotentRequest): Promise<KeyClaim> {
  const mine = and(eq(idempotencyKeys.ownerSub, request.ownerSub), eq(idempotencyKeys.key, request.key));
  if (sweepDue(request.ownerSub)) await forgetExpiredKeys(tx, request.ownerSub);
  if (await insertClaim(tx, request)) return { state: 'claimed' };

  const [stored] = await tx.select().from(idempotencyKeys).where(mine);
  // Unclaimed rows (status NULL) are never visible outside their own transaction.
  if (!stored || stored.status === null) throw new Error('idempotency key neither claimable nor answered');
  // Expired, and not swept yet (sweeps run hourly): the key is free again.
  if (stored.createdAt.getTime() < Date.now() - KEY_LIFETIME_MS) {
    await tx.delete(idempotencyKeys).where(mine);
    if (await insertClaim(tx, request)) return { state: 'claimed' };
    throw new Error('expired idempotency key could not be claimed again');
  }
  if (!sameRequest(stored, request)) return { state: 'reused-for-another-request' };
  return { state: 'answered', answer: { status: stored.status, body: stored.body } };
}

/** Inserts the key unanswered; false when a row for it exists already. */
async function insertClaim(tx: Executor, request: IdempotentRequest): Promise<boolean> {
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ ownerSub: request.ownerSub, key: request.key, method: request.method, path: request.path, fingerprint: request.fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return claimed.length > 0;
}

/** Records the answer to a claimed key; commits with the transaction that claimed it. */
export async function recordAnswer(tx: Executor, request: IdempotentRequest, answer: StoredAnswer): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status: answer.status, body: answer.body ?? null })
    .where(and(eq(idempotencyKeys.ownerSub, request.ownerSub), eq(idempotencyKeys.key, request.key)));
}

// Keys expire after 30 days, so clearing an owner's stale keys once an hour per process is plenty, and
// saves a statement on every other write (the API's hot path). A key kept a little past its 30 days only
// replays its answer a little longer.
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const lastSweep = new Map<string, number>();

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
 * Records the answers of keys nobody had claimed, all at once. False when one was claimed meanwhile (by a
 * request that did not wait for the caller's lock): the caller must roll back, as that request may have applied.
 */
export async function recordAnswers(tx: Executor, answered: AnsweredRequest[]): Promise<boolean> {
  if (answered.length === 0) return true;
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(answered.map(({ request, answer }) => ({ ...request, status: answer.status, body: answer.body ?? null })))
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === answered.length;
}
