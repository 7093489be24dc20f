// Runs one change in one transaction and, when it carries an Idempotency-Key, makes it exactly-once: the
// answer is recorded with the change, and a retry gets that answer back untouched. Shared by the single
// routes (server/routes/mutation.ts) and the batch (server/sync/batch-service.ts), which records each
// operation under the method and path of its single request, so a replay through either gets the same answer.
//
// Optimistic: the key is not claimed before the work, which would cost every write a statement for the rare
// retry. The work runs, and its answer is recorded in the same transaction; if the key was answered already
// (a retry, or its original racing it), recording fails, the work is rolled back, and the stored answer is
// given instead. A concurrent original and retry both insert the key, so the later waits for the earlier's
// commit (the primary key) and then finds it answered: one of them is applied, whatever the work.
//
// The work returns its success answer and refuses by throwing an ApiError. A refusal rolls back whatever
// the work did. A refusal may be a retry's (a replayed PATCH is stale now, a replayed DELETE finds nothing):
// so the stored answer is looked for first. Otherwise a 4xx is recorded on its own: it changed nothing,
// so recording it separately cannot double-apply anything. 5xx answers are never recorded, so a retry gets a
// fresh try. Nor is 412: If-Match is not part of the key's fingerprint, so the client may send the same
// change again based on a newer version, and that must be applied rather than answered with the old
// refusal. Nor is 429: "not now" is no answer to the request itself, which a later retry must get.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { openTail, takeTail } from '../db/write-tail';
import { ApiError } from '../http/api-error';
import {
  answersGiven,
  forgetExpiredKeys,
  forgetExpiredKeysIfDue,
  sameRequest,
  sendAnswers,
  type IdempotentRequest,
  type StoredAnswer,
} from './idempotency-service';

export interface Outcome {
  answer: StoredAnswer;
  replayed: boolean;
}

export type Work = (tx: Executor) => Promise<StoredAnswer>;

/** The same key sent with another request: a client bug that no replay could answer correctly. */
export class KeyReusedError extends ApiError {
  constructor() {
    super(422, 'This Idempotency-Key was already used for a different request.');
  }
}

/** Whether a refusal answers the request for good (and is recorded), or only for now. */
export const isFinalRefusal = (status: number) => status !== 412 && status !== 429;

/** The work was undone (its COMMIT rolled back) because its key was taken: the answer to give is another. */
class AnsweredBefore extends Error {}

// An answer found and then gone (it expired and was swept in between), or a key holding an expired answer,
// sends the request round again; twice more is far more than that can happen.
const ATTEMPTS = 3;

/** Refusals come back as answers; KeyReusedError and unexpected errors are thrown. */
export async function runExactlyOnce(db: Database, request: IdempotentRequest | undefined, work: Work): Promise<Outcome> {
  if (!request) return runOnce(db, work);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const outcome = await runKeyed(db, request, work);
    if (outcome) return outcome;
  }
  throw new Error('idempotency key neither answered nor free');
}

async function runOnce(db: Database, work: Work): Promise<Outcome> {
  try {
    return { answer: await db.orm.transaction(work), replayed: false };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    return { answer: { status: error.status, body: error.body }, replayed: false };
  }
}

/** undefined: the key's answer vanished between seeing it taken and reading it; try again. */
async function runKeyed(db: Database, request: IdempotentRequest, work: Work): Promise<Outcome | undefined> {
  try {
    const answer = await endingWithAnswer(db, async (tx) => {
      await forgetExpiredKeysIfDue(tx, request.ownerSub);
      // The answer is this transaction's last write: what the work can leave for it travels with it.
      openTail(tx);
      const answer = await work(tx);
      return { answer, ...sendAnswers(tx, [{ request, answer }], await takeTail(tx)) };
    });
    if (!answer) throw new AnsweredBefore();
    return { answer, replayed: false };
  } catch (error) {
    // Whatever went wrong, a retry gets its original answer: a replayed PATCH is stale now, a replayed
    // DELETE finds nothing, a retried create may fail where its original succeeded.
    const previous = await previousOutcome(db.orm, request);
    if (previous) return previous;
    if (error instanceof AnsweredBefore) return freeExpiredKey(db, request);
    if (!isRefusal(error)) throw error;
    const refusal: StoredAnswer = { status: error.status, body: error.body };
    if (!isFinalRefusal(error.status)) return { answer: refusal, replayed: false };
    // Recorded unless a concurrent request with this key has answered meanwhile: then its answer is the answer.
    if (await endingWithAnswer(db, async (tx) => ({ answer: refusal, ...sendAnswers(tx, [{ request, answer: refusal }]) })))
      return { answer: refusal, replayed: false };
    return (await previousOutcome(db.orm, request)) ?? freeExpiredKey(db, request);
  }
}

/**
 * Runs a transaction that ends by sending its answer (sendAnswers), COMMIT right behind it: the answer, or
 * undefined when the key was taken and so the COMMIT rolled everything back. PGlite reports that rollback as
 * an error of its own; what happened is the answer's failed insert.
 */
async function endingWithAnswer(
  db: Database,
  body: (tx: Executor) => Promise<{ answer: StoredAnswer; recorded: Promise<boolean> }>,
): Promise<StoredAnswer | undefined> {
  let recorded: Promise<boolean> | undefined;
  try {
    const { answer } = await db.orm.transaction(async (tx) => {
      const sent = await body(tx);
      recorded = sent.recorded;
      return sent;
    });
    return (await recorded!) ? answer : undefined;
  } catch (error) {
    if (recorded && !(await recorded)) return undefined;
    throw error;
  }
}

/**
 * The key was taken, yet holds no answer to give: an expired one the hourly sweep has not cleared yet. It is
 * cleared now, and the request goes round again (undefined).
 */
async function freeExpiredKey(db: Database, request: IdempotentRequest): Promise<undefined> {
  await forgetExpiredKeys(db.orm, request.ownerSub);
  return undefined;
}

/** A refusal that answers the request (a 4xx the work threw), as opposed to a failure. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status < 500 && !(error instanceof KeyReusedError);
}

/** The answer already given to this key, replayed; KeyReusedError when it was given to another request. */
export async function previousOutcome(db: Executor, request: IdempotentRequest): Promise<Outcome | undefined> {
  const stored = (await answersGiven(db, request.ownerSub, [request.key])).get(request.key);
  if (!stored) return undefined;
  if (!sameRequest(stored.request, request)) throw new KeyReusedError();
  return { answer: stored.answer, replayed: true };
}

/** Digest of the (trimmed) body: headers such as If-Match are deliberately left out. */
export function fingerprintOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');
}

/** One spelling per resource, whichever the client used: no query, a trailing slash, lower case. */
export function canonicalPath(url: string): string {
  const path = url.split('?')[0]!.toLowerCase();
  return path.endsWith('/') ? path : `${path}/`;
}
