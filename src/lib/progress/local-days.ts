// Calendar days as the student lives them: an instant becomes a YYYY-MM-DD day in their time zone
// (Intl does the zone rules, daylight saving included), and days are counted as dates, never as
// 24-hour steps. A student who moves can give the zones they lived in, each from an instant on.

/** A time zone, or the zones a student lived in: each applies from `since` (an instant; null = always before). */
export type ZoneHistory = string | readonly { since: string | null; timeZone: string }[];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, found);
  }
  return found;
}

const instantOf = (value: string | number | Date) => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/** The zone in force at an instant. */
function zoneAt(history: ZoneHistory, instant: number): string {
  if (typeof history === 'string') return history;
  let zone = history[0]?.timeZone ?? 'UTC';
  for (const period of history) if (period.since === null || Date.parse(period.since) <= instant) zone = period.timeZone;
  return zone;
}

// The same instants' days are asked for many times over: today's once for each of 500 tasks, each task's in
// several of the dashboard's figures, again on every change. formatToParts is the slow part, so answers are
// kept (zone rules do not change while the page runs); the bound keeps a long session's memory flat.
const days = new Map<string, string>();
const DAYS_KEPT = 20_000;

/** YYYY-MM-DD of an instant in the student's zone; '' for something that is not a time. */
export function localDay(value: string | number | Date, zone: ZoneHistory): string {
  const instant = instantOf(value);
  if (!Number.isFinite(instant)) return '';
  const timeZone = zoneAt(zone, instant);
  const key = `${timeZone} ${instant}`;
  let day = days.get(key);
  if (day === undefined) {
    const parts = formatter(timeZone).formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    day = `${part('year')}-${part('month')}-${part('day')}`;
    if (days.size >= DAYS_KEPT) days.clear();
    days.set(key, day);
  }
  return day;
}

const asUtc = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

export function addDays(day: string, count: number): string {
  return new Date(asUtc(day) + count * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string) => Math.round((asUtc(b) - asUtc(a)) / 86_400_000);

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: string) => (new Date(asUtc(day)).getUTCDay() + 6) % 7;

/** Monday to Sunday of the week holding `day`. */
export function weekOf(day: string): string[] {
  const monday = addDays(day, -weekdayIndex(day));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
