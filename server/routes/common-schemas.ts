// Schemas shared by the API's routes: the error body, list pages, id parameters, the Idempotency-Key header.
import { Type, type TSchema } from 'typebox';
import { Format } from '../http/formats';

function errorSchema(description: string) {
  return Type.Object(
    {
      detail: Type.String(),
      errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Messages per field.' })),
    },
    { description },
  );
}

export const NotFoundSchema = errorSchema('Not found: there is no such record, or it belongs to another user.');
export const ConflictSchema = errorSchema('The id is already in use.');

/** Error answers every protected route may give, for the OpenAPI document. */
export const PROTECTED_ERRORS = {
  400: errorSchema('Validation failed: `errors` has the messages per field.'),
  401: errorSchema('No valid access token.'),
  429: errorSchema('Too many requests: wait for Retry-After seconds.'),
};

/** …and the ones every change may give. */
export const CHANGE_ERRORS = {
  ...PROTECTED_ERRORS,
  422: errorSchema('The Idempotency-Key was already used for a different request.'),
};

/** Lists answer one page shaped like Django REST framework's; there is a single page for now. */
export function ListSchema<T extends TSchema>(item: T) {
  return Type.Object({
    count: Type.Integer(),
    next: Type.Null(),
    previous: Type.Null(),
    results: Type.Array(item),
  });
}

export const IdParamsSchema = Type.Object({ id: Type.String({ format: Format.uuid }) });

export const IdempotencyHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      description: 'A unique id per change (the outbox entry id). A retry with the same key gets the first answer back.',
    }),
  ),
});
