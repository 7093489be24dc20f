// Classes found in a calendar export (Google, Outlook, Apple): its weekly recurring timed events, each
// weekday a meeting the student may take into their timetable. Times are the wall clock the event was
// written in (its TZID's), as a timetable is read; the term runs from the first occurrence to the last
// one (UNTIL or COUNT), walked with ical.js so both end the same way. Every other week (INTERVAL=2) is an
// A/B rotation counted from the first week. Pure: the file's text in, candidates out.
import ICAL from 'ical.js';
import { addDays, isWeekOf } from '../study/week';
import type { ClassMeetingDraft } from '../entities/class-meeting';

export type WeeklyClass = Required<Omit<ClassMeetingDraft, never>> & { key: string };

const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];
/** A series is walked to its end to find the term's last day: enough for years of weekly classes. */
const MAX_STEPS = 1000;
const COURSE_MAX = 120;

/** Weekly classes in the calendar text, in the file's order; [] when it is no calendar. */
export function weeklyClassesOf(ics: string): WeeklyClass[] {
  let calendar: ICAL.Component;
  try {
    const parsed: unknown = ICAL.parse(ics);
    calendar = new ICAL.Component((Array.isArray(parsed) && Array.isArray(parsed[0]) ? parsed[0] : parsed) as unknown[]);
  } catch {
    return [];
  }
  if (calendar.name !== 'vcalendar') return [];
  // The file's own zones, so that UNTIL (in UTC) is compared with the occurrences in theirs; without
  // them a last class could be counted on the wrong side of it.
  const zones = new Map(calendar.getAllSubcomponents('vtimezone').map((zone) => [String(zone.getFirstPropertyValue('tzid')), new ICAL.Timezone(zone)]));
  const found: WeeklyClass[] = [];
  for (const component of calendar.getAllSubcomponents('vevent')) {
    // Overrides of one occurrence belong to their series; a cancelled series is no class.
    if (component.hasProperty('recurrence-id') || String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED') continue;
    const rule = component.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    const start = component.getFirstPropertyValue('dtstart') as ICAL.Time | null;
    const end = component.getFirstPropertyValue('dtend') as ICAL.Time | null;
    const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
    const zone = typeof tzid === 'string' ? zones.get(tzid) : undefined;
    if (start && zone) start.zone = zone;
    if (!rule || !start || start.isDate || rule.freq !== 'WEEKLY' || (rule.interval ?? 1) > 2) continue;
    const endTime = end && !end.isDate ? end : start.clone();
    if (!end && component.hasProperty('duration')) endTime.addDuration(component.getFirstPropertyValue('duration') as ICAL.Duration);
    const startText = clock(start);
    const endText = clock(endTime);
    if (endText <= startText) continue;
    const firstDay = day(start);
    const lastDays = lastOccurrenceDays(rule, start);
    const days = (rule.parts.BYDAY as string[] | undefined)?.map((code) => WEEKDAYS.indexOf(code.slice(-2)) + 1).filter((weekday) => weekday > 0) ?? [
      start.dayOfWeek(ICAL.Time.MONDAY),
    ];
    const course =
      String(component.getFirstPropertyValue('summary') ?? '')
        .trim()
        .slice(0, COURSE_MAX) || 'Class';
    const uid = String(component.getFirstPropertyValue('uid') ?? found.length);
    for (const weekday of [...new Set(days)].sort()) {
      found.push({
        key: `${uid}#${weekday}`,
        course,
        weekday,
        start_time: startText,
        end_time: endText,
        location: String(component.getFirstPropertyValue('location') ?? '')
          .trim()
          .slice(0, COURSE_MAX),
        rotation: rule.interval === 2 ? 'ab' : 'weekly',
        week_a_starts: rule.interval === 2 ? mondayOnOrBefore(firstDay) : null,
        term_start: firstDay,
        term_end: lastDays === null ? null : (lastDays.get(weekday) ?? firstDay),
      });
    }
  }
  return found;
}

/** 'HH:MM' as written in the event's own zone. */
function clock(time: ICAL.Time): string {
  return `${String(time.hour).padStart(2, '0')}:${String(time.minute).padStart(2, '0')}`;
}

function day(time: ICAL.Time): string {
  return `${String(time.year).padStart(4, '0')}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`;
}

function mondayOnOrBefore(date: string): string {
  for (let back = 0; back < 7; back += 1) if (isWeekOf(addDays(date, -back))) return addDays(date, -back);
  return date;
}

/**
 * Each weekday's last occurrence (1 = Monday), in the event's own wall clock: a class meeting Monday and
 * Thursday may end on a Thursday. null when the series never ends (or is too long to walk).
 */
function lastOccurrenceDays(rule: ICAL.Recur, start: ICAL.Time): Map<number, string> | null {
  if (!rule.until && !rule.count) return null;
  const iterator = rule.iterator(start);
  const last = new Map<number, string>();
  for (let step = 0; step < MAX_STEPS; step += 1) {
    const next = iterator.next();
    if (!next) return last;
    last.set(next.dayOfWeek(ICAL.Time.MONDAY), day(next));
  }
  return null;
}
