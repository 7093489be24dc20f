// The task resource's shape and its limits. Text is trimmed before these checks run. source, import_id,
// source_event_id and removed_upstream are the server's (set by calendar imports and from syllabus_id),
// never written by clients.
import { Type } from 'typebox';
import { Format } from '../http/formats';
import { PageQuerySchema } from '../sync/list-page';

export const TASK_LIMITS = { title: 200, notes: 5000, course: 100 } as const;
const TASK_STATUSES = ['todo', 'in_progress', 'complete'] as const;

const title = Type.String({ minLength: 1, maxLength: TASK_LIMITS.title });
const notes = Type.String({ maxLength: TASK_LIMITS.notes });
const course = Type.String({ maxLength: TASK_LIMITS.course, description: 'Free text, e.g. CS 2110.' });
const instant = (format: string, description: string) => Type.Union([Type.String({ format }), Type.Null()], { description });
const dueAt = instant(Format.academicDateTime, 'When it is due, with an offset (e.g. 2026-12-01T23:59:00-05:00), or null.');
const status = Type.Enum([...TASK_STATUSES]);
const syllabusId = Type.Union([Type.String({ format: Format.uuid }), Type.Null()], {
  description: 'The syllabus it was imported from (one of the student’s), or null; naming one makes the source `syllabus`.',
});
const completedAt = instant(Format.recordedDateTime, 'When it was completed; the server sets it when the status becomes complete unless given, and clears it when it leaves complete.');

export const TaskSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  title: Type.String(),
  notes: Type.String(),
  course: Type.String(),
  due_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  status: Type.String(),
  completed_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  source: Type.String({ description: '`manual`, `import` for a task a calendar import made, or `syllabus` for one that names its syllabus.' }),
  syllabus_id: Type.Union([Type.String({ format: Format.uuid }), Type.Null()]),
  import_id: Type.Union([Type.String({ format: Format.uuid }), Type.Null()]),
  source_event_id: Type.Union([Type.String(), Type.Null()], { description: 'The feed event’s UID.' }),
  removed_upstream: Type.Boolean({ description: 'The event left its feed after the student changed the task.' }),
  created_at: Type.String({ format: 'date-time' }),
  updated_at: Type.String({ format: 'date-time' }),
  version: Type.Integer({ minimum: 1, description: '1 on create, +1 on every change: send it back in If-Match.' }),
});

export const NewTaskSchema = Type.Object(
  {
    id: Type.Optional(
      Type.String({ format: Format.uuid, description: 'Chosen by the client for records created offline; repeating a create with it is harmless.' }),
    ),
    title,
    notes: Type.Optional(notes),
    course: Type.Optional(course),
    due_at: Type.Optional(dueAt),
    status: Type.Optional(status),
    completed_at: Type.Optional(completedAt),
    syllabus_id: Type.Optional(syllabusId),
    created_at: Type.Optional(
      Type.String({ format: Format.recordedDateTime, description: 'When the student added it, for records created offline; a time in the future counts as now.' }),
    ),
  },
  { additionalProperties: false },
);

export const TaskChangesSchema = Type.Object(
  {
    title: Type.Optional(title),
    notes: Type.Optional(notes),
    course: Type.Optional(course),
    due_at: Type.Optional(dueAt),
    status: Type.Optional(status),
    completed_at: Type.Optional(completedAt),
    syllabus_id: Type.Optional(syllabusId),
  },
  { additionalProperties: false, description: 'Only the fields to change.' },
);

export const TaskListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  status: Type.Optional(status),
  due_before: Type.Optional(Type.String({ format: Format.academicDateTime, description: 'Only tasks due before this instant.' })),
  due_after: Type.Optional(Type.String({ format: Format.academicDateTime, description: 'Only tasks due at or after this instant.' })),
});
