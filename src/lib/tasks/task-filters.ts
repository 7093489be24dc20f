// The Tasks board's search and filters and its completed percentage, from the tasks alone.
import type { Task } from '../task';
import type { ZoneHistory } from '../progress/local-days';
import { isDueThisWeek, isDueToday, isOverdue } from './task-dates';

export type DueFilter = 'any' | 'overdue' | 'today' | 'week';

export interface TaskFilter {
  query: string;
  /** '' = every course. */
  course: string;
  due: DueFilter;
}

export const NO_FILTER: TaskFilter = { query: '', course: '', due: 'any' };

/** Every word of the query appears in the title, the notes or the course (case and accents ignored). */
export function matchesQuery(task: Pick<Task, 'title' | 'notes' | 'course'>, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (!words.length) return true;
  const haystack = fold(`${task.title}\n${task.notes}\n${task.course}`);
  return words.every((word) => haystack.includes(word));
}

function matchesDue(task: Pick<Task, 'due_at' | 'status'>, due: DueFilter, now: Date, zone: ZoneHistory): boolean {
  switch (due) {
    case 'any':
      return true;
    case 'overdue':
      return isOverdue(task, now);
    case 'today':
      return isDueToday(task, now, zone);
    case 'week':
      return isDueThisWeek(task, now, zone);
  }
}

const sameCourse = (a: string, b: string) => fold(a.trim()) === fold(b.trim());

export function filterTasks<T extends Task>(tasks: readonly T[], filter: TaskFilter, now: Date, zone: ZoneHistory): T[] {
  return tasks.filter(
    (task) => matchesQuery(task, filter.query) && (!filter.course || sameCourse(task.course, filter.course)) && matchesDue(task, filter.due, now, zone),
  );
}

/** Complete tasks out of all, as a whole percentage; 0 when there are none. */
export function completionPercent(tasks: readonly Pick<Task, 'status'>[]): number {
  if (!tasks.length) return 0;
  return Math.round((tasks.filter((task) => task.status === 'complete').length / tasks.length) * 100);
}

/** The courses to offer: the student's classes first, then any other course their tasks name; no duplicates. */
export function courseSuggestions(classes: readonly string[], tasks: readonly Pick<Task, 'course'>[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const name of [...classes, ...tasks.map((task) => task.course)]) {
    const trimmed = name.trim();
    if (trimmed && !seen.has(fold(trimmed))) {
      seen.add(fold(trimmed));
      out.push(trimmed);
    }
  }
  return out;
}

function fold(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}
