// POST /api/sync/: the envelope of a batch of changes and its answer. `op` and `entity` are plain strings
// here so that an unknown one refuses that operation only, not the whole batch.
import { Type, type Static, type TSchema } from 'typebox';
import { errorSchema } from '../http/common-schemas';
import type { SyncedEntities } from './entity';

export const MAX_OPERATIONS = 100;

export const OperationSchema = Type.Object(
  {
    op: Type.String({ description: 'create, update or delete.' }),
    entity: Type.String({ description: 'The wire name: bookmarks, profile, plans, plan_courses.' }),
    id: Type.Optional(Type.String({ description: 'The record, for update and delete of a collection (ignored for the profile).' })),
    body: Type.Optional(Type.Unknown({ description: 'Exactly the JSON body the single request would carry.' })),
    base_version: Type.Optional(
      Type.Union([Type.Integer({ minimum: 0 }), Type.String({ maxLength: 100 })], { description: 'The version the change is based on, as If-Match.' }),
    ),
    idempotency_key: Type.String({ minLength: 1, maxLength: 255, description: 'As the Idempotency-Key header of the single request.' }),
  },
  { additionalProperties: false },
);

export const BatchSchema = Type.Object({ operations: Type.Array(OperationSchema, { minItems: 1, maxItems: MAX_OPERATIONS }) }, { additionalProperties: false });

export type Operation = Static<typeof OperationSchema>;

const ErrorBodySchema = errorSchema('Why the operation was refused, as the single request would answer it.');
function operationResultSchema(records: TSchema) {
  return Type.Object({
    status: Type.Integer({ description: 'What the single request would have answered.' }),
    record: Type.Optional(records),
    current: Type.Optional(records),
    error: Type.Optional(ErrorBodySchema),
  });
}

export type OperationResult = Static<ReturnType<typeof operationResultSchema>>;

/** The answer, with the records of the entities this server syncs (known only as TSchema, so typed loosely). */
export function batchResultSchema(entities: SyncedEntities) {
  const records = Type.Unsafe<unknown>(Type.Union(entities.all.map((entity) => entity.schemas.record)));
  return Type.Object({ results: Type.Array(operationResultSchema(records), { description: 'One per operation, in order.' }) });
}
