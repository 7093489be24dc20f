// The plan resource's shape and its limits (sync contract v2, SPEC §3). Text is trimmed before these checks run.
// The catalogue does not exist yet: university and program are free strings for now.
import { Type } from 'typebox';
import { Format } from '../http/formats';

export const START_TERMS = ['Fall', 'Winter', 'Spring', 'Summer'] as const;

const catalogueId = Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { description: 'A catalogue id, or null.' });
const fields = {
  university: catalogueId,
  university_name: Type.String({ maxLength: 200 }),
  program: catalogueId,
  program_name: Type.String({ maxLength: 200 }),
  start_term: Type.Enum([...START_TERMS]),
  start_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  credit_load: Type.Integer({ minimum: 0, maximum: 30, description: 'Credits per term.' }),
  total_credits: Type.Integer({ minimum: 0, maximum: 1000 }),
  current_gpa: Type.Union([Type.Number({ minimum: 0, maximum: 4 }), Type.Null()]),
  estimated_graduation: Type.String({ maxLength: 40 }),
};

export const PlanSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  university: Type.Union([Type.String(), Type.Null()]),
  university_name: Type.String(),
  program: Type.Union([Type.String(), Type.Null()]),
  program_name: Type.String(),
  start_term: Type.String(),
  start_year: Type.Integer(),
  credit_load: Type.Integer(),
  total_credits: Type.Integer(),
  current_gpa: Type.Union([Type.Number(), Type.Null()]),
  estimated_graduation: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

const optional = {
  university: Type.Optional(fields.university),
  university_name: Type.Optional(fields.university_name),
  program: Type.Optional(fields.program),
  program_name: Type.Optional(fields.program_name),
  credit_load: Type.Optional(fields.credit_load),
  total_credits: Type.Optional(fields.total_credits),
  current_gpa: Type.Optional(fields.current_gpa),
  estimated_graduation: Type.Optional(fields.estimated_graduation),
};

/** PUT: every writable field; absent optional ones take their defaults. */
export const PlanReplaceSchema = Type.Object({ ...optional, start_term: fields.start_term, start_year: fields.start_year }, { additionalProperties: false });

export const NewPlanSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: Format.uuid, description: 'Chosen by the client for records created offline; repeating a create with it is harmless.' })),
    ...optional,
    start_term: fields.start_term,
    start_year: fields.start_year,
  },
  { additionalProperties: false },
);

export const PlanChangesSchema = Type.Object(
  { ...optional, start_term: Type.Optional(fields.start_term), start_year: Type.Optional(fields.start_year) },
  { additionalProperties: false, description: 'Only the fields to change.' },
);
