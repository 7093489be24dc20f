// Calendar files as Google, Exchange/Outlook, Zimbra, Thunderbird and Meetup export them (fixtures/*.ics,
// written in their shapes: X-WR-TIMEZONE, VTIMEZONE present or absent, Windows zone names, all-day events,
// overrides, cancelled occurrences) read into the right tasks, whatever the server's own time zone; and
// the rule for recurring events (docs/calendar-import.md). Each expected instant was worked out by hand
// from the zone's offset on that date (EST -05:00, CST -06:00, MST -07:00, PST -08:00, CET +01:00).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keepsPastOccurrence, readFeedEvents, type FeedEvent } from '../../../server/calendar/feed-events';

const NOW = new Date('2026-11-28T12:00:00Z');
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.ics`, import.meta.url), 'utf8');
const dues = (events: FeedEvent[]) => events.map((event) => [event.uid, event.title, event.due_at]);

/** The same readings in a fresh Node process whose own zone is `tz` (a worker thread cannot change its zone). */
function readElsewhere(names: string[], tz: string): Array<Array<[string, string, string]>> {
  const reader = fileURLToPath(new URL('./support/read-feed.ts', import.meta.url));
  const files = names.map((name) => fileURLToPath(new URL(`./fixtures/${name}.ics`, import.meta.url)));
  const run = spawnSync(process.execPath, ['--import', 'tsx', reader, NOW.toISOString(), ...files], { env: { ...process.env, TZ: tz }, encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Array<Array<[string, string, string]>>;
}

const EXPECTED: Record<string, Array<[string, string, string]>> = {
  // Google: a lecture on Tuesdays and Thursdays with an EXDATE (1 Dec), an override moving 3 Dec to 14:00
  // and renaming it, a cancelled 8 Dec, UNTIL 10 Dec; a weekly problem set with COUNT=3 (20 Nov, 27 Nov,
  // 4 Dec); an event in UTC; an all-day event due 23:59 in the X-WR-TIMEZONE.
  google: [
    ['4kq1c0lecture2110@google.com#20261203T151000Z', 'CS 2110 Lecture (review session)', '2026-12-03T19:00:00.000Z'],
    ['4kq1c0lecture2110@google.com#20261210T151000Z', 'CS 2110 Lecture', '2026-12-10T15:10:00.000Z'],
    ['9pset-math1920@google.com#20261204T220000Z', 'Problem set due [MATH 1920]', '2026-12-04T22:00:00.000Z'],
    ['1advising@google.com', 'Advising appointment', '2026-12-03T15:00:00.000Z'],
    ['2lastday@google.com', 'Last day of classes', '2026-12-05T04:59:00.000Z'],
  ],
  // Exchange: "Eastern Standard Time" with its VTIMEZONE; a Monday meeting whose 7 Dec is moved to Tuesday
  // 8 Dec 16:00; an all-day event in the first VTIMEZONE's zone (no X-WR-TIMEZONE).
  exchange: [
    [
      '040000008200E00074C5B7101A82E00800000000D0C8E1B1E2D8DA010000000000000000100000007A1B2C3D4E5F60718293A4B5C6D7E8F9#20261130T140000Z',
      'Lab group meeting',
      '2026-11-30T14:00:00.000Z',
    ],
    [
      '040000008200E00074C5B7101A82E00800000000D0C8E1B1E2D8DA010000000000000000100000007A1B2C3D4E5F60718293A4B5C6D7E8F9#20261207T140000Z',
      'Lab group meeting',
      '2026-12-08T21:00:00.000Z',
    ],
    [
      '040000008200E00074C5B7101A82E00800000000A1B2C3D4E5F6DA01000000000000000010000000112233445566778899AABBCCDDEEFF00',
      'Thesis draft due',
      '2026-12-11T22:00:00.000Z',
    ],
    [
      '040000008200E00074C5B7101A82E00800000000FFEEDDCCBBAA99DA01000000000000000010000000AABBCCDDEEFF00112233445566778899',
      'Reading day',
      '2026-12-10T04:59:00.000Z',
    ],
  ],
  // Outlook's published calendar: Windows zone names and no VTIMEZONE at all.
  'outlook-published': [
    [
      '040000008200E00074C5B7101A82E0080000000011AA22BB33CC44DDDA01000000000000000010000000ABCDEF0123456789ABCDEF0123456789',
      'Study group (Seattle)',
      '2026-12-03T03:00:00.000Z',
    ],
    [
      '040000008200E00074C5B7101A82E0080000000022BB33CC44DD55EEDA01000000000000000010000000ABCDEF0123456789ABCDEF0123456780',
      'Exchange semester call (Berlin)',
      '2026-12-04T08:00:00.000Z',
    ],
  ],
  // Zimbra: quoted TZIDs; America/Denver used without a VTIMEZONE; a multi-day all-day event is due at the
  // end of its first day in the feed's zone (America/Chicago).
  zimbra: [
    ['8a1f2e3d-4c5b-6a79-8b0c-1d2e3f4a5b6c', 'Chem 101 recitation', '2026-12-01T20:30:00.000Z'],
    ['9b2e3f4a-5d6c-7b8a-9c0d-2e3f4a5b6c7d', 'Field trip (Denver)', '2026-12-05T15:00:00.000Z'],
    ['0c3f4a5b-6e7d-8c9b-0d1e-3f4a5b6c7d8e', 'Finals week', '2026-12-08T05:59:00.000Z'],
  ],
  // Thunderbird: a VTIMEZONE, the old "/mozilla.org/…/Europe/Berlin" TZID without one, and a VTODO's DUE.
  thunderbird: [
    ['5f1c2a7e-8b3d-4e6f-9a0b-1c2d3e4f5a6b', 'Seminar talk', '2026-12-02T17:15:00.000Z'],
    ['6a2d3b8f-9c4e-5f70-ab1c-2d3e4f5a6b7c', 'Language tandem', '2026-12-03T16:00:00.000Z'],
    ['7b3e4c9a-0d5f-6a81-bc2d-3e4f5a6b7c8d', 'Hand in lab report', '2026-12-04T11:00:00.000Z'],
  ],
  // Meetup: TZID=America/New_York and no VTIMEZONE, in winter and in summer (EDT, -04:00).
  meetup: [
    ['event_301234567@meetup.com', 'Project night', '2026-12-05T23:30:00.000Z'],
    ['event_301111111@meetup.com', 'Summer lightning talks', '2026-07-15T23:00:00.000Z'],
  ],
};

describe('real-world calendar files', () => {
  for (const [name, expected] of Object.entries(EXPECTED)) {
    it(`reads ${name}.ics right`, () => {
      expect(dues(readFeedEvents(fixture(name), NOW).events)).toEqual(expected);
    });
  }

  it('reads a TZID in its own zone whatever the server’s zone is', () => {
    const names = ['meetup', 'outlook-published', 'google'];
    for (const tz of ['Asia/Tokyo', 'America/Los_Angeles']) expect(readElsewhere(names, tz), `TZ=${tz}`).toEqual(names.map((name) => EXPECTED[name]));
  }, 120_000);

  it('keeps the rest of an override from its series and takes the override’s notes', () => {
    const [moved] = readFeedEvents(fixture('exchange'), NOW).events.filter((event) => event.uid.endsWith('#20261207T140000Z'));
    expect(moved).toMatchObject({ title: 'Lab group meeting', notes: 'Moved for the TA training.' });
  });
});

/** A feed of one weekly series (and its overrides), as Google writes it, in New York time. */
function series(rule: string, ...extra: string[]): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'X-WR-TIMEZONE:America/New_York',
    'BEGIN:VEVENT',
    'UID:seminar@example.edu',
    'DTSTART;TZID=America/New_York:20250106T160000',
    'SUMMARY:Seminar',
    rule,
    'END:VEVENT',
    ...extra,
    'END:VCALENDAR',
  ].join('\r\n');
}

const override = (recurrenceId: string, start: string, more = '') =>
  `BEGIN:VEVENT\r\nUID:seminar@example.edu\r\nRECURRENCE-ID;TZID=America/New_York:${recurrenceId}\r\nDTSTART;TZID=America/New_York:${start}\r\nSUMMARY:Seminar (moved)${more}\r\nEND:VEVENT`;

describe('a recurring event', () => {
  it('is one task per occurrence in the next 14 days, not one at its first occurrence years ago', () => {
    // Mondays 16:00 EST since January 2025; now is Saturday 28 Nov 2026: 30 Nov, 7 Dec (14 Dec is past the window).
    const read = readFeedEvents(series('RRULE:FREQ=WEEKLY;BYDAY=MO'), NOW);
    expect(dues(read.events)).toEqual([
      ['seminar@example.edu#20261130T210000Z', 'Seminar', '2026-11-30T21:00:00.000Z'],
      ['seminar@example.edu#20261207T210000Z', 'Seminar', '2026-12-07T21:00:00.000Z'],
    ]);
    // The same occurrences on the next sync, under the same ids: no duplicates; a week later the window moved on.
    expect(dues(readFeedEvents(series('RRULE:FREQ=WEEKLY;BYDAY=MO'), NOW).events)).toEqual(dues(read.events));
    const weekLater = readFeedEvents(series('RRULE:FREQ=WEEKLY;BYDAY=MO'), new Date('2026-12-05T12:00:00Z'));
    expect(weekLater.events.map((event) => event.uid)).toEqual(['seminar@example.edu#20261207T210000Z', 'seminar@example.edu#20261214T210000Z']);
    // 30 Nov's task is not in the feed's window any more, but its time passed: it stays.
    expect(keepsPastOccurrence(weekLater, 'seminar@example.edu#20261130T210000Z', new Date('2026-11-30T21:00:00Z'))).toBe(true);
    expect(keepsPastOccurrence(weekLater, 'seminar@example.edu#20261214T210000Z', new Date('2026-12-14T21:00:00Z'))).toBe(false);
    expect(keepsPastOccurrence(weekLater, 'other@example.edu#20261130T210000Z', new Date('2026-11-30T21:00:00Z'))).toBe(false);
  });

  it('leaves out EXDATEs and cancelled occurrences, and takes an override’s time and title', () => {
    const feed = series('RRULE:FREQ=WEEKLY;BYDAY=MO,WE').replace(
      'SUMMARY:Seminar\r\n',
      'SUMMARY:Seminar\r\nEXDATE;TZID=America/New_York:20261202T160000,20261209T160000\r\n',
    );
    const withOverrides = feed.replace(
      'END:VCALENDAR',
      [override('20261130T160000', '20261201T100000'), override('20261207T160000', '20261207T160000', '\r\nSTATUS:CANCELLED'), 'END:VCALENDAR'].join('\r\n'),
    );
    expect(dues(readFeedEvents(withOverrides, NOW).events)).toEqual([['seminar@example.edu#20261130T210000Z', 'Seminar (moved)', '2026-12-01T15:00:00.000Z']]);
  });

  it('takes an override that moves a later occurrence into the window, and not one moved out of it', () => {
    const feed = series('RRULE:FREQ=WEEKLY;BYDAY=MO').replace(
      'END:VCALENDAR',
      [override('20261221T160000', '20261210T090000'), override('20261207T160000', '20261228T160000'), 'END:VCALENDAR'].join('\r\n'),
    );
    expect(dues(readFeedEvents(feed, NOW).events)).toEqual([
      ['seminar@example.edu#20261130T210000Z', 'Seminar', '2026-11-30T21:00:00.000Z'],
      ['seminar@example.edu#20261221T210000Z', 'Seminar (moved)', '2026-12-10T14:00:00.000Z'],
    ]);
  });

  it('ends at COUNT and UNTIL, and a series that ended is no task', () => {
    // 52 Mondays from 6 Jan 2025: the last is 29 Dec 2025.
    expect(readFeedEvents(series('RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=52'), NOW).events).toEqual([]);
    // UNTIL 30 Nov 21:00 UTC: 30 Nov (16:00 EST) is the last.
    expect(dues(readFeedEvents(series('RRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20261130T210000Z'), NOW).events)).toEqual([
      ['seminar@example.edu#20261130T210000Z', 'Seminar', '2026-11-30T21:00:00.000Z'],
    ]);
  });

  it('with no occurrence in the next 14 days is its next occurrence', () => {
    // Monthly on the 20th: 20 Dec is past the window, and is the one task.
    expect(dues(readFeedEvents(series('RRULE:FREQ=MONTHLY;BYMONTHDAY=20'), NOW).events)).toEqual([
      ['seminar@example.edu#20261220T210000Z', 'Seminar', '2026-12-20T21:00:00.000Z'],
    ]);
  });

  it('all day: one task per day in the window, due 23:59 in the calendar’s zone', () => {
    const feed = series('RRULE:FREQ=DAILY;INTERVAL=5').replace('DTSTART;TZID=America/New_York:20250106T160000', 'DTSTART;VALUE=DATE:20261120');
    // 20, 25, 30 Nov, 5, 10, 15 Dec: 25 Nov is past; 30 Nov, 5 Dec and 10 Dec are within 14 days.
    expect(dues(readFeedEvents(feed, NOW).events)).toEqual([
      ['seminar@example.edu#20261130', 'Seminar', '2026-12-01T04:59:00.000Z'],
      ['seminar@example.edu#20261205', 'Seminar', '2026-12-06T04:59:00.000Z'],
      ['seminar@example.edu#20261210', 'Seminar', '2026-12-11T04:59:00.000Z'],
    ]);
  });
});
