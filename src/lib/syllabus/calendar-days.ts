// Day arithmetic on YYYY-MM-DD strings for the syllabus extractor: calendar days in UTC, so a
// week offset never shifts with the device's time zone or daylight saving.

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function toUtc(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

function fromUtc(time: number): string {
  const date = new Date(time);
  return isoDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

export function addDays(iso: string, days: number): string {
  return fromUtc(toUtc(iso) + days * 86_400_000);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / 86_400_000);
}

/** 1 = Monday … 7 = Sunday. */
function weekdayOf(iso: string): number {
  const day = new Date(toUtc(iso)).getUTCDay();
  return day === 0 ? 7 : day;
}

export function mondayOf(iso: string): string {
  return addDays(iso, 1 - weekdayOf(iso));
}

/** True when a day with a valid month and day exists (Feb 30 does not). */
export function isRealDate(year: number, month: number, day: number): boolean {
  return fromUtc(Date.UTC(year, month - 1, day)) === isoDate(year, month, day);
}
