// Tasks of the Study → Tasks board, from their shared definition (src/lib/entities/task.ts). completed_at
// is sent with the status (task-actions.ts): a task completed offline counts on the day it was completed,
// not the day it synced; the server sets it itself when a client leaves it out.
import { taskDefinition, type TaskDraft } from '../../lib/entities/task';
import type { Task } from '../../lib/task';
import { collectionDescriptor } from './collection-descriptor';

export type { Task, TaskDraft };

export const taskDescriptor = collectionDescriptor(taskDefinition, {
  untitled: 'Untitled task',
  goneNotice: 'A task you edited was deleted on another device.',
});
