// One operation of a batch as the single request it stands for (method, path, trimmed and validated body,
// If-Match), ready to run through the same entity write; and its result, as that request would answer it.
import type { FastifyBaseLogger } from 'fastify';
import { Compile } from 'typebox/compile';
import type { TSchema } from 'typebox';
import type { Executor } from '../db/executor';
import { ApiError, VALIDATION_FAILED, type ErrorBody, type FieldErrors } from '../http/api-error';
import { toFieldErrors } from '../http/validation-errors';
import { canonicalPath, KeyReusedError } from './exactly-once';
import type { StoredAnswer } from './idempotency-service';
import type { Operation, OperationResult } from './batch-schemas';
import { cleanJsonText } from '../http/clean-json-text';
import { databaseFailureOf, isDataException } from '../http/database-errors';
import { accountDeletedError, isDeletedOwnerFailure } from '../http/deleted-account';
import { VALUE_REFUSED } from '../http/error-handler';
import type { SyncContext } from './entity';
import { parseVersion } from './versions';

/** What an operation's failure answers, as the API's error handler would: a database failure is logged without the values students typed. */
export function failureResult(error: unknown, operation: Operation, log: FastifyBaseLogger): OperationResult {
  if (error instanceof KeyReusedError) return { status: error.status, error: error.body };
  if (error instanceof ApiError && error.status < 500) return { status: error.status, error: error.body as ErrorBody };
  const failure = databaseFailureOf(error);
  if (isDeletedOwnerFailure(failure)) return { status: 401, error: accountDeletedError().body };
  if (failure && isDataException(failure)) return refusal({ detail: VALUE_REFUSED });
  log.error({ ...(failure ? { database: failure } : { err: error }), entity: operation.entity, op: operation.op }, 'batch operation failed');
  return { status: 500, error: { detail: 'Something went wrong on our side. Please try again.' } };
}

export function isPrepared(value: Prepared | OperationResult): value is Prepared {
  return 'work' in value;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const VERSION_MESSAGE = 'Send the version the change is based on, as a number.';

/** The single request an operation stands for, ready to run. */
export interface Prepared {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  /** The entity's work outside the transaction (prepareCreate), run before `work`. */
  before?: () => Promise<void>;
  work: (tx: Executor) => Promise<StoredAnswer>;
}

export function prepare({ db, entities }: SyncContext, ownerSub: string, operation: Operation): Prepared | OperationResult {
  const entity = entities.named(operation.entity);
  if (!entity) return refusal({ detail: `Unknown entity "${operation.entity}".` });
  const op = operation.op;
  if (op !== 'create' && op !== 'update' && op !== 'delete') return refusal({ detail: `Unknown operation "${op}": use create, update or delete.` });
  if (entity.kind === 'singleton' && op !== 'update') return refusal({ detail: `The ${entity.name} can only be updated.` });

  const fieldErrors: FieldErrors = {};
  let id = '';
  if (entity.kind === 'collection' && op !== 'create') {
    if (operation.id === undefined) fieldErrors.id = ['This field is required.'];
    else if (!UUID.test(operation.id)) fieldErrors.id = ['Must be a valid UUID.'];
    else id = operation.id.toLowerCase();
  }
  const version = parseVersion(operation.base_version);
  if (!version && op !== 'create') fieldErrors.base_version = [VERSION_MESSAGE];
  if (Object.keys(fieldErrors).length > 0) return refusal({ detail: VALIDATION_FAILED, errors: fieldErrors });
  const expected = op === 'create' ? undefined : version?.expected;

  if (op === 'delete' && entity.kind === 'collection') {
    const work = async (tx: Executor) => {
      await entity.remove(tx, ownerSub, id, expected);
      return { status: 204, body: null };
    };
    return { method: 'DELETE', path: canonicalPath(`/api${entity.path}${id}/`), body: undefined, work };
  }

  // create or update: the body, as the single route would receive and check it.
  // The API-wide text rules (trim, refuse what cannot be stored), per operation: the request-level hook
  // leaves this route's body to us, so one operation's bad text refuses that operation only.
  const { value: body, errors: textErrors } = cleanJsonText(operation.body);
  const schema = op === 'create' && entity.kind === 'collection' ? entity.schemas.create : entity.schemas.update;
  const errors = Object.keys(textErrors).length > 0 ? textErrors : schemaErrors(schema, body);
  if (errors) return refusal({ detail: VALIDATION_FAILED, errors });

  if (entity.kind === 'singleton') {
    return {
      method: 'PATCH',
      path: canonicalPath(`/api${entity.path}`),
      body,
      work: async (tx) => ({ status: 200, body: await entity.update(tx, ownerSub, body, expected) }),
    };
  }
  if (op === 'create') {
    let prepared: unknown;
    const prepareCreate = entity.prepareCreate;
    const before = prepareCreate && (async () => void (prepared = await prepareCreate(db, ownerSub, body)));
    const work = async (tx: Executor) => {
      const result = await entity.create(tx, ownerSub, body, prepared);
      return { status: result.status, body: result.record };
    };
    return { method: 'POST', path: canonicalPath(`/api${entity.path}`), body, ...(before ? { before } : {}), work };
  }
  return {
    method: 'PATCH',
    path: canonicalPath(`/api${entity.path}${id}/`),
    body,
    work: async (tx) => ({ status: 200, body: await entity.update(tx, ownerSub, id, body, expected) }),
  };
}

const validators = new WeakMap<TSchema, ReturnType<typeof Compile>>();

/** The schema's verdict in the API's `{field: [message]}` form, as a single route would report it. */
function schemaErrors(schema: TSchema, body: unknown): FieldErrors | undefined {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = Compile(schema)));
  if (validator.Check(body)) return undefined;
  return toFieldErrors(validator.Errors(body));
}

export function refusal(body: ErrorBody): OperationResult {
  return { status: 400, error: body };
}

export function toResult({ status, body }: StoredAnswer): OperationResult {
  if (status === 204) return { status };
  if (status < 300) return { status, record: body };
  if (status === 412) {
    const { detail, current } = body as { detail: string; current: unknown };
    return { status, current, error: { detail } };
  }
  return { status, error: body as ErrorBody };
}
