// How the board names and colours a status (In progress in the warning colour, Not started muted).
import type { TaskStatus } from '../../../lib/task';

export const STATUS_LABEL: Record<TaskStatus, string> = { todo: 'Todo', in_progress: 'In progress', complete: 'Complete' };
export const STATUS_COLOR: Record<TaskStatus, string> = { todo: 'gray', in_progress: 'orange', complete: 'green' };
