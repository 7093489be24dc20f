// The batch: operations applied in order, each answered as its single request would be, whatever the others
// do (refused, replayed, failing). Normally all in one transaction (batch-transaction.ts), split before an
// operation that prepares outside the transaction (a chat question); when a transaction cannot commit,
// again one transaction per operation through the single routes' exactly-once path.
import type { FastifyBaseLogger } from 'fastify';
import type { SyncContext } from './entity';
import { fingerprintOf, runExactlyOnce } from './exactly-once';
import { failureResult, isPrepared, prepare, toResult, type Prepared } from './batch-operation';
import type { Operation, OperationResult } from './batch-schemas';
import { applyInOneTransaction } from './batch-transaction';

export interface BatchContext extends SyncContext {
  ownerSub: string;
  log: FastifyBaseLogger;
}

export async function applyBatch(context: BatchContext, operations: Operation[]): Promise<OperationResult[]> {
  const prepared = operations.map((operation) => prepareOrFail(context, operation));
  const results: OperationResult[] = [];
  let start = 0;
  for (const [index, item] of prepared.entries()) {
    if (!isPrepared(item) || !item.before) continue;
    // What a create needs first (a model's answer) is made outside any transaction, from the database as it
    // is then: the operations before it are committed first, so that a question asked after an offline
    // change is answered from the state that includes it.
    if (index > start) results.push(...(await applyInOrder(context, operations.slice(start, index), prepared.slice(start, index))));
    start = index;
    try {
      await item.before();
    } catch (error) {
      prepared[index] = failureResult(error, operations[index]!, context.log);
    }
  }
  if (start < operations.length) results.push(...(await applyInOrder(context, operations.slice(start), prepared.slice(start))));
  return results;
}

/** Normally in one transaction; when that cannot commit, one transaction per operation, in order. */
async function applyInOrder(context: BatchContext, operations: Operation[], prepared: (Prepared | OperationResult)[]): Promise<OperationResult[]> {
  try {
    return await applyInOneTransaction(context, operations, prepared);
  } catch (error) {
    context.log.warn({ err: error }, 'batch applied one operation at a time');
  }
  const results: OperationResult[] = [];
  // In order, one after the other: a record's create must be applied before its update.
  for (const [index, operation] of operations.entries()) results.push(await applyAlone(context, operation, prepared[index]!));
  return results;
}

function prepareOrFail(context: BatchContext, operation: Operation): Prepared | OperationResult {
  try {
    return prepare(context, context.ownerSub, operation);
  } catch (error) {
    return failureResult(error, operation, context.log);
  }
}

async function applyAlone({ db, ownerSub, log }: BatchContext, operation: Operation, prepared: Prepared | OperationResult): Promise<OperationResult> {
  if (!isPrepared(prepared)) return prepared;
  try {
    const request = { ownerSub, key: operation.idempotency_key, method: prepared.method, path: prepared.path, fingerprint: fingerprintOf(prepared.body) };
    return toResult((await runExactlyOnce(db, request, prepared.work)).answer);
  } catch (error) {
    return failureResult(error, operation, log);
  }
}
