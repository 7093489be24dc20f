// The dates each field takes, one constant per kind of date, read by the API's formats and by the app's
// forms alike, so a value the app saves offline is never one the server refuses at sync. Beyond the API's
// storable years (calendar-dates.ts), a range keeps out what no student means: a year typed as 26 for 2026
// is a date in year 0026, which would otherwise be stored and shown as such.
import { isCalendarDate, isTimestamp } from './calendar-dates';

export interface DateRange {
  /** The first and last calendar days, YYYY-MM-DD, both included. */
  readonly first: string;
  readonly last: string;
}

/**
 * Due dates, term dates, weeks and the expected graduation: the years the app's academic terms and plans
 * are entered in (a term such as Fall 2026, a plan's start year).
 */
export const ACADEMIC_DATES: DateRange = { first: '2000-01-01', last: '2100-12-31' };

/**
 * When something happened on a device (a record added offline, a task completed): from 1970, where a device
 * clock that lost its time starts again (its records must still sync), to the last storable day.
 */
export const RECORDED_TIMES: DateRange = { first: '1970-01-01', last: '9999-12-31' };

/** 'from 2000-01-01 to 2100-12-31', for messages. */
export const rangeText = (range: DateRange) => `from ${range.first} to ${range.last}`;

/** A calendar date, YYYY-MM-DD, within the range. */
export function isDateIn(range: DateRange, value: string): boolean {
  return isCalendarDate(value) && value >= range.first && value <= range.last;
}

/**
 * An RFC 3339 date and time whose date, as written (before its offset), is within the range: the day the
 * student chose, whatever their time zone.
 */
export function isTimestampIn(range: DateRange, value: string): boolean {
  return isTimestamp(value) && isDateIn(range, value.slice(0, 10));
}
