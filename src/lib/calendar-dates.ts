// Dates and times the API accepts, checked so that whatever passes can be stored: PostgreSQL refuses
// year 0 and JavaScript cannot parse a leap second, and either would fail only after validation (a 500,
// or an outbox entry retried forever). Years 1–9999 keep the ISO form four digits wide on both sides.
// Shared by the server's `date` and `date-time` formats and the app's forms.

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
// RFC 3339 with a required offset; seconds 00–59 only (no leap second: Date.parse answers NaN for :60).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[Tt]([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(\.\d{1,9})?([Zz]|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

const FIRST_INSTANT = Date.parse('0001-01-01T00:00:00Z');
const LAST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** A calendar date, YYYY-MM-DD, that exists (29 February only in leap years), in years 1–9999. */
export function isCalendarDate(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** An RFC 3339 date and time with an offset, e.g. 2028-05-15T09:30:00Z, naming an instant in years 1–9999 (UTC). */
export function isTimestamp(value: string): boolean {
  const match = DATE_TIME.exec(value);
  if (!match || !isCalendarDate(match[1]!)) return false;
  // The offset can move a valid local time out of range (0001-01-01T00:00:00+01:00 is in year 0 UTC).
  const instant = Date.parse(value);
  return Number.isFinite(instant) && instant >= FIRST_INSTANT && instant <= LAST_INSTANT;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
