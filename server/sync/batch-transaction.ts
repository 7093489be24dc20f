// A batch in ONE transaction: the user's change log locked once, the keys already answered read in one
// query, each operation in a savepoint (a refused or failing one is undone alone), the changes and the new
// answers written once at the end. The same outcomes as one transaction per operation (runExactlyOnce),
// at a fraction of the statements: refusals other than 412 are recorded, 5xx never, a replay answers the
// stored answer, a key reused for another request answers 422.
//
// Every write of a user takes the change log's lock first, so a concurrent batch or single request of
// this user waits for this one to commit and then finds its keys answered. If a key was answered anyway
// (by a request whose write takes no such lock), the insert of the answers reports it and the whole
// transaction is undone: the caller then applies the batch one operation at a time.
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/api-error';
import { fingerprintOf, isFinalRefusal, KeyReusedError } from './exactly-once';
import { answersGiven, forgetExpiredKeys, recordAnswers, sameRequest, type AnsweredRequest, type StoredAnswer } from './idempotency-service';
import { failureResult, isPrepared, toResult, type Prepared } from './batch-operation';
import type { Operation, OperationResult } from './batch-schemas';
import type { BatchContext } from './batch-service';
import { bufferChangeLog, type ChangeBuffer } from './change-log';
import { forgetCounts } from './record-caps';

export class AnswerClaimedMeanwhile extends Error {
  override name = 'AnswerClaimedMeanwhile';
}

export function applyInOneTransaction(context: BatchContext, operations: Operation[], prepared: (Prepared | OperationResult)[]): Promise<OperationResult[]> {
  const { db, ownerSub } = context;
  return db.orm.transaction(async (tx) => {
    const changes = await bufferChangeLog(tx, ownerSub);
    await forgetExpiredKeys(tx, ownerSub);
    const answered = await answersGiven(
      tx,
      ownerSub,
      operations.map((operation) => operation.idempotency_key),
    );
    const newAnswers: AnsweredRequest[] = [];
    const results: OperationResult[] = [];
    for (const [index, operation] of operations.entries()) {
      const item = prepared[index]!;
      if (!isPrepared(item)) {
        results.push(item);
        continue;
      }
      const request = { ownerSub, key: operation.idempotency_key, method: item.method, path: item.path, fingerprint: fingerprintOf(item.body) };
      const previous = answered.get(request.key);
      if (previous) {
        results.push(sameRequest(previous.request, request) ? toResult(previous.answer) : failureResult(new KeyReusedError(), operation, context.log));
        continue;
      }
      const outcome = await inSavepoint(tx, changes, item);
      if ('answer' in outcome) {
        results.push(toResult(outcome.answer));
        if (outcome.record) {
          const given = { request, answer: outcome.answer };
          answered.set(request.key, given);
          newAnswers.push(given);
        }
      } else results.push(failureResult(outcome.error, operation, context.log));
    }
    await changes.flush();
    if (!(await recordAnswers(tx, newAnswers))) throw new AnswerClaimedMeanwhile('An idempotency key of the batch was answered by another request');
    return results;
  });
}

type Outcome = { answer: StoredAnswer; record: boolean } | { error: unknown };

async function inSavepoint(tx: Executor, changes: ChangeBuffer, item: Prepared): Promise<Outcome> {
  const mark = changes.mark();
  await tx.execute(sql`SAVEPOINT batch_operation`);
  try {
    const answer = await item.work(tx);
    await tx.execute(sql`RELEASE SAVEPOINT batch_operation`);
    return { answer, record: true };
  } catch (error) {
    await tx.execute(sql`ROLLBACK TO SAVEPOINT batch_operation`);
    await tx.execute(sql`RELEASE SAVEPOINT batch_operation`);
    changes.rollbackTo(mark);
    forgetCounts(tx);
    // As runExactlyOnce: a refusal is an answer (recorded, but for 412 and 429, whose retry may rightly succeed).
    if (error instanceof ApiError && error.status < 500) return { answer: { status: error.status, body: error.body }, record: isFinalRefusal(error.status) };
    return { error };
  }
}
