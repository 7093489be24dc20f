// The request and answer schemas of a synced entity, made from its shared definition (src/lib/entities):
// the limits and allowed values a device checks are the ones the server checks.
import { Type, type TObject, type TSchema } from 'typebox';
import type { AnyCollectionDefinition, FieldFormat, FieldSpec } from '../../src/lib/entities/entity-definition';
import { Format } from '../http/formats';

const CLIENT_ID = 'Chosen by the client for records created offline; repeating a create with it is harmless.';
const CREATED_AT = 'When the student added it, for records created offline, so a batch keeps its order; a time in the future counts as now.';

// An answer's schema only shapes the JSON (and the API's documentation): it names the standard formats and
// no limits, which bind what a student sends, not what the server holds.
const ANSWER_FORMATS: Partial<Record<FieldFormat, string>> = {
  uuid: Format.uuid,
  weekOf: Format.date,
  academicDate: Format.date,
  date: Format.date,
  academicDateTime: Format.dateTime,
  recordedDateTime: Format.dateTime,
  dateTime: Format.dateTime,
};

function answerSchema(spec: FieldSpec): TSchema {
  const { description } = spec;
  const described = spec.nullable || description === undefined ? {} : { description };
  let schema: TSchema;
  if (spec.type === 'text' || spec.type === 'choice') {
    const format = spec.type === 'text' && spec.format ? ANSWER_FORMATS[spec.format] : undefined;
    schema = Type.String({ ...described, ...(format === undefined ? {} : { format }) });
  } else if (spec.type === 'boolean') schema = Type.Boolean(described);
  else if (spec.type === 'list') schema = Type.Array(Type.Object(schemasOf(spec.of, () => false, answerSchema)), described);
  else schema = spec.type === 'integer' ? Type.Integer(described) : Type.Number(described);
  if (!spec.nullable) return schema;
  return Type.Union([schema, Type.Null()], description === undefined ? {} : { description });
}

/** One field as a request must carry it (its limits, format and allowed values). */
export function fieldSchema(spec: FieldSpec): TSchema {
  const { description } = spec;
  let schema: TSchema;
  if (spec.type === 'text') {
    const options = {
      ...(spec.min === undefined ? {} : { minLength: spec.min }),
      ...(spec.max === undefined ? {} : { maxLength: spec.max }),
      ...(spec.format === undefined ? {} : { format: Format[spec.format] }),
    };
    schema = Type.String(spec.nullable ? options : { ...options, ...(description === undefined ? {} : { description }) });
  } else if (spec.type === 'choice') schema = Type.Enum([...spec.values]);
  else if (spec.type === 'boolean') schema = Type.Boolean(spec.nullable || description === undefined ? {} : { description });
  else if (spec.type === 'list') {
    const item = Type.Object(
      schemasOf(spec.of, () => false),
      { additionalProperties: false },
    );
    schema = Type.Array(item, { maxItems: spec.max, ...(spec.nullable || description === undefined ? {} : { description }) });
  } else {
    const options = {
      ...(spec.min === undefined ? {} : { minimum: spec.min }),
      ...(spec.max === undefined ? {} : { maximum: spec.max }),
      ...(spec.type === 'number' && spec.step !== undefined ? { multipleOf: spec.step } : {}),
      ...(spec.nullable || description === undefined ? {} : { description }),
    };
    schema = spec.type === 'integer' ? Type.Integer(options) : Type.Number(options);
  }
  if (!spec.nullable) return schema;
  return Type.Union([schema, Type.Null()], description === undefined ? {} : { description });
}

function schemasOf(
  fields: Readonly<Record<string, FieldSpec | undefined>>,
  optional: (name: string) => boolean,
  schemaOf: (spec: FieldSpec) => TSchema = fieldSchema,
): Record<string, TSchema> {
  const properties: Record<string, TSchema> = {};
  for (const [name, spec] of Object.entries(fields)) {
    if (!spec) continue;
    const schema = schemaOf(spec);
    properties[name] = optional(name) ? Type.Optional(schema) : schema;
  }
  return properties;
}

/** The record as the API answers it: its id, every field, its timestamps and version. */
export function recordSchema(definition: AnyCollectionDefinition): TObject {
  return Type.Object({
    id: Type.String({ format: Format.uuid }),
    ...schemasOf(definition.fields, () => false, answerSchema),
    ...schemasOf(definition.serverFields ?? {}, () => false, answerSchema),
    ...(definition.recordTimes === false ? {} : { created_at: Type.String({ format: Format.dateTime }), updated_at: Type.String({ format: Format.dateTime }) }),
    version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
  });
}

/** POST's body: the required fields, the others optional, an id chosen on the device. */
export function createSchema(definition: AnyCollectionDefinition): TObject {
  const required = new Set<string>(definition.required);
  return Type.Object(
    {
      id: Type.Optional(Type.String({ format: Format.uuid, description: CLIENT_ID })),
      ...schemasOf(definition.fields, (name) => !required.has(name)),
      ...(definition.createdAtOnCreate ? { created_at: Type.Optional(Type.String({ format: Format.recordedDateTime, description: CREATED_AT })) } : {}),
    },
    { additionalProperties: false },
  );
}

/** PATCH's body: only the fields to change (not those set once on create). */
export function changesSchema(definition: AnyCollectionDefinition): TObject {
  const createOnly = new Set<string>(definition.createOnly ?? []);
  const fields = Object.fromEntries(Object.entries(definition.fields as Record<string, FieldSpec>).filter(([name]) => !createOnly.has(name)));
  return Type.Object(
    schemasOf(fields, () => true),
    { additionalProperties: false, description: 'Only the fields to change.' },
  );
}
