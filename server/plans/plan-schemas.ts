// The plan resource's shape and its limits (sync contract v2). Text is trimmed before these checks run.
import { Type } from 'typebox';
import { Format } from '../http/formats';
import { NewPlanCourseSchema, PlanCourseSchema } from './plan-course-schemas';

const START_TERMS = ['Fall', 'Winter', 'Spring', 'Summer'] as const;

const catalogueId = Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { description: 'A catalogue id, or null.' });
const fields = {
  university: catalogueId,
  university_name: Type.String({ maxLength: 200 }),
  program: catalogueId,
  program_name: Type.String({ maxLength: 200 }),
  start_term: Type.Enum([...START_TERMS]),
  start_year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  credit_load: Type.Integer({ minimum: 0, maximum: 30, description: 'Credits per term.' }),
  total_credits: Type.Number({ minimum: 0, maximum: 1000, multipleOf: 0.5 }),
  current_gpa: Type.Union([Type.Number({ minimum: 0, maximum: 4 }), Type.Null()]),
  estimated_graduation: Type.String({ maxLength: 40 }),
  terms_needed: Type.Integer({ minimum: 0, maximum: 100, description: 'Terms from the start term through the last planned course.' }),
  lower_bound_terms: Type.Integer({ minimum: 0, maximum: 100, description: 'The fewest terms the remaining courses could take (credits and prerequisite chains).' }),
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
  total_credits: Type.Number(),
  current_gpa: Type.Union([Type.Number(), Type.Null()]),
  estimated_graduation: Type.String(),
  terms_needed: Type.Integer(),
  lower_bound_terms: Type.Integer(),
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
  terms_needed: Type.Optional(fields.terms_needed),
  lower_bound_terms: Type.Optional(fields.lower_bound_terms),
};

/** PUT: every writable field; absent optional ones take their defaults. */
export const PlanReplaceSchema = Type.Object({ ...optional, start_term: fields.start_term, start_year: fields.start_year }, { additionalProperties: false });

export const NewPlanSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: Format.uuid, description: 'Chosen by the client for records created offline; repeating a create with it is harmless.' })),
    ...optional,
    start_term: fields.start_term,
    start_year: fields.start_year,
    courses: Type.Optional(
      Type.Array(Type.Omit(NewPlanCourseSchema, ['plan']), {
        maxItems: 300,
        description: 'The plan’s courses, created with it. Leave it out to have them generated from the program’s catalogue; [] for none.',
      }),
    ),
  },
  { additionalProperties: false },
);

/** What the plan routes answer: the plan with its courses (term order, then code). */
export const PlanAnswerSchema = Type.Object({ ...PlanSchema.properties, courses: Type.Array(PlanCourseSchema) });

export const PlanChangesSchema = Type.Object(
  { ...optional, start_term: Type.Optional(fields.start_term), start_year: Type.Optional(fields.start_year) },
  { additionalProperties: false, description: 'Only the fields to change.' },
);
