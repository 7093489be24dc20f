// A class's weekly meeting as the student's timetable holds it, and the busy time those meetings make in
// one week. Pure: the synced record that stores meetings maps onto this shape, and the weekly plan
// generator (device and server alike) only ever sees the expanded intervals.
import { addDays, daysBetween } from '../study/week';
import { minutesOf } from '../study/clock-time';

export type Rotation =
  | { kind: 'weekly' }
  | {
      kind: 'alternate';
      /** The Monday-or-later date of any week A ('YYYY-MM-DD'). */ weekAStart: string;
      /** Which of the two weeks it meets in. */ week: 'A' | 'B';
    };

export interface ClassMeeting {
  course: string;
  /** 0 = Monday … 6 = Sunday. */
  weekday: number;
  /** 'HH:MM' */
  start: string;
  /** 'HH:MM', after start. */
  end: string;
  location?: string;
  rotation: Rotation;
  /** 'YYYY-MM-DD': the first and last day the class meets (both included). */
  termStart: string;
  termEnd: string;
}

/** A stretch of one day that is taken, in minutes since midnight, end excluded. */
export interface BusyInterval {
  /** 0 = Monday … 6 = Sunday of the week it was expanded for. */
  day: number;
  start: number;
  end: number;
  /** What takes it (a course code, a plan's title), for the reader. */
  label?: string;
}

/**
 * The intervals `meetings` take in the week starting on the Monday `weekOf`: a meeting counts on its
 * weekday when that date lies within its term and, for A/B rotations, in a week of its letter. Meetings
 * with unreadable times are left out rather than guessed.
 */
export function busyIntervalsOfWeek(meetings: readonly ClassMeeting[], weekOf: string): BusyInterval[] {
  const busy: BusyInterval[] = [];
  for (const meeting of meetings) {
    const start = minutesOf(meeting.start);
    const end = minutesOf(meeting.end);
    if (start === undefined || end === undefined || end <= start) continue;
    if (!Number.isInteger(meeting.weekday) || meeting.weekday < 0 || meeting.weekday > 6) continue;
    const date = addDays(weekOf, meeting.weekday);
    if (date < meeting.termStart || date > meeting.termEnd) continue;
    if (meeting.rotation.kind === 'alternate' && rotationWeek(meeting.rotation.weekAStart, date) !== meeting.rotation.week) continue;
    busy.push({ day: meeting.weekday, start, end, label: meeting.course });
  }
  return busy.sort((a, b) => a.day - b.day || a.start - b.start);
}

/** Whether `date` falls in an A week or a B week, counting whole weeks (Monday to Sunday) from week A's. */
function rotationWeek(weekAStart: string, date: string): 'A' | 'B' {
  const weeks = Math.floor(daysBetween(mondayOfDate(weekAStart), date) / 7);
  return ((weeks % 2) + 2) % 2 === 0 ? 'A' : 'B';
}

function mondayOfDate(date: string): string {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}
