// The plan course resource's shape and its limits (sync contract v2). Text is trimmed before these
// checks run. `plan` is set on create and never changes.
import { Type } from 'typebox';
import { Format } from '../http/formats';
import { CREDIT_LIMIT } from '../../src/lib/plan';
import { PageQuerySchema } from '../sync/list-page';

const COURSE_STATUSES = ['planned', 'taking', 'taken'] as const;

const fields = {
  course: Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { description: 'A catalogue course id, or null.' }),
  course_code: Type.String({ minLength: 1, maxLength: 20 }),
  course_title: Type.String({ maxLength: 200 }),
  term: Type.String({ maxLength: 40, format: Format.academicTerm, description: 'Season and year, e.g. "Fall 2026" (Winter, Spring, Summer, Fall; 2000–2100).' }),
  status: Type.Enum([...COURSE_STATUSES]),
  prerequisites: Type.String({ maxLength: 500 }),
  credit: Type.Number({ minimum: 0, maximum: CREDIT_LIMIT, multipleOf: 0.5, description: 'Halves occur.' }),
};

export const PlanCourseSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  plan: Type.String({ format: Format.uuid }),
  course: Type.Union([Type.String(), Type.Null()]),
  course_code: Type.String(),
  course_title: Type.String(),
  term: Type.String(),
  status: Type.String(),
  prerequisites: Type.String(),
  credit: Type.Number(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

export const NewPlanCourseSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: Format.uuid, description: 'Chosen by the client for records created offline; repeating a create with it is harmless.' })),
    plan: Type.String({ format: Format.uuid, description: 'One of your plans.' }),
    course: Type.Optional(fields.course),
    course_code: fields.course_code,
    course_title: Type.Optional(fields.course_title),
    term: fields.term,
    status: Type.Optional(fields.status),
    prerequisites: Type.Optional(fields.prerequisites),
    credit: Type.Optional(fields.credit),
  },
  { additionalProperties: false },
);

export const PlanCourseChangesSchema = Type.Object(
  {
    course: Type.Optional(fields.course),
    course_code: Type.Optional(fields.course_code),
    course_title: Type.Optional(fields.course_title),
    term: Type.Optional(fields.term),
    status: Type.Optional(fields.status),
    prerequisites: Type.Optional(fields.prerequisites),
    credit: Type.Optional(fields.credit),
  },
  { additionalProperties: false, description: 'Only the fields to change; a course never moves to another plan.' },
);

export const PlanCourseListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  plan: Type.Optional(Type.String({ format: Format.uuid, description: 'Only this plan’s courses.' })),
});
