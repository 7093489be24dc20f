// The idempotency store: the first answer to each (owner, Idempotency-Key) is kept for 30 days and
// replayed to any retry. That long because a device can sit offline for weeks with a change whose
// answer it never received. The answer is recorded in the same transaction as the change it answers, so
// both commit together, and a concurrent retry recording its own waits for that commit (the primary key
// makes its insert block), finds the key taken (its insert fails), and rolls back (exactly-once.ts).
import { and, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { idempotencyKeys } from '../db/schema/idempotency-keys';
import { databaseFailureOf } from '../http/database-errors';

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
const UNIQUE_VIOLATION = '23505';

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
    .where(
      and(
        eq(idempotencyKeys.ownerSub, ownerSub),
        inArray(idempotencyKeys.key, keys),
        isNotNull(idempotencyKeys.status),
        gte(idempotencyKeys.createdAt, EXPIRED),
      ),
    );
  return new Map(
    rows.map((row) => [
      row.key,
      {
        request: { ownerSub, key: row.key, method: row.method, path: row.path, fingerprint: row.fingerprint },
        answer: { status: row.status!, body: row.body },
      },
    ]),
  );
}

/** Whether a stored answer was given to this very request (and not to another that reused its key). */
export function sameRequest(stored: IdempotentRequest, request: IdempotentRequest): boolean {
  return stored.method === request.method && stored.path === request.path && stored.fingerprint === request.fingerprint;
}

/**
 * Records the answers of keys nobody had answered, all at once. False when a key was taken meanwhile (by a
 * request that did not wait for the caller's lock), or holds an expired answer not swept yet: the insert
 * failed, the transaction is aborted, and the caller must roll back (its COMMIT does) and look again.
 */
export async function recordAnswers(tx: Executor, answered: AnsweredRequest[], alongside: SQL[] = []): Promise<boolean> {
  return sendAnswers(tx, answered, alongside).recorded;
}

/**
 * recordAnswers without waiting: the statement is on its way when this returns, so that a transaction
 * ending with it can send COMMIT right behind, in the same write (the last round trip of every keyed write
 * saved). A taken key fails the insert, which aborts the transaction: the COMMIT then rolls it back, and
 * `recorded` says false. Nothing else may run in the transaction after it.
 */
export function sendAnswers(tx: Executor, answered: AnsweredRequest[], alongside: SQL[] = []): { recorded: Promise<boolean> } {
  if (answered.length === 0) return { recorded: Promise.resolve(true) };
  // Written out rather than built: it ends every keyed write, and the query builder's work on it cost more
  // than the database's (bench/api's CPU profile).
  const rows = answered.map(
    ({ request: { ownerSub, key, method, path, fingerprint }, answer: { status, body } }) =>
      sql`(${ownerSub}, ${key}, ${method}, ${path}, ${fingerprint}, ${status}::smallint, ${body === undefined || body === null ? null : JSON.stringify(body)}::jsonb)`,
  );
  const insert = sql`INSERT INTO idempotency_keys (owner_sub, key, method, path, fingerprint, status, body) VALUES ${sql.join(rows, sql`, `)}`;
  // Writes the transaction left for its last statement (write-tail.ts) go in this one, as its CTEs.
  const statement = tx.execute(alongside.length === 0 ? insert : sql`WITH ${sql.join(alongside, sql`, `)}, answered AS (${insert}) SELECT 1`);
  const recorded = statement.then(
    () => true,
    (error: unknown) => {
      if (isKeyTaken(error)) return false;
      throw error;
    },
  );
  // Read by the caller once the transaction has ended; a failure must not count as unhandled meanwhile.
  recorded.catch(() => {});
  return { recorded };
}

/**
 * The answer to a write in one statement (server/sync/one-trip.ts) as a CTE of its statement: recorded when
 * the statement's CTE `written` wrote a row, `answer` being that row's answer in SQL. A taken key fails the
 * statement, as in sendAnswers.
 */
export function answerOfWritten({ ownerSub, key, method, path, fingerprint }: IdempotentRequest, status: number, answer: SQL): SQL {
  return sql`written_answer AS (
    INSERT INTO idempotency_keys (owner_sub, key, method, path, fingerprint, status, body)
    SELECT ${ownerSub}, ${key}, ${method}, ${path}, ${fingerprint}, ${status}::smallint, ${answer} FROM written)`;
}

/** The insert of an answer failed: another request has this key (a retry, or its original racing it). */
export function isKeyTaken(error: unknown): boolean {
  const failure = databaseFailureOf(error);
  return failure?.code === UNIQUE_VIOLATION && failure.constraint === 'idempotency_keys_pkey';
}
