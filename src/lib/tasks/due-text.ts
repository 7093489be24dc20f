// How a task's due moment reads on the board and the dashboard: a day and a time, or for an all-day task
// (an exam dated without an hour) its day alone, since "11:59 PM" or "12:00 AM" would invent a deadline.
import type { Task } from '../task';

const dayAndTime = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const dayOnly = new Intl.DateTimeFormat(undefined, { weekday: 'short', month: 'short', day: 'numeric' });

export function dueText(task: Pick<Task, 'due_at'> & { all_day?: boolean }): string {
  if (!task.due_at) return '';
  const date = new Date(task.due_at);
  if (!Number.isFinite(date.getTime())) return '';
  return task.all_day ? `${dayOnly.format(date)} · All day` : dayAndTime.format(date);
}
