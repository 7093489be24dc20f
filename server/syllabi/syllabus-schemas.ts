// The syllabus resource's shape and its limits. Text is trimmed before these checks run. The
// limits are the shared ones (src/lib/syllabus/syllabus-record.ts), which the device checks before saving.
import { Type } from 'typebox';
import { Format } from '../http/formats';
import { SYLLABUS_LIMITS } from '../../src/lib/syllabus/syllabus-record';

/** The longest term a week number may reach: a year-long course with room to spare. */
const MAX_WEEK = 60;

const day = (description: string) => Type.Union([Type.String({ format: Format.academicDate }), Type.Null()], { description });

const TopicSchema = Type.Object(
  {
    week: Type.Integer({ minimum: 1, maximum: MAX_WEEK, description: '1-based week of term.' }),
    starts_on: day('The Monday of that week, YYYY-MM-DD, when the term’s start is known; else null.'),
    topic: Type.String({ minLength: 1, maxLength: SYLLABUS_LIMITS.topic }),
  },
  { additionalProperties: false },
);

const GradeSchema = Type.Object(
  {
    component: Type.String({ minLength: 1, maxLength: SYLLABUS_LIMITS.component }),
    percent: Type.Number({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);

const fields = {
  course: Type.String({ maxLength: SYLLABUS_LIMITS.course, description: 'The course code as the student confirmed it (e.g. CS 2110); "" for none.' }),
  title: Type.String({ maxLength: SYLLABUS_LIMITS.title, description: 'The course’s title; "" for none.' }),
  term: Type.String({ maxLength: SYLLABUS_LIMITS.term, description: 'e.g. Fall 2026; "" for none.' }),
  term_start: day('The term’s first day, YYYY-MM-DD, or null.'),
  term_end: day('The term’s last day, YYYY-MM-DD, or null; not before term_start.'),
  topics: Type.Array(TopicSchema, { maxItems: SYLLABUS_LIMITS.topics, description: 'The topics by week.' }),
  grading: Type.Array(GradeSchema, { maxItems: SYLLABUS_LIMITS.grading, description: 'The grading weights, in percent.' }),
  file_name: Type.String({ maxLength: SYLLABUS_LIMITS.fileName, description: 'The imported file’s name, "pasted text", or the web address it came from. The file itself is never sent.' }),
};

export const SyllabusSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  course: Type.String(),
  title: Type.String(),
  term: Type.String(),
  term_start: Type.Union([Type.String({ format: Format.date }), Type.Null()]),
  term_end: Type.Union([Type.String({ format: Format.date }), Type.Null()]),
  topics: Type.Array(Type.Object({ week: Type.Integer(), starts_on: Type.Union([Type.String(), Type.Null()]), topic: Type.String() })),
  grading: Type.Array(Type.Object({ component: Type.String(), percent: Type.Number() })),
  file_name: Type.String(),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

const optional = {
  course: Type.Optional(fields.course),
  title: Type.Optional(fields.title),
  term: Type.Optional(fields.term),
  term_start: Type.Optional(fields.term_start),
  term_end: Type.Optional(fields.term_end),
  topics: Type.Optional(fields.topics),
  grading: Type.Optional(fields.grading),
  file_name: Type.Optional(fields.file_name),
};

export const NewSyllabusSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: Format.uuid, description: 'Chosen by the client for records created offline; repeating a create with it is harmless.' })),
    ...optional,
  },
  { additionalProperties: false, description: 'What the student confirmed from an import; the tasks it made name it by its id.' },
);

export const SyllabusChangesSchema = Type.Object(optional, { additionalProperties: false, description: 'Only the fields to change (a re-import updates the syllabus).' });
