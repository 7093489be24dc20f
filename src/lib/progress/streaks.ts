// Streaks of days with at least one completed task, counted on the student's calendar days (so a month
// boundary, a daylight-saving change or a move to another zone never breaks or doubles a day).
import { addDays, daysBetween } from './local-days';

export interface StreakRun {
  /** First and last day of the run, YYYY-MM-DD. */
  start: string;
  end: string;
  length: number;
}

/** Runs of consecutive days, oldest first, from days in any order (duplicates ignored). */
export function streakRuns(days: Iterable<string>): StreakRun[] {
  const sorted = [...new Set(days)].filter(Boolean).sort();
  const runs: StreakRun[] = [];
  for (const day of sorted) {
    const last = runs[runs.length - 1];
    if (last && daysBetween(last.end, day) === 1) {
      last.end = day;
      last.length++;
    } else runs.push({ start: day, end: day, length: 1 });
  }
  return runs;
}

/**
 * The streak still alive today: a run ending today, or yesterday (today is not over yet). 0 otherwise.
 */
export function currentStreak(days: Iterable<string>, today: string): number {
  const runs = streakRuns(days);
  const last = runs[runs.length - 1];
  if (!last) return 0;
  return last.end === today || last.end === addDays(today, -1) ? last.length : 0;
}

/** The day a streak first reached `length` days (the run's `length`-th day), or null. */
export function firstReached(days: Iterable<string>, length: number): string | null {
  const run = streakRuns(days).find((candidate) => candidate.length >= length);
  return run ? addDays(run.start, length - 1) : null;
}

export const longestStreak = (days: Iterable<string>) => Math.max(0, ...streakRuns(days).map((run) => run.length));
