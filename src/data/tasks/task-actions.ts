// What the Tasks board does to a task, local first: every change goes through the repository (record +
// outbox entry in one transaction), so it shows at once, survives a reload offline and syncs once.
// A move sets completed_at with the status (now when it becomes complete, kept while it stays, null
// when it leaves), so a task completed offline counts on the day it was done, here and on the server.
import type { Task, TaskStatus } from '../../lib/task';
import { RecordNotFoundError } from '../repositories/local-write';
import type { UserData } from '../user-data';

type TaskData = Pick<UserData, 'db' | 'tasks'>;

/** The add/edit modal's fields, once valid. */
export type TaskForm = Pick<Task, 'title' | 'notes' | 'course' | 'due_at'>;

/** completed_at for a task that is (or is not) complete now; an already complete task keeps its time. */
export function completedAtFor(status: TaskStatus, previous: string | null | undefined, now: Date): string | null {
  if (status !== 'complete') return null;
  return previous ?? now.toISOString();
}

/** `syllabus_id`: the imported syllabus it comes from (the server then marks it source 'syllabus'). */
export function addTask(data: TaskData, form: TaskForm & { status?: TaskStatus; syllabus_id?: string }, now = new Date()): Promise<Task> {
  const status = form.status ?? 'todo';
  return data.tasks.create({ ...form, status, completed_at: completedAtFor(status, null, now) });
}

export function editTask(data: TaskData, id: string, changes: Partial<TaskForm>): Promise<Task> {
  return data.tasks.update(id, changes);
}

/** A card to another column: Todo, In progress or Complete. */
export async function moveTask(data: TaskData, id: string, status: TaskStatus, now = new Date()): Promise<Task> {
  const current = await data.tasks.get(id);
  if (!current) throw new RecordNotFoundError(`No task with id ${id}`);
  return data.tasks.update(id, { status, completed_at: completedAtFor(status, current.status === 'complete' ? current.completed_at : null, now) });
}

export const deleteTask = (data: TaskData, id: string): Promise<void> => data.tasks.remove(id);

/** Undo of a delete: the same task again, as a new one (its calendar link, if any, is not restored). */
export function restoreTask(data: TaskData, deleted: Task): Promise<Task> {
  const { title, notes, course, due_at, status, completed_at } = deleted;
  return data.tasks.create({ title, notes, course, due_at, status, completed_at });
}
