// POST /api/sync/: the envelope of a batch of changes and its answer. `op` and `entity` are plain strings
// here so that an unknown one refuses that operation only, not the whole batch.
import { Type, type Static, type TSchema } from 'typebox';
import { errorSchema } from '../http/common-schemas';
import { ENTITIES } from './registry';

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

export const BatchSchema = Type.Object(
  { operations: Type.Array(OperationSchema, { minItems: 1, maxItems: MAX_OPERATIONS }) },
  { additionalProperties: false },
);

export type Operation = Static<typeof OperationSchema>;

const ErrorBodySchema = errorSchema('Why the operation was refused, as the single request would answer it.');
// Loosely typed: the registry's record schemas are only known as TSchema here.
const records: TSchema[] = ENTITIES.map((entity) => entity.schemas.record);
const AnyRecord = Type.Unsafe<unknown>(Type.Union(records));

export const OperationResultSchema = Type.Object({
  status: Type.Integer({ description: 'What the single request would have answered.' }),
  record: Type.Optional(AnyRecord),
  current: Type.Optional(AnyRecord),
  error: Type.Optional(ErrorBodySchema),
});

export type OperationResult = Static<typeof OperationResultSchema>;

export const BatchResultSchema = Type.Object({ results: Type.Array(OperationResultSchema, { description: 'One per operation, in order.' }) });
