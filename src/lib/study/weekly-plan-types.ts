// The shapes shared by the weekly plan generator (src/lib/study), the server's generate route and the
// Weekly screens: a stored plan, what a plan is made from, and the study blocks its schedule table holds.
import type { ClassMeeting } from '../timetable/class-meeting';

/** A weekly study plan as the API sends it and the device keeps it. */
export interface WeeklyPlan {
  id: string;
  title: string;
  description: string;
  /** Free text, '' when none. */
  course: string;
  markdown_plan: string;
  archived: boolean;
  /** 'YYYY-MM-DD', the Monday of the plan's week. */
  week_of: string;
  /** 'embedded' or the model's name; set on create and never changed. */
  source: string;
  /** Absent on the device until the server has the plan. */
  created_at?: string;
  updated_at?: string;
  version?: number;
}

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
  /** The topics the student's imported syllabi give for this week (syllabus-week-topics.ts). */
  syllabusTopics?: { topic: string; course?: string }[];
  /** Study hours for the week; DEFAULT_WEEKLY_HOURS when absent. */
  weeklyHours?: number;
  /**
   * The student's local wall-clock time of generation, 'YYYY-MM-DDTHH:MM': nothing is placed before it.
   * Absent, the whole week is open (a week planned ahead).
   */
  now?: string;
  /** The student's class meetings; the week's meetings are busy time. */
  classMeetings?: ClassMeeting[];
  /** The blocks of the student's other plans of this week (read from their schedule tables): busy time too. */
  otherPlanBlocks?: StudyBlock[];
  /** The earliest and latest study time of a day, 'HH:MM'; DEFAULT_DAILY_WINDOW (08:00–22:00) when absent. */
  dailyWindow?: { earliest: string; latest: string };
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
  /** Ticked off by the student in the calendar (the schedule table's Done column). */
  done?: boolean;
  /** The other columns of a table the student wrote (Notes, Room…), by header, as written: kept when the calendar writes the table again. */
  extra?: Record<string, string>;
}

export interface GeneratedWeeklyPlan {
  markdown: string;
  blocks: StudyBlock[];
  totalHours: number;
}

export const DEFAULT_WEEKLY_HOURS = 14;
