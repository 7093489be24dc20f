// The week a weekly plan belongs to, named by its Monday ('YYYY-MM-DD'). Calendar arithmetic runs on UTC
// dates so a daylight-saving change never shifts a day; "now" is read in local time, as the student lives it.
import { isCalendarDate } from '../calendar-dates';

export const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

/** The local date of the Monday of the week holding `date`, as 'YYYY-MM-DD'. */
export function mondayOf(date: Date): string {
  const monday = new Date(date.getTime());
  monday.setHours(12, 0, 0, 0);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  return isoDate(monday.getFullYear(), monday.getMonth() + 1, monday.getDate());
}

/** The seven ISO dates, Monday to Sunday, of the week starting at `weekOf`. */
export function weekDays(weekOf: string): string[] {
  if (!isCalendarDate(weekOf)) throw new RangeError(`Not a date: ${weekOf}`);
  return Array.from({ length: 7 }, (_, offset) => addDays(weekOf, offset));
}

/** True once the Sunday of the week starting at `weekOf` is over in local time. */
export function weekHasEnded(weekOf: string, now: Date): boolean {
  if (!isCalendarDate(weekOf)) return false;
  const today = isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
  return today > addDays(weekOf, 6);
}

/** A valid calendar date that is a Monday. */
export function isWeekOf(value: string): boolean {
  return isCalendarDate(value) && utcDate(value).getUTCDay() === 1;
}

/** `date` moved by `days` (may be negative), 'YYYY-MM-DD' in, 'YYYY-MM-DD' out. */
export function addDays(date: string, days: number): string {
  const moved = utcDate(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Whole days from `from` to `to`, both 'YYYY-MM-DD'. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcDate(to).getTime() - utcDate(from).getTime()) / 86_400_000);
}

function utcDate(date: string): Date {
  const value = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC maps years 0–99 to 1900–1999.
  value.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  value.setUTCHours(0, 0, 0, 0);
  return value;
}

function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** From Thursday 18:00 on, a new plan is for next week: this week has too little of it left to plan. */
const NEXT_WEEK_FROM = { weekday: 3, minutes: 18 * 60 };

/** The week a new plan is for unless the student picks another: this week until Thursday evening, then next week. */
export function defaultPlanWeek(now: Date): string {
  const weekday = (now.getDay() + 6) % 7;
  const minutes = now.getHours() * 60 + now.getMinutes();
  const late = weekday > NEXT_WEEK_FROM.weekday || (weekday === NEXT_WEEK_FROM.weekday && minutes >= NEXT_WEEK_FROM.minutes);
  return addDays(mondayOf(now), late ? 7 : 0);
}

/** `now` as the student's wall clock, 'YYYY-MM-DDTHH:MM' in local time: the moment a plan is made. */
export function localMoment(now: Date): string {
  return `${isoDate(now.getFullYear(), now.getMonth() + 1, now.getDate())}T${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
}
