// The dashboard's Weekly Progress strip: tasks completed and study blocks done on each day of this week,
// Monday to Sunday, in the student's time zone, with today marked. A day before the student signed up was
// never theirs to miss.
import type { Task } from '../task';
import { completedAt } from '../tasks/task-dates';
import { localDay, WEEKDAY_LABELS, weekOf, type ZoneHistory } from './local-days';

export type DayState = 'done' | 'missed' | 'today' | 'ahead' | 'before';

export interface ProgressDay {
  /** YYYY-MM-DD */
  day: string;
  label: (typeof WEEKDAY_LABELS)[number];
  completed: number;
  /** Study blocks marked done that day. */
  studied: number;
  isToday: boolean;
  /** done: a task completed or a block done; missed: a past day without either; today: nothing yet today;
   * ahead: still to come; before: before the student signed up. */
  state: DayState;
}

export interface WeeklyProgress {
  days: ProgressDay[];
  /** 1 (Monday) … 7 (Sunday). */
  dayOfWeek: number;
  completedThisWeek: number;
  studiedThisWeek: number;
}

export interface ProgressExtras {
  /** YYYY-MM-DD → study blocks done that day (studied-days.ts). */
  studied?: ReadonlyMap<string, number>;
  /** YYYY-MM-DD the student signed up, in their zone: earlier days are not missed. */
  since?: string;
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

export function weeklyProgress(tasks: readonly Completable[], now: Date, zone: ZoneHistory, extras: ProgressExtras = {}): WeeklyProgress {
  const today = localDay(now, zone);
  const counts = completionsByDay(tasks, zone);
  const days = weekOf(today).map((day, index): ProgressDay => {
    const completed = counts.get(day) ?? 0;
    const studied = extras.studied?.get(day) ?? 0;
    const isToday = day === today;
    const past: DayState = extras.since && day < extras.since ? 'before' : 'missed';
    const state: DayState = completed + studied > 0 ? 'done' : isToday ? 'today' : day < today ? past : 'ahead';
    return { day, label: WEEKDAY_LABELS[index]!, completed, studied, isToday, state };
  });
  return {
    days,
    dayOfWeek: days.findIndex((day) => day.isToday) + 1,
    completedThisWeek: days.reduce((sum, day) => sum + day.completed, 0),
    studiedThisWeek: days.reduce((sum, day) => sum + day.studied, 0),
  };
}
