// A calendar feed (Canvas, Blackboard, D2L, Moodle, or a Google, Outlook/Exchange, Zimbra, Thunderbird or
// Meetup export) read with ical.js into the tasks it stands for (docs/calendar-import.md).
// Times: a timed event is due at its start (DUE for a VTODO) as an instant, its TZID resolved through the
// feed's VTIMEZONE, else as an IANA or Windows zone name (feed-zones.ts). An all-day event (a date) is due
// at 23:59 of that date in the calendar's zone: the X-WR-TIMEZONE or first VTIMEZONE of the feed, else UTC
// (what Canvas's own list shows); a floating time is read in that zone too. A recurring event becomes one
// task per upcoming occurrence (feed-occurrences.ts). A cancelled event is no task.
import ICAL from 'ical.js';
import { TASK_LIMITS } from '../../src/lib/task';
import { isCancelled, MAX_STEPS_PER_FEED, occurrenceId, recurrenceKey, seriesOf, startOf, upcomingOccurrences, type OccurrenceClock } from './feed-occurrences';
import { knownZone, registerFeedZones } from './feed-zones';

export interface FeedEvent {
  uid: string;
  title: string;
  notes: string;
  course: string;
  due_at: string;
}

export interface FeedRead {
  events: FeedEvent[];
  /** UIDs of the recurring series in the feed: their past occurrences' tasks stay (keepsPastOccurrence). */
  series: Set<string>;
  now: Date;
}

const MAX_FEED_EVENTS = 2000;
const MAX_UID = 500;

export class NotACalendar extends Error {}

/** Throws NotACalendar when the text is not an iCalendar with events. */
export function readFeedEvents(ics: string, now = new Date()): FeedRead {
  // A sign-in page or a course page instead of the feed: said as such.
  if (/^\s*</.test(ics)) throw new NotACalendar('This address gives a web page, not a calendar: copy the calendar feed (iCal) address instead.');
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(ics);
    // Several VCALENDARs in one file come back as an array: the first one counts.
    calendar = new ICAL.Component((Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  } catch {
    throw new NotACalendar('This address does not serve an iCalendar (.ics) feed.');
  }
  if (calendar.name !== 'vcalendar') throw new NotACalendar('This address does not serve an iCalendar (.ics) feed.');
  registerFeedZones(calendar);
  const clock = clockOf(calendar, now);

  // A series and its overrides share a UID: grouped, the override (with a RECURRENCE-ID) is not the series.
  const masters = new Map<string, ICAL.Component>();
  const overrides = new Map<string, ICAL.Component[]>();
  for (const component of [...calendar.getAllSubcomponents('vevent'), ...calendar.getAllSubcomponents('vtodo')]) {
    const uid = text(component.getFirstPropertyValue('uid')).slice(0, MAX_UID);
    if (!uid) continue;
    if (component.name === 'vevent' && component.hasProperty('recurrence-id')) overrides.set(uid, [...(overrides.get(uid) ?? []), component]);
    else if (!masters.has(uid)) masters.set(uid, component);
  }

  const read: FeedRead = { events: [], series: new Set(), now };
  const add = (event: FeedEvent | undefined) => event && read.events.length < MAX_FEED_EVENTS && read.events.push(event);
  for (const [uid, master] of masters) {
    if (isCancelled(master)) continue;
    if (master.name === 'vevent' && (master.hasProperty('rrule') || master.hasProperty('rdate'))) {
      read.series.add(uid);
      for (const occurrence of upcomingOccurrences(master, overrides.get(uid) ?? [], clock)) {
        add(toFeedEvent(occurrenceId(uid, occurrence.key), occurrence.component, occurrence.due, master));
      }
    } else {
      const when = master.name === 'vtodo' ? (todoDue(master) ?? startOf(master)) : startOf(master);
      if (when) add(toFeedEvent(uid, master, clock.dueOf(when)));
    }
  }
  // An override whose series the feed does not carry (shared alone): a task of its own.
  for (const [uid, alone] of overrides) {
    if (masters.has(uid)) continue;
    for (const override of alone) {
      const id = override.getFirstPropertyValue('recurrence-id') as ICAL.Time;
      const start = startOf(override);
      if (start && !isCancelled(override)) add(toFeedEvent(occurrenceId(uid, recurrenceKey(id, id.isDate, clock)), override, clock.dueOf(start)));
    }
  }
  return read;
}

/**
 * A task from an occurrence that has left the 14-day window because its time passed is kept as it is,
 * not removed: it was not cancelled, time moved on. Its series must still be in the feed.
 */
export function keepsPastOccurrence(read: FeedRead, sourceEventId: string, dueAt: Date | null): boolean {
  const series = seriesOf(sourceEventId);
  return series !== undefined && read.series.has(series) && dueAt !== null && dueAt < read.now;
}

/** "Homework 3 [CS 2110]" → CS 2110 (Canvas puts the course code in brackets at the end). */
function courseOfSummary(summary: string): string {
  const match = /\[([^[\]]{1,100})\]\s*$/.exec(summary);
  return match ? match[1]!.trim() : '';
}

/** The event's fields; an override without a SUMMARY or DESCRIPTION takes its series'. */
function toFeedEvent(uid: string, component: ICAL.Component, due: Date, series?: ICAL.Component): FeedEvent {
  const field = (name: string) => text(component.getFirstPropertyValue(name)) || (series ? text(series.getFirstPropertyValue(name)) : '');
  const summary = field('summary') || 'Untitled event';
  return {
    uid,
    title: summary.slice(0, TASK_LIMITS.title).trim(),
    notes: field('description').slice(0, TASK_LIMITS.notes).trim(),
    course: courseOfSummary(summary),
    due_at: due.toISOString(),
  };
}

function todoDue(todo: ICAL.Component): ICAL.Time | undefined {
  const due = todo.getFirstPropertyValue('due');
  return due instanceof ICAL.Time ? due : undefined;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Instants of the feed's times, with floating times and all-day ends read in the calendar's zone. */
function clockOf(calendar: ICAL.Component, now: Date): OccurrenceClock {
  const zone = calendarZone(calendar);
  const inZone = (time: ICAL.Time, hour: number, minute: number, second: number) =>
    ICAL.Time.fromData({ year: time.year, month: time.month, day: time.day, hour, minute, second, isDate: false }, zone).toJSDate();
  const instantOf = (time: ICAL.Time) => (time.zone?.tzid === 'floating' || !time.zone ? inZone(time, time.hour, time.minute, time.second) : time.toJSDate());
  return { now, budget: { steps: MAX_STEPS_PER_FEED }, instantOf, dueOf: (start) => (start.isDate ? inZone(start, 23, 59, 0) : instantOf(start)) };
}

function calendarZone(calendar: ICAL.Component): ICAL.Timezone {
  const named = text(calendar.getFirstPropertyValue('x-wr-timezone'));
  if (named) return knownZone(calendar, named) ?? ICAL.Timezone.utcTimezone;
  const first = calendar.getFirstSubcomponent('vtimezone');
  return first ? new ICAL.Timezone(first) : ICAL.Timezone.utcTimezone;
}
