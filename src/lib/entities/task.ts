// Tasks of the Study → Tasks board: `tasks` on the wire and on the device, /api/tasks/. `source`,
// `import_id`, `source_event_id` and `removed_upstream` are the server's (calendar imports set them; a task
// naming a syllabus gets source 'syllabus').
import { TASK_LIMITS, TASK_STATUSES, type Task, type TaskStatus } from '../task';
import { defineCollection, type DraftOf } from './entity-definition';

const instant = (format: 'academicDateTime' | 'recordedDateTime', description: string) => ({ type: 'text', format, nullable: true, description }) as const;

export const taskDefinition = defineCollection<Task>()({
  kind: 'collection',
  wireName: 'tasks',
  localName: 'tasks',
  path: '/tasks/',
  fields: {
    title: { type: 'text', min: 1, max: TASK_LIMITS.title },
    notes: { type: 'text', max: TASK_LIMITS.notes },
    course: { type: 'text', max: TASK_LIMITS.course, description: 'Free text, e.g. CS 2110.' },
    due_at: instant('academicDateTime', 'When it is due, with an offset (e.g. 2026-12-01T23:59:00-05:00), or null.'),
    all_day: { type: 'boolean', description: 'Due on a day rather than at a time: due_at is the start of that day in the student’s zone.' },
    status: { type: 'choice', values: TASK_STATUSES },
    completed_at: instant(
      'recordedDateTime',
      'When it was completed; the server sets it when the status becomes complete unless given, and clears it when it leaves complete.',
    ),
    syllabus_id: {
      type: 'text',
      format: 'uuid',
      nullable: true,
      description: 'The syllabus it was imported from (one of the student’s), or null; naming one makes the source `syllabus`.',
    },
  },
  required: ['title'],
  serverFields: {
    source: { type: 'text', description: '`manual`, `import` for a task a calendar import made, or `syllabus` for one that names its syllabus.' },
    import_id: { type: 'text', format: 'uuid', nullable: true },
    source_event_id: { type: 'text', nullable: true, description: 'The feed event’s UID.' },
    removed_upstream: { type: 'boolean', description: 'The event left its feed after the student changed the task.' },
  },
  createdAtOnCreate: true,
  defaults: {
    notes: '',
    course: '',
    due_at: null,
    all_day: false,
    status: 'todo',
    completed_at: null,
    source: 'manual',
    import_id: null,
    source_event_id: null,
    removed_upstream: false,
    syllabus_id: null,
  },
  // A task imported from a syllabus names it: the syllabus's create goes first, and deleting it deletes them.
  references: [{ field: 'syllabus_id', entity: 'syllabi' }],
  noun: 'task',
  plural: 'tasks',
  cap: 10_000,
});

export type TaskDraft = DraftOf<Task, keyof typeof taskDefinition.fields, (typeof taskDefinition.required)[number]>;

/**
 * completed_at follows status, on the device and on the server alike: a task that becomes complete gets
 * the time given (a device's, so a task completed offline counts on the day it was done) or now; one that
 * stays complete keeps its time; one that leaves complete has none.
 */
export function completedAtFor(
  status: TaskStatus,
  given: string | null | undefined,
  previous: Pick<Task, 'status' | 'completed_at'> | undefined,
  now: Date,
): string | null {
  if (status !== 'complete') return null;
  return given ?? (previous?.status === 'complete' ? previous.completed_at : null) ?? now.toISOString();
}
