// Weekly classes found in real-world calendar exports: Google Calendar's (an IANA TZID with its
// VTIMEZONE, UNTIL in UTC, every other week with COUNT) and Outlook's (a Windows zone name, BYDAY=MO,TH,
// COUNT), each weekday ending on its own last class; single events, all-day and daily series and a cancelled series are not classes.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { classMeetingErrors } from '../../../../src/lib/entities/class-meeting';
import { weeklyClassesOf } from '../../../../src/lib/timetable/weekly-classes';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/calendars/${name}`, import.meta.url), 'utf8');

test('a Google Calendar export: a class on two days until UNTIL, and an every-other-week lab ending by COUNT', () => {
  const found = weeklyClassesOf(fixture('google-classes.ics'));
  expect(found.map(({ key: _key, ...meeting }) => meeting)).toEqual([
    {
      course: 'CS 2110 Lecture',
      weekday: 1,
      start_time: '10:10',
      end_time: '11:30',
      location: 'Gates Hall G01',
      rotation: 'weekly',
      week_a_starts: null,
      term_start: '2026-08-31',
      term_end: '2026-12-07',
    },
    {
      course: 'CS 2110 Lecture',
      weekday: 3,
      start_time: '10:10',
      end_time: '11:30',
      location: 'Gates Hall G01',
      rotation: 'weekly',
      week_a_starts: null,
      term_start: '2026-08-31',
      term_end: '2026-12-09',
    },
    {
      course: 'PHYS 1112 Lab',
      weekday: 2,
      start_time: '14:00',
      end_time: '16:50',
      location: 'Rockefeller 104',
      rotation: 'ab',
      week_a_starts: '2026-08-31',
      term_start: '2026-09-01',
      term_end: '2026-11-24',
    },
  ]);
  // Each is a meeting the API accepts as it is.
  for (const meeting of found) expect(classMeetingErrors(meeting)).toEqual({});
  expect(new Set(found.map((meeting) => meeting.key)).size).toBe(found.length);
});

test('an Outlook export: the wall clock of its Windows zone, BYDAY=MO,TH until UNTIL, Fridays by COUNT', () => {
  expect(weeklyClassesOf(fixture('outlook-classes.ics')).map(({ key: _key, ...meeting }) => meeting)).toEqual([
    {
      course: 'Linear Algebra (MATH 2210)',
      weekday: 1,
      start_time: '09:00',
      end_time: '10:45',
      location: 'Hörsaal 3, Hauptgebäude',
      rotation: 'weekly',
      week_a_starts: null,
      term_start: '2026-10-05',
      term_end: '2027-01-25',
    },
    {
      course: 'Linear Algebra (MATH 2210)',
      weekday: 4,
      start_time: '09:00',
      end_time: '10:45',
      location: 'Hörsaal 3, Hauptgebäude',
      rotation: 'weekly',
      week_a_starts: null,
      term_start: '2026-10-05',
      term_end: '2027-01-28',
    },
    {
      course: 'Statistics tutorial',
      weekday: 5,
      start_time: '14:00',
      end_time: '15:30',
      location: '',
      rotation: 'weekly',
      week_a_starts: null,
      term_start: '2026-10-09',
      term_end: '2026-12-25',
    },
  ]);
});

test('text that is no calendar has no classes', () => {
  expect(weeklyClassesOf('<html>Sign in</html>')).toEqual([]);
  expect(weeklyClassesOf('')).toEqual([]);
});
