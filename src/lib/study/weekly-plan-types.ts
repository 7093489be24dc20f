// The shapes shared by the weekly plan generator (src/lib/study), the server's generate route and the
// Weekly screens: what a plan is made from, and the study blocks its schedule table holds.

export interface WeeklyPlanInput {
  /** 1–200 characters. */
  title: string;
  /** Up to 5,000 characters; the plan's topics come from here. */
  description: string;
  /** Optional, free text (e.g. 'CS 2110'). */
  course?: string;
  /** 'YYYY-MM-DD', the Monday of the week. */
  weekOf: string;
  /** The student's classes with status taking. */
  classes: { code: string; title?: string }[];
  /** ISO date-times; those outside the week are ignored. */
  deadlines: { title: string; course?: string; dueAt: string }[];
  /** Study hours for the week; DEFAULT_WEEKLY_HOURS when absent. */
  weeklyHours?: number;
}

export interface StudyBlock {
  /** 0 = Monday … 6 = Sunday. */
  day: number;
  /** 'HH:MM' */
  start: string;
  /** 'HH:MM' */
  end: string;
  focus: string;
  course?: string;
}

export interface GeneratedWeeklyPlan {
  markdown: string;
  blocks: StudyBlock[];
  totalHours: number;
}

export const DEFAULT_WEEKLY_HOURS = 14;
