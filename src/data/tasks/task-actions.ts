// What the Tasks board does to a task, local first: every change goes through the repository (record +
// outbox entry in one transaction), so it shows at once, survives a reload offline and syncs once.
// A move sets completed_at with the status by the rule the server applies too (src/lib/entities/task.ts),
// so a task completed offline counts on the day it was done, here and on the server.
import { completedAtFor } from '../../lib/entities/task';
import type { Task, TaskStatus } from '../../lib/task';
import { RecordNotFoundError } from '../repositories/local-write';
import type { UserData } from '../user-data';

type TaskData = Pick<UserData, 'db' | 'tasks'>;

/** The add/edit modal's fields, once valid. */
export type TaskForm = Pick<Task, 'title' | 'notes' | 'course' | 'due_at'> & { all_day?: boolean };

/** The task as a move to `status` leaves it: what the board shows at once, and what moveTask writes. */
export function movedTask(task: Task, status: TaskStatus, now: Date): Task {
  return { ...task, status, completed_at: completedAtFor(status, undefined, task, now) };
}

/** `syllabus_id`: the imported syllabus it comes from (the server then marks it source 'syllabus'). */
export function addTask(data: TaskData, form: TaskForm & { status?: TaskStatus; syllabus_id?: string }, now = new Date()): Promise<Task> {
  const status = form.status ?? 'todo';
  return data.tasks.create({ ...form, status, completed_at: completedAtFor(status, undefined, undefined, now) });
}

export function editTask(data: TaskData, id: string, changes: Partial<TaskForm>): Promise<Task> {
  return data.tasks.update(id, changes);
}

/** A card to another column: Todo, In progress or Complete. */
export async function moveTask(data: TaskData, id: string, status: TaskStatus, now = new Date()): Promise<Task> {
  const current = await data.tasks.get(id);
  if (!current) throw new RecordNotFoundError(`No task with id ${id}`);
  const { completed_at } = movedTask(current, status, now);
  return data.tasks.update(id, { status, completed_at });
}

export const deleteTask = (data: TaskData, id: string): Promise<void> => data.tasks.remove(id);

/** Undo of a delete: the same task again, as a new one (its calendar link, if any, is not restored). */
export function restoreTask(data: TaskData, deleted: Task): Promise<Task> {
  const { title, notes, course, due_at, status, completed_at } = deleted;
  return data.tasks.create({ title, notes, course, due_at, status, completed_at });
}
