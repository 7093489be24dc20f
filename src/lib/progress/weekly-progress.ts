// The dashboard's Weekly Progress strip: tasks completed on each day of this week, Monday to Sunday,
// in the student's time zone, with today marked.
import type { Task } from '../task';
import { completedAt } from '../tasks/task-dates';
import { localDay, WEEKDAY_LABELS, weekOf, type ZoneHistory } from './local-days';

export type DayState = 'done' | 'missed' | 'today' | 'ahead';

export interface ProgressDay {
  /** YYYY-MM-DD */
  day: string;
  label: (typeof WEEKDAY_LABELS)[number];
  completed: number;
  isToday: boolean;
  /** done: a task completed; missed: a past day without one; today: nothing yet today; ahead: still to come. */
  state: DayState;
}

export interface WeeklyProgress {
  days: ProgressDay[];
  /** 1 (Monday) … 7 (Sunday). */
  dayOfWeek: number;
  completedThisWeek: number;
}

type Completable = Pick<Task, 'status' | 'completed_at' | 'updated_at'>;

/** How many tasks were completed on each local day. */
function completionsByDay(tasks: readonly Completable[], zone: ZoneHistory): Map<string, number> {
  const counts = new Map<string, number>();
  for (const task of tasks) {
    const at = completedAt(task);
    const day = at ? localDay(at, zone) : '';
    if (day) counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  return counts;
}

export function weeklyProgress(tasks: readonly Completable[], now: Date, zone: ZoneHistory): WeeklyProgress {
  const today = localDay(now, zone);
  const counts = completionsByDay(tasks, zone);
  const days = weekOf(today).map((day, index): ProgressDay => {
    const completed = counts.get(day) ?? 0;
    const isToday = day === today;
    const state: DayState = completed > 0 ? 'done' : isToday ? 'today' : day < today ? 'missed' : 'ahead';
    return { day, label: WEEKDAY_LABELS[index]!, completed, isToday, state };
  });
  return {
    days,
    dayOfWeek: days.findIndex((day) => day.isToday) + 1,
    completedThisWeek: days.reduce((sum, day) => sum + day.completed, 0),
  };
}
