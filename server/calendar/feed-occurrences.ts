// Which occurrences of a recurring event become tasks (docs/calendar-import.md): each one whose due time
// falls within the next 14 days, or, when none does, the next one after that. An occurrence is known by
// its series' UID and its original start (its RECURRENCE-ID), so a re-sync finds the same task again
// whatever the occurrence's current time; an override (a VEVENT with that RECURRENCE-ID) gives its time,
// title and notes, EXDATE and a CANCELLED override take it away, COUNT and UNTIL end the series.
import ICAL from 'ical.js';

const WINDOW_DAYS = 14;
/**
 * ical.js walks a series from its first occurrence: at most this many steps for one series (a daily event
 * for 27 years), and this many for the whole feed (the walk holds the event loop); past them the rest of a
 * series is left out.
 */
const MAX_STEPS_PER_SERIES = 10_000;
export const MAX_STEPS_PER_FEED = 50_000;

export interface Occurrence {
  /** Original start: 'YYYYMMDD' for an all-day series, else the UTC instant 'YYYYMMDDTHHMMSSZ'. */
  key: string;
  /** The component that describes it: the override, or the series itself. */
  component: ICAL.Component;
  start: ICAL.Time;
  due: Date;
}

export interface OccurrenceClock {
  now: Date;
  /** Steps left for this feed (MAX_STEPS_PER_FEED at the start), shared by its series. */
  budget: { steps: number };
  /** When a start (a date or a date-time) is due, as an instant. */
  dueOf(start: ICAL.Time): Date;
  /** A date-time as an instant. */
  instantOf(time: ICAL.Time): Date;
}

/** An occurrence's source_event_id: its series' UID and its key. */
export const occurrenceId = (uid: string, key: string) => `${uid}#${key}`;

/** The series UID of an occurrence's source_event_id, or undefined for a single event's. */
export function seriesOf(sourceEventId: string): string | undefined {
  return /^(.+)#\d{8}(?:T\d{6}Z)?$/.exec(sourceEventId)?.[1];
}

export function isCancelled(component: ICAL.Component): boolean {
  return String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED';
}

export function startOf(component: ICAL.Component): ICAL.Time | undefined {
  const start = component.getFirstPropertyValue('dtstart');
  return start instanceof ICAL.Time ? start : undefined;
}

/** The key of a RECURRENCE-ID (or occurrence start) in a series that is all-day or timed. */
export function recurrenceKey(time: ICAL.Time, allDay: boolean, clock: OccurrenceClock): string {
  if (allDay || time.isDate) return `${pad(time.year, 4)}${pad(time.month, 2)}${pad(time.day, 2)}`;
  return clock
    .instantOf(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

export function upcomingOccurrences(master: ICAL.Component, overrides: ICAL.Component[], clock: OccurrenceClock): Occurrence[] {
  const first = startOf(master);
  if (!first) return [];
  const allDay = first.isDate;
  const end = new Date(clock.now.getTime() + WINDOW_DAYS * 24 * 3600_000);
  const byKey = new Map<string, ICAL.Component>();
  for (const override of overrides) {
    const id = override.getFirstPropertyValue('recurrence-id');
    if (id instanceof ICAL.Time) byKey.set(recurrenceKey(id, allDay, clock), override);
  }
  // ical.js skips EXDATEs itself, comparing times as it reads them; compared again here as instants, in
  // case an EXDATE is written in another zone than DTSTART.
  const excluded = new Set(
    master
      .getAllProperties('exdate')
      .flatMap((property) => property.getValues())
      .filter((value): value is ICAL.Time => value instanceof ICAL.Time)
      .map((value) => recurrenceKey(value, allDay, clock)),
  );

  const inWindow: Occurrence[] = [];
  const later: Occurrence[] = [];
  const seen = new Set<string>();
  const consider = (occurrence: Occurrence) => {
    if (occurrence.due > end) later.push(occurrence);
    else if (occurrence.due >= clock.now) inWindow.push(occurrence);
  };
  const iterator = new ICAL.Event(master).iterator();
  // Offsets stay within a day of UTC: a start whose wall clock is 2 days before now is past, unconverted.
  const surelyPast = clock.now.getTime() - 2 * 24 * 3600_000;
  const steps = Math.min(MAX_STEPS_PER_SERIES, clock.budget.steps);
  let step = 0;
  for (let time = iterator.next(); time && step < steps; step++, time = iterator.next()) {
    if (Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute) < surelyPast) continue;
    if (clock.dueOf(time) > end && (inWindow.length > 0 || later.length > 0)) break;
    const key = recurrenceKey(time, allDay, clock);
    seen.add(key);
    if (excluded.has(key)) continue;
    const override = byKey.get(key);
    if (override && isCancelled(override)) continue;
    const start = (override && startOf(override)) ?? time;
    consider({ key, component: override ?? master, start, due: clock.dueOf(start) });
  }
  clock.budget.steps -= step;
  // An override of an occurrence past where the walk stopped may have been moved into the window.
  for (const [key, override] of byKey) {
    const start = startOf(override);
    if (seen.has(key) || excluded.has(key) || isCancelled(override) || !start) continue;
    consider({ key, component: override, start, due: clock.dueOf(start) });
  }
  if (inWindow.length > 0) return inWindow;
  const next = later.sort((a, b) => a.due.getTime() - b.due.getTime())[0];
  return next ? [next] : [];
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');
