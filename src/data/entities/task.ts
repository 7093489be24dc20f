// Tasks of the Study → Tasks board, mirrored like bookmarks (wire name `tasks`). `source`, `import_id`,
// `source_event_id` and `removed_upstream` are the server's (calendar imports set them; a task naming a
// syllabus gets source 'syllabus'). completed_at is
// sent with the status (task-actions.ts): a task completed offline counts on the day it was completed,
// not the day it synced; the server sets it itself when a client leaves it out.
import type { CollectionDescriptor } from './entity-descriptor';
import type { Task } from '../../lib/task';

export type { Task };

export type TaskDraft = Partial<Pick<Task, 'notes' | 'course' | 'due_at' | 'status' | 'completed_at' | 'syllabus_id'>> & Pick<Task, 'title'>;

export const taskDescriptor: CollectionDescriptor = {
  name: 'tasks',
  kind: 'collection',
  wireName: 'tasks',
  endpoints: {
    list: '/api/tasks/',
    create: '/api/tasks/',
    item: (id) => `/api/tasks/${encodeURIComponent(id)}/`,
  },
  fields: ['title', 'notes', 'course', 'due_at', 'status', 'completed_at', 'syllabus_id'],
  defaults: {
    notes: '',
    course: '',
    due_at: null,
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
  label: (record) => (typeof record.title === 'string' && record.title ? record.title : 'Untitled task'),
  goneNotice: 'A task you edited was deleted on another device.',
};
