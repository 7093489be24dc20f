// Schemas shared by the API's routes: the error body, list pages, id parameters, the Idempotency-Key header.
import { Type, type TSchema } from 'typebox';
import { Format } from './formats';

export function errorSchema(description: string) {
  return Type.Object(
    {
      detail: Type.String(),
      errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()), { description: 'Messages per field.' })),
    },
    { description },
  );
}

export const NotFoundSchema = errorSchema('Not found: there is no such record, or it belongs to another user.');

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

/** Lists answer one page shaped like Django REST framework's. */
export function ListSchema<T extends TSchema>(item: T) {
  return Type.Object({
    count: Type.Integer({ description: 'All of the user’s records in this list, on every page.' }),
    next: Type.Union([Type.String(), Type.Null()], { description: 'The path and query of the next page, or null on the last.' }),
    previous: Type.Null(),
    results: Type.Array(item),
  });
}

export const IdParamsSchema = Type.Object({ id: Type.String({ format: Format.uuid }) });

const idempotencyKey = Type.String({
  minLength: 1,
  maxLength: 255,
  description: 'A unique id per change (the outbox entry id). A retry with the same key gets the first answer back.',
});

export const IdempotencyHeadersSchema = Type.Object({ 'idempotency-key': Type.Optional(idempotencyKey) });

/** …and for changes of an existing record, the version they were based on. */
export const ConditionalHeadersSchema = Type.Object({
  'idempotency-key': Type.Optional(idempotencyKey),
  'if-match': Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'The version this change is based on: "3" (also W/"3" or 3); * or nothing applies it whatever the version.',
    }),
  ),
});

/** 412: the If-Match version is not the record's; `current` is the record as it is now. */
export function PreconditionFailedSchema<T extends TSchema>(record: T) {
  return Type.Object(
    { detail: Type.String(), current: record },
    { description: 'The record was changed since the version in If-Match: `current` is how it is now.' },
  );
}
