// My Advisor › Semester › Class times in Chromium against the real server: a class outside the plan is added
// through the form (day, times, room, A/B weeks from a Monday), edited and deleted; then the weekly classes of a
// Google Calendar export are offered from the file, the student keeps the ones that are classes, and each step
// reaches the server's timetable.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, mondayOf } from '../../../src/lib/study/week';
import { apiAccessToken } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';
import { openSemester } from './support/semester-page';

interface ServerMeeting {
  course: string;
  weekday: number;
  start_time: string;
  end_time: string;
  location: string;
  rotation: string;
  week_a_starts: string | null;
  term_start: string | null;
  term_end: string | null;
}

/** The sample program's graduation plan, made over the API (the Semester tab's cards need a plan). */
async function makePlan(token: string): Promise<void> {
  const api = async (path: string, body?: unknown) => {
    const response = await fetch(appUrl(path), {
      method: body === undefined ? 'GET' : 'POST',
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { results: Record<string, unknown>[] };
  };
  const [university] = (await api('/api/universities/')).results;
  const program = (await api(`/api/programs/?university=${String(university!.id)}`)).results.find((item) => item.program_name === 'Computer Science')!;
  await api('/api/plans/', { program: program.id, start_term: 'Fall', start_year: 2026, credit_load: 15 });
}

async function serverMeetings(token: string): Promise<ServerMeeting[]> {
  const response = await fetch(appUrl('/api/timetable/meetings/'), { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/timetable/meetings/ answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { results: ServerMeeting[] }).results;
}

/** Polls the server's timetable until `check` holds; resolves with it. */
async function waitForServerMeetings(token: string, check: (meetings: ServerMeeting[]) => boolean): Promise<ServerMeeting[]> {
  const deadline = Date.now() + 20_000;
  let meetings: ServerMeeting[] = [];
  while (Date.now() < deadline) {
    meetings = await serverMeetings(token);
    if (check(meetings)) return meetings;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server's class times never matched: ${JSON.stringify(meetings)}`);
}

/**
 * A Google Calendar export (Settings › Import & export), CRLF lines as Google writes them: a lecture on Mondays
 * and Wednesdays until early December, a weekly gym session that is no class, and a one-off appointment.
 */
const GOOGLE_EXPORT = [
  'BEGIN:VCALENDAR',
  'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  'METHOD:PUBLISH',
  'X-WR-CALNAME:Fall 2026',
  'X-WR-TIMEZONE:America/New_York',
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'X-LIC-LOCATION:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/New_York:20260824T101000',
  'DTEND;TZID=America/New_York:20260824T112500',
  'RRULE:FREQ=WEEKLY;WKST=SU;UNTIL=20261205T045959Z;BYDAY=MO,WE',
  'DTSTAMP:20260820T140512Z',
  'UID:5q8v1c2k9h3l0m4n7p6r2s1t0u@google.com',
  'CREATED:20260815T181233Z',
  'DESCRIPTION:Object-Oriented Programming and Data Structures',
  'LAST-MODIFIED:20260815T181233Z',
  'LOCATION:Gates Hall G01',
  'SEQUENCE:0',
  'STATUS:CONFIRMED',
  'SUMMARY:CS 2110 Lecture',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/New_York:20260825T070000',
  'DTEND;TZID=America/New_York:20260825T080000',
  'RRULE:FREQ=WEEKLY;BYDAY=TU',
  'DTSTAMP:20260820T140512Z',
  'UID:1a2b3c4d5e6f7g8h9i0j@google.com',
  'CREATED:20260815T181500Z',
  'LAST-MODIFIED:20260815T181500Z',
  'LOCATION:Helen Newman Hall',
  'SEQUENCE:0',
  'STATUS:CONFIRMED',
  'SUMMARY:Gym',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'BEGIN:VEVENT',
  'DTSTART;TZID=America/New_York:20260910T153000',
  'DTEND;TZID=America/New_York:20260910T160000',
  'DTSTAMP:20260820T140512Z',
  'UID:9z8y7x6w5v4u3t2s1r0q@google.com',
  'SEQUENCE:0',
  'STATUS:CONFIRMED',
  'SUMMARY:Dentist',
  'TRANSP:OPAQUE',
  'END:VEVENT',
  'END:VCALENDAR',
  '',
].join('\r\n');

const card = (page: Page): Locator => page.getByRole('region', { name: 'Class times' });

/** The form's fields, filled as given (the dialog is open). */
async function fillMeeting(
  page: Page,
  dialog: Locator,
  fields: { course?: string; day?: string; starts?: string; ends?: string; location?: string; weekA?: string },
): Promise<void> {
  if (fields.course !== undefined) await dialog.getByLabel('Class').fill(fields.course);
  if (fields.day !== undefined) {
    await dialog.getByLabel('Day', { exact: true }).click();
    await page.getByRole('option', { name: fields.day, exact: true }).click();
  }
  if (fields.starts !== undefined) await dialog.getByLabel('Starts').fill(fields.starts);
  if (fields.ends !== undefined) await dialog.getByLabel('Ends').fill(fields.ends);
  if (fields.location !== undefined) await dialog.getByLabel('Location').fill(fields.location);
  if (fields.weekA !== undefined) {
    await dialog.getByText('A/B weeks', { exact: true }).click();
    await dialog.getByLabel('Monday of a week it meets').fill(fields.weekA);
  }
}

describe('class times on the Semester tab', () => {
  const { newPage } = useBrowser();

  it('adds, edits and deletes a class time in the form, and takes the classes of a calendar export', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await signInNewStudent(page);
    const token = await apiAccessToken(page);
    await makePlan(token);
    await openSemester(page);
    await card(page).getByText('Mark classes as taking, or add another class, to enter when they meet.').waitFor();

    // Another class: a lab every other week, from a Monday.
    const weekA = addDays(mondayOf(new Date()), 7);
    await card(page).getByRole('button', { name: 'Another class' }).click();
    const add = page.getByRole('dialog', { name: 'Add time' });
    await fillMeeting(page, add, { course: 'CHEM 2090 Lab', day: 'Wednesday', starts: '13:25', ends: '16:25', location: 'Baker 200', weekA });
    await add.getByRole('button', { name: 'Save time' }).click();
    await add.waitFor({ state: 'hidden' });
    const times = card(page).getByRole('region', { name: 'CHEM 2090 Lab times' });
    const added = `Wednesday 13:25–16:25 · Baker 200 · A/B weeks from ${weekA}`;
    await times.getByText(added, { exact: true }).waitFor();
    const [lab] = await waitForServerMeetings(token, (meetings) => meetings.length === 1);
    expect(lab).toMatchObject({
      course: 'CHEM 2090 Lab',
      weekday: 3,
      start_time: '13:25',
      end_time: '16:25',
      location: 'Baker 200',
      rotation: 'ab',
      week_a_starts: weekA,
    });

    // Edit: another day and room; the form opens with what is stored.
    await times.getByRole('button', { name: `Edit CHEM 2090 Lab ${added}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit time' });
    expect(await edit.getByLabel('Starts').inputValue()).toBe('13:25');
    expect(await edit.getByLabel('Monday of a week it meets').inputValue()).toBe(weekA);
    await fillMeeting(page, edit, { day: 'Thursday', ends: '16:10', location: 'Baker 135' });
    await edit.getByRole('button', { name: 'Save time' }).click();
    await edit.waitFor({ state: 'hidden' });
    const edited = `Thursday 13:25–16:10 · Baker 135 · A/B weeks from ${weekA}`;
    await times.getByText(edited, { exact: true }).waitFor();
    await waitForServerMeetings(
      token,
      (meetings) => meetings.length === 1 && meetings[0]!.weekday === 4 && meetings[0]!.end_time === '16:10' && meetings[0]!.location === 'Baker 135',
    );

    // Delete: gone here and on the server.
    await times.getByRole('button', { name: `Delete CHEM 2090 Lab ${edited}`, exact: true }).click();
    await times.waitFor({ state: 'detached' });
    await waitForServerMeetings(token, (meetings) => meetings.length === 0);

    // From a calendar file: the two weekly events are offered (the lecture once per weekday), the one-off is not.
    const chooser = page.waitForEvent('filechooser');
    await card(page).getByRole('button', { name: 'From a calendar file' }).click();
    await (await chooser).setFiles({ name: 'fall-2026.ics', mimeType: 'text/calendar', buffer: Buffer.from(GOOGLE_EXPORT) });
    const offered = page.getByRole('dialog', { name: 'Classes in your calendar' });
    const boxes = offered.getByRole('checkbox');
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(3);
    const descriptions = await offered.locator('.mantine-Checkbox-description').allInnerTexts();
    // Each weekday ends on its own last class before UNTIL (in the file's zone): Monday 30 Nov, Wednesday 2 Dec.
    expect(descriptions).toEqual([
      'Monday 10:10–11:25 · Gates Hall G01 · until 2026-11-30',
      'Wednesday 10:10–11:25 · Gates Hall G01 · until 2026-12-02',
      'Tuesday 07:00–08:00 · Helen Newman Hall',
    ]);
    expect(await offered.getByText('Dentist').count()).toBe(0);
    // The gym is no class.
    await offered.getByRole('checkbox', { name: 'Gym' }).uncheck();
    await offered.getByRole('button', { name: 'Add 2 classes' }).click();
    await offered.waitFor({ state: 'hidden' });
    const lecture = card(page).getByRole('region', { name: 'CS 2110 Lecture times' });
    await lecture.getByText('Monday 10:10–11:25 · Gates Hall G01', { exact: true }).waitFor();
    await lecture.getByText('Wednesday 10:10–11:25 · Gates Hall G01', { exact: true }).waitFor();
    expect(await card(page).getByText('Gym').count()).toBe(0);
    const imported = await waitForServerMeetings(token, (meetings) => meetings.length === 2);
    expect(
      imported
        .map(({ course, weekday, start_time, end_time, location, rotation, term_end }) => ({
          course,
          weekday,
          start_time,
          end_time,
          location,
          rotation,
          term_end,
        }))
        .sort((a, b) => a.weekday - b.weekday),
    ).toEqual(
      [
        [1, '2026-11-30'],
        [3, '2026-12-02'],
      ].map(([weekday, termEnd]) => ({
        course: 'CS 2110 Lecture',
        weekday,
        start_time: '10:10',
        end_time: '11:25',
        location: 'Gates Hall G01',
        rotation: 'weekly',
        term_end: termEnd,
      })),
    );
  });
});
