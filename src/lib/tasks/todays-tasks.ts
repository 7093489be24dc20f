// What the dashboard's Today's Task lists first: a card shows a few rows, and a student who has let many
// tasks slip must still see what is due today before the tasks of weeks ago.
import type { Task } from '../task';
import type { ZoneHistory } from '../progress/local-days';
import { isDueToday, isOverdue } from './task-dates';

/**
 * Open tasks due today, soonest first, then those overdue from earlier days, most recently due first.
 * `openSoonestFirst`: the open tasks sorted by byDue.
 */
export function todaysTasks<T extends Pick<Task, 'due_at' | 'status'>>(openSoonestFirst: readonly T[], now: Date, zone: ZoneHistory): T[] {
  const dueToday: T[] = [];
  const overdueBefore: T[] = [];
  for (const task of openSoonestFirst) {
    if (isDueToday(task, now, zone)) dueToday.push(task);
    else if (isOverdue(task, now)) overdueBefore.push(task);
  }
  return [...dueToday, ...overdueBefore.reverse()];
}
