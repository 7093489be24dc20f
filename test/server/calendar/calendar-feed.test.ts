// The private subscription: created, shown again, regenerated (the old URL 404) and revoked (404); the .ics
// it serves without a token parses back with ical.js and holds the student's due tasks, and only theirs.
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mondayOf, weekDays } from '../../../src/lib/study/week';
import { APP_ORIGIN, startTestApi, type TestApi, type TestUser } from '../support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ calendar: { resync: false, feedKey: 'test-feed-key' } });
});
afterAll(() => api.close());

const feed = '/api/calendar/feed/';

/** The subscription fetched as a calendar app would: no Authorization header. */
async function subscribe(url: string) {
  const { pathname } = new URL(url);
  return api.app.inject({ method: 'GET', url: pathname });
}

async function connect(user: TestUser): Promise<string> {
  const response = await user.request('POST', feed);
  expect(response.statusCode).toBe(200);
  return response.json().url;
}

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  expect(calendar.name).toBe('vcalendar');
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
}

describe('the calendar subscription', () => {
  it('is created, shown again, regenerated and revoked', async () => {
    const user = await api.newUser();
    expect((await user.request('GET', feed)).statusCode).toBe(404);
    const url = await connect(user);
    expect(url).toMatch(new RegExp(`^${APP_ORIGIN}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect((await user.request('GET', feed)).json()).toEqual({ url });
    expect((await subscribe(url)).statusCode).toBe(200);

    const regenerated = await connect(user);
    expect(regenerated).not.toBe(url);
    expect((await subscribe(url)).statusCode).toBe(404);
    expect((await subscribe(regenerated)).statusCode).toBe(200);

    expect((await user.request('DELETE', feed)).statusCode).toBe(204);
    expect((await subscribe(regenerated)).statusCode).toBe(404);
    expect((await user.request('GET', feed)).statusCode).toBe(404);
    expect((await user.request('DELETE', feed)).statusCode).toBe(404);
  });

  it('stores no secret a database reader could turn into the URL', async () => {
    const user = await api.newUser();
    const url = await connect(user);
    const secret = /calendar\/([^/.]+)\.ics$/.exec(url)![1]!;
    const rows = await api.db.query<Record<string, unknown>>('SELECT * FROM calendar_feeds WHERE owner_sub = $1', [user.sub]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('answers 404 for an unknown secret, and needs a token to manage it', async () => {
    expect((await api.app.inject({ method: 'GET', url: `/api/calendar/${'A'.repeat(43)}.ics` })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'GET', url: '/api/calendar/short.ics' })).statusCode).toBe(404);
    expect((await api.app.inject({ method: 'POST', url: feed })).statusCode).toBe(401);
    expect((await api.app.inject({ method: 'GET', url: feed })).statusCode).toBe(401);
  });

  it('tells calendar apps to refresh hourly, each property written once as RFC 7986 and the X- form have it', async () => {
    const body = (await subscribe(await connect(await api.newUser()))).body;
    const lines = body.split('\r\n');
    expect(lines.filter((line) => line.startsWith('REFRESH-INTERVAL'))).toEqual(['REFRESH-INTERVAL;VALUE=DURATION:PT1H']);
    expect(lines.filter((line) => line.startsWith('X-PUBLISHED-TTL'))).toEqual(['X-PUBLISHED-TTL:PT1H']);
  });

  it('serves the student’s tasks with due dates as events that a calendar parser reads back', async () => {
    const [user, other] = [await api.newUser(), await api.newUser()];
    const homework = (
      await user.request('POST', '/api/tasks/', { title: 'Homework 3', course: 'CS 2110', notes: 'Linked lists', due_at: '2026-12-02T23:59:00-05:00' })
    ).json();
    const quiz = (await user.request('POST', '/api/tasks/', { title: 'Quiz 2', due_at: '2026-12-08T14:00:00Z', status: 'complete' })).json();
    await user.request('POST', '/api/tasks/', { title: 'No due date' });
    await other.request('POST', '/api/tasks/', { title: 'Someone else’s', due_at: '2026-12-03T10:00:00Z' });
    const url = await connect(user);

    const response = await subscribe(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    const read = events(response.body);
    expect(read.map((event) => event.summary)).toEqual(['Homework 3', '✓ Quiz 2']);
    const [first, second] = read;
    expect(first!.uid).toBe(`task-${homework.id}@degreemate`);
    expect(first!.startDate.toJSDate().toISOString()).toBe('2026-12-03T04:59:00.000Z');
    expect(first!.description).toContain('CS 2110');
    expect(first!.description).toContain('Linked lists');
    expect(second!.uid).toBe(`task-${quiz.id}@degreemate`);

    // Stable UIDs: an edit keeps the event's identity, so calendar apps update it in place.
    await user.request('PATCH', `/api/tasks/${homework.id}/`, { due_at: '2026-12-04T12:00:00Z' });
    const again = events((await subscribe(url)).body);
    expect(
      again
        .find((event) => event.uid === first!.uid)!
        .startDate.toJSDate()
        .toISOString(),
    ).toBe('2026-12-04T12:00:00.000Z');
  });

  it('serves the deadlines imported from a syllabus like any task', async () => {
    const user = await api.newUser();
    const syllabus = (await user.request('POST', '/api/syllabi/', { course: 'PHYS 2213', term: 'Spring 2027', file_name: 'phys2213.pdf' })).json();
    const prelim = (
      await user.request('POST', '/api/tasks/', { title: 'Prelim 1', course: 'PHYS 2213', due_at: '2027-03-03T19:30:00-05:00', syllabus_id: syllabus.id })
    ).json();
    expect(prelim.source).toBe('syllabus');
    const [event] = events((await subscribe(await connect(user))).body);
    expect(event!.summary).toBe('Prelim 1');
    expect(event!.uid).toBe(`task-${prelim.id}@degreemate`);
  });

  it('serves the study blocks of this week’s weekly plans at the times the plan gives, and not an archived plan’s', async () => {
    const user = await api.newUser();
    const weekOf = mondayOf(new Date());
    const markdown = [
      '| Day | Time | Focus | Course |',
      '| --- | --- | --- | --- |',
      '| Tuesday | 17:00–18:30 | Learn: recursion | CS 2110 |',
      '| Saturday | 10:00–11:00 | Review: recursion | |',
    ].join('\n');
    const plan = (await user.request('POST', '/api/study/weekly/', { title: 'This week', markdown_plan: markdown, week_of: weekOf })).json();
    await user.request('POST', '/api/study/weekly/', { title: 'Archived', markdown_plan: markdown, week_of: weekOf, archived: true });
    const url = await connect(user);

    const read = events((await subscribe(url)).body);
    expect(read.map((event) => event.summary)).toEqual(['Study: Learn: recursion (CS 2110)', 'Study: Review: recursion']);
    const [tuesday, saturday] = read;
    expect(tuesday!.uid).toBe(`study-${plan.id}-0@degreemate`);
    // Floating local times: the student's 17:00 wherever their calendar app is.
    expect(tuesday!.startDate.toString()).toBe(`${weekDays(weekOf)[1]}T17:00:00`);
    expect(tuesday!.endDate.toString()).toBe(`${weekDays(weekOf)[1]}T18:30:00`);
    expect(saturday!.startDate.toString()).toBe(`${weekDays(weekOf)[5]}T10:00:00`);
  });
});
