// Runs one change in one transaction and, when it carries an Idempotency-Key, makes it exactly-once: the
// answer is recorded with the change, and a retry gets that answer back untouched. Shared by the single
// routes (server/routes/mutation.ts) and the batch (server/sync/batch-service.ts), which records each
// operation under the method and path of its single request, so a replay through either gets the same answer.
//
// The work returns its success answer and refuses by throwing an ApiError. A refusal rolls back whatever
// the work did, then (if it is a 4xx) is recorded on its own: it changed nothing, so recording it
// separately cannot double-apply anything. 5xx answers are never recorded, so a retry gets a fresh try.
// Nor is 412: If-Match is not part of the key's fingerprint, so the client may send the same change again
// based on a newer version, and that must be applied rather than answered with the old refusal. Nor is 429:
// "not now" is no answer to the request itself, which a later retry must get.
import { createHash } from 'node:crypto';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/api-error';
import { claimKey, recordAnswer, type IdempotentRequest, type StoredAnswer } from './idempotency-service';

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

/** Refusals come back as answers; KeyReusedError and unexpected errors are thrown. */
export async function runExactlyOnce(db: Database, request: IdempotentRequest | undefined, work: Work): Promise<Outcome> {
  try {
    return await db.orm.transaction(async (tx) => {
      const previous = request && (await previousOutcome(tx, request));
      if (previous) return previous;
      const answer = await work(tx);
      if (request) await recordAnswer(tx, request, answer);
      return { answer, replayed: false };
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof KeyReusedError || error.status >= 500) throw error;
    const refusal: StoredAnswer = { status: error.status, body: error.body };
    if (!request || !isFinalRefusal(error.status)) return { answer: refusal, replayed: false };
    return db.orm.transaction(async (tx) => {
      // A concurrent retry may have answered the key meanwhile: then its answer is the answer.
      const previous = await previousOutcome(tx, request);
      if (previous) return previous;
      await recordAnswer(tx, request, refusal);
      return { answer: refusal, replayed: false };
    });
  }
}

/** Claims the key, or returns the answer already given to it. */
async function previousOutcome(tx: Executor, request: IdempotentRequest): Promise<Outcome | undefined> {
  const claim = await claimKey(tx, request);
  if (claim.state === 'reused-for-another-request') throw new KeyReusedError();
  return claim.state === 'answered' ? { answer: claim.answer, replayed: true } : undefined;
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
