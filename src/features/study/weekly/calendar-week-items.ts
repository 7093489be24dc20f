// What the Weekly calendar shows for one week: the class meetings, the study blocks of every plan of that
// week (not archived), and the tasks due that week, each placed on a day (0 = Monday) and, except an
// all-day item (an exam on a day), at a time. Times are the device's local time, as the student lives the week.
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import type { Task } from '../../../lib/task';
import { minutesOf } from '../../../lib/study/clock-time';
import { readStudyBlocks } from '../../../lib/study/study-blocks';
import { daysBetween } from '../../../lib/study/week';
import { busyIntervalsOfWeek, type ClassMeeting } from '../../../lib/timetable/class-meeting';

interface Placed {
  key: string;
  day: number;
  /** Minutes since midnight, end excluded. */
  start: number;
  end: number;
}

export interface ClassItem extends Placed {
  kind: 'class';
  course: string;
  location?: string;
}

export interface StudyItem extends Placed {
  kind: 'study';
  focus: string;
  course?: string;
  done: boolean;
  planId: string;
  planTitle: string;
  /** Its place among the plan's blocks as readStudyBlocks reads them, to write it back. */
  index: number;
}

export interface DeadlineItem extends Placed {
  kind: 'deadline';
  taskId: string;
  title: string;
  course: string;
  /** When it is due, minutes since midnight. */
  dueMinute: number;
  /** Due at the start or the very end of its day: shown for the whole day, not at a time. */
  allDay: boolean;
}

export type CalendarItem = ClassItem | StudyItem | DeadlineItem;

/** A deadline's mark in the grid: long enough to read and to point at. */
const DEADLINE_MARK_MINUTES = 30;

export function calendarWeekItems(weekOf: string, plans: readonly WeeklyPlan[], tasks: readonly Task[], meetings: readonly ClassMeeting[]): CalendarItem[] {
  const items: CalendarItem[] = [];
  // The meeting's own place in the list keys it: two sections of one course may meet at once.
  busyIntervalsOfWeek(meetings, weekOf).forEach((busy, at) => {
    const meeting = meetings.find((m) => m.course === busy.label && m.weekday === busy.day && minutesOf(m.start) === busy.start);
    items.push({ kind: 'class', key: `class-${at}`, day: busy.day, start: busy.start, end: busy.end, course: busy.label ?? '', location: meeting?.location });
  });
  for (const plan of plans) {
    if (plan.archived || plan.week_of !== weekOf) continue;
    readStudyBlocks(plan.markdown_plan).forEach((block, index) => {
      const start = minutesOf(block.start);
      const end = minutesOf(block.end);
      if (start === undefined || end === undefined) return;
      items.push({
        kind: 'study',
        key: `study-${plan.id}-${index}`,
        day: block.day,
        start,
        end,
        focus: block.focus,
        course: block.course,
        done: block.done === true,
        planId: plan.id,
        planTitle: plan.title,
        index,
      });
    });
  }
  for (const task of tasks) {
    if (!task.due_at) continue;
    const due = new Date(task.due_at);
    if (Number.isNaN(due.getTime())) continue;
    const day = daysBetween(weekOf, localDate(due));
    if (day < 0 || day > 6) continue;
    const minute = due.getHours() * 60 + due.getMinutes();
    const allDay = task.all_day === true;
    const start = Math.min(minute, 24 * 60 - DEADLINE_MARK_MINUTES);
    items.push({
      kind: 'deadline',
      key: `task-${task.id}`,
      day,
      start,
      end: start + DEADLINE_MARK_MINUTES,
      taskId: task.id,
      title: task.title,
      course: task.course,
      dueMinute: minute,
      allDay,
    });
  }
  return items;
}

function localDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
