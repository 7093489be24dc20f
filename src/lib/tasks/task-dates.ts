// When a task was done and when it is due, in the student's days.
import type { Task } from '../task';
import { daysBetween, localDay, weekdayIndex, type ZoneHistory } from '../progress/local-days';

/**
 * When the task was completed: the server's (or the device's) completed_at; a complete task without
 * one (its status arrived before its timestamp) counts from its last change.
 */
export function completedAt(task: Pick<Task, 'status' | 'completed_at' | 'updated_at'>): string | null {
  if (task.status !== 'complete') return null;
  return task.completed_at ?? task.updated_at ?? null;
}

const dueInstant = (task: Pick<Task, 'due_at'>) => (task.due_at ? Date.parse(task.due_at) : NaN);

const DAY_MS = 86_400_000;

/** Not complete and its due time has passed; an all-day task's once its whole day has. */
export function isOverdue(task: Pick<Task, 'due_at' | 'status'> & { all_day?: boolean }, now: Date): boolean {
  const due = dueInstant(task);
  // An all-day task's due_at is the start of its day; a day is 24 hours but twice a year, which is close
  // enough for a red label.
  const end = task.all_day ? due + DAY_MS : due;
  return task.status !== 'complete' && Number.isFinite(end) && end < now.getTime();
}

/** Due on the student's today (whatever the hour). */
export function isDueToday(task: Pick<Task, 'due_at'>, now: Date, zone: ZoneHistory): boolean {
  const due = dueInstant(task);
  return Number.isFinite(due) && localDay(due, zone) === localDay(now, zone);
}

/** Due between this Monday and this Sunday, in the student's days. */
export function isDueThisWeek(task: Pick<Task, 'due_at'>, now: Date, zone: ZoneHistory): boolean {
  const due = dueInstant(task);
  if (!Number.isFinite(due)) return false;
  // Counted from this Monday, rather than by listing the week's seven days for each of hundreds of tasks.
  const today = localDay(now, zone);
  const fromMonday = weekdayIndex(today) + daysBetween(today, localDay(due, zone));
  return fromMonday >= 0 && fromMonday < 7;
}

/** Soonest due first; tasks without a due date last, oldest first (ids are time-ordered). */
export function byDue(a: Pick<Task, 'due_at' | 'id'>, b: Pick<Task, 'due_at' | 'id'>): number {
  const da = dueInstant(a);
  const db = dueInstant(b);
  if (Number.isFinite(da) && Number.isFinite(db) && da !== db) return da - db;
  if (Number.isFinite(da) !== Number.isFinite(db)) return Number.isFinite(da) ? -1 : 1;
  return a.id.localeCompare(b.id);
}
