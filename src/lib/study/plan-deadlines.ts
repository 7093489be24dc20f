// The deadlines a plan prepares for: tasks due in the plan's week or the week after (a deadline early next
// week is prepared for this week), and those the description names for a weekday of the plan's week. A
// task's day is the calendar date written in its dueAt (the wall-clock date where it was set), so every
// device and the server agree on it whatever their own time zone.
import { isTimestamp } from '../calendar-dates';
import type { CourseBook } from './plan-courses';
import { plainText, shorten } from './plan-topics';
import { daysBetween } from './week';
import type { WeeklyPlanInput } from './weekly-plan-types';

/** Deadlines up to this many days after the plan's Monday get preparation inside the week. */
export const DEADLINE_HORIZON = 14;

export interface WeekDeadline {
  title: string;
  course?: string;
  /** 0 = Monday … 6 = Sunday; 7–13 the week after. */
  day: number;
  /** Minutes since midnight on that day. */
  dueMinutes: number;
}

export function deadlinesOfWeek(input: WeeklyPlanInput, weekOf: string, courses: CourseBook, described: WeekDeadline[] = []): WeekDeadline[] {
  const found: WeekDeadline[] = [];
  for (const deadline of input.deadlines) {
    if (!isTimestamp(deadline.dueAt)) continue;
    const day = daysBetween(weekOf, deadline.dueAt.slice(0, 10));
    if (day < 0 || day >= DEADLINE_HORIZON) continue;
    const title = shorten(plainText(deadline.title), 60) || 'Deadline';
    const dueMinutes = Number(deadline.dueAt.slice(11, 13)) * 60 + Number(deadline.dueAt.slice(14, 16));
    const course = courses.named(deadline.course) ?? courses.named(deadline.title);
    found.push(course ? { title, course, day, dueMinutes } : { title, day, dueMinutes });
  }
  // A task the description also names is the same deadline: the task's due time wins.
  const titles = new Set(found.map((deadline) => deadline.title.toLowerCase()));
  for (const deadline of described) if (!titles.has(deadline.title.toLowerCase())) found.push(deadline);
  return found.sort((a, b) => a.day - b.day || a.dueMinutes - b.dueMinutes || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
}
