// The weekly progress report: on Monday, what last week held — tasks completed, study hours
// planned in that week's weekly plans against the student's budget, and the graduation plan's progress.
// Pure: the dashboard computes it on the device from local data (so it works offline) and the server's
// Monday email computes it from the database, with the same rules.
import type { Task } from '../task';
import { completedAt } from '../tasks/task-dates';
import type { DegreeProgress } from './degree-progress';
import { addDays, localDay, weekdayIndex, type ZoneHistory } from './local-days';
import { readStudyBlocks } from '../study/study-blocks';
import { minutesOf } from '../study/clock-time';

export interface LastWeekReport {
  /** Monday and Sunday of last week, YYYY-MM-DD. */
  from: string;
  to: string;
  tasksCompleted: number;
  /** Minutes of study blocks in last week's (unarchived) weekly plans. */
  plannedMinutes: number;
  /** The weekly study budget from the settings. */
  budgetHours: number;
  /** null: no graduation plan. */
  degree: DegreeProgress | null;
}

export interface ReportInputs {
  tasks: readonly Pick<Task, 'status' | 'completed_at' | 'updated_at'>[];
  weeklyPlans: readonly { week_of: string; markdown_plan: string; archived: boolean }[];
  weeklyStudyHours: number;
  degree: DegreeProgress | null;
}

/** Monday in the student's zone: the day the report is shown and mailed. */
export const isReportDay = (now: Date, zone: ZoneHistory) => weekdayIndex(localDay(now, zone)) === 0;

/** Monday of the week before the one holding `now`. */
export function lastWeekStart(now: Date, zone: ZoneHistory): string {
  const today = localDay(now, zone);
  return addDays(today, -weekdayIndex(today) - 7);
}

export function lastWeekReport(inputs: ReportInputs, now: Date, zone: ZoneHistory): LastWeekReport {
  const from = lastWeekStart(now, zone);
  const to = addDays(from, 6);
  const inWeek = (day: string) => day !== '' && day >= from && day <= to;
  const tasksCompleted = inputs.tasks.filter((task) => {
    const at = completedAt(task);
    return at !== null && inWeek(localDay(at, zone));
  }).length;
  const plannedMinutes = inputs.weeklyPlans
    .filter((plan) => plan.week_of === from && !plan.archived)
    .flatMap((plan) => readStudyBlocks(plan.markdown_plan))
    .reduce((sum, block) => sum + Math.max(0, (minutesOf(block.end) ?? 0) - (minutesOf(block.start) ?? 0)), 0);
  return { from, to, tasksCompleted, plannedMinutes, budgetHours: inputs.weeklyStudyHours, degree: inputs.degree };
}

/** "3.5 h": planned minutes as hours, one decimal at most. */
export const plannedHours = (minutes: number) => `${Math.round((minutes / 60) * 10) / 10} h`;

/** The report as plain text lines (the email's body, the card's content). */
export function reportLines(report: LastWeekReport): string[] {
  const tasks = report.tasksCompleted === 1 ? '1 task' : `${report.tasksCompleted} tasks`;
  const degree = report.degree
    ? `Graduation plan: ${report.degree.percent}% done (${report.degree.takenCredits} of ${report.degree.totalCredits} credits, ${report.degree.coursesTaken} of ${report.degree.courseCount} courses taken).`
    : 'Graduation plan: none yet.';
  return [`Tasks completed: ${tasks}.`, `Study planned: ${plannedHours(report.plannedMinutes)} of your ${report.budgetHours} h weekly budget.`, degree];
}
