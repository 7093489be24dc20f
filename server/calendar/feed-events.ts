// An LMS calendar feed (Canvas, Blackboard, D2L, Moodle) read with ical.js into the tasks it stands for.
// Times: a timed event is due at its start (DUE for a VTODO) as an instant, its TZID resolved through the
// feed's VTIMEZONE. An all-day event (a date) is due at 23:59 of that date in the calendar's zone: the
// X-WR-TIMEZONE or first VTIMEZONE of the feed, else UTC (what Canvas's own list shows). A recurring event
// counts once, at its first occurrence.
import ICAL from 'ical.js';
import { TASK_LIMITS } from '../tasks/task-schemas';

export interface FeedEvent {
  uid: string;
  title: string;
  notes: string;
  course: string;
  due_at: string;
}

export const MAX_FEED_EVENTS = 2000;

export class NotACalendar extends Error {}

/** Throws NotACalendar when the text is not an iCalendar with events. */
export function readFeedEvents(text: string): FeedEvent[] {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(text);
    // Several VCALENDARs in one file come back as an array: the first one counts.
    calendar = new ICAL.Component((Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  } catch {
    throw new NotACalendar('This address does not serve an iCalendar (.ics) feed.');
  }
  if (calendar.name !== 'vcalendar') throw new NotACalendar('This address does not serve an iCalendar (.ics) feed.');
  const zone = calendarZone(calendar);
  const events: FeedEvent[] = [];
  const seen = new Set<string>();
  for (const component of [...calendar.getAllSubcomponents('vevent'), ...calendar.getAllSubcomponents('vtodo')]) {
    const event = toFeedEvent(component, zone);
    if (!event || seen.has(event.uid)) continue;
    seen.add(event.uid);
    events.push(event);
    if (events.length === MAX_FEED_EVENTS) break;
  }
  return events;
}

/** "Homework 3 [CS 2110]" → CS 2110 (Canvas puts the course code in brackets at the end). */
export function courseOfSummary(summary: string): string {
  const match = /\[([^[\]]{1,100})\]\s*$/.exec(summary);
  return match ? match[1]!.trim() : '';
}

function toFeedEvent(component: ICAL.Component, zone: CalendarZone): FeedEvent | undefined {
  const uid = text(component.getFirstPropertyValue('uid'));
  const when = (component.getFirstPropertyValue(component.name === 'vtodo' ? 'due' : 'dtstart') ??
    component.getFirstPropertyValue('dtstart')) as ICAL.Time | null;
  if (!uid || !(when instanceof ICAL.Time)) return undefined;
  const summary = text(component.getFirstPropertyValue('summary')) || 'Untitled event';
  return {
    uid: uid.slice(0, 500),
    title: summary.slice(0, TASK_LIMITS.title).trim(),
    notes: text(component.getFirstPropertyValue('description')).slice(0, TASK_LIMITS.notes).trim(),
    course: courseOfSummary(summary),
    due_at: (when.isDate ? endOfDay(when, zone) : when.toJSDate()).toISOString(),
  };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

type CalendarZone = { timezone: ICAL.Timezone } | { iana: string } | undefined;

function calendarZone(calendar: ICAL.Component): CalendarZone {
  const named = text(calendar.getFirstPropertyValue('x-wr-timezone'));
  const zones = calendar.getAllSubcomponents('vtimezone').map((component) => new ICAL.Timezone(component));
  const timezone = zones.find((zone) => zone.tzid === named) ?? (named ? undefined : zones[0]);
  if (timezone) return { timezone };
  if (named && isIanaZone(named)) return { iana: named };
  return undefined;
}

/** 23:59 of that date in the calendar's zone. */
function endOfDay(date: ICAL.Time, zone: CalendarZone): Date {
  const wall = { year: date.year, month: date.month, day: date.day, hour: 23, minute: 59, second: 0, isDate: false };
  if (zone && 'timezone' in zone) return ICAL.Time.fromData(wall, zone.timezone).toJSDate();
  const utc = Date.UTC(wall.year, wall.month - 1, wall.day, 23, 59);
  if (!zone) return new Date(utc);
  // The zone's offset at that wall time, read from Intl (twice, to settle across a DST change).
  let instant = utc;
  for (let i = 0; i < 2; i++) instant = utc - offsetMinutes(zone.iana, instant) * 60_000;
  return new Date(instant);
}

function offsetMinutes(timeZone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })
    .formatToParts(new Date(instant))
    .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

function isIanaZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
