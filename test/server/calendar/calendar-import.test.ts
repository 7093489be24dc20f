// Calendar imports against a local HTTP server serving a Canvas-shaped feed (fixtures/canvas.ics): events
// become tasks (time zones and all-day events right), a re-sync updates, adds and removes them while
// keeping what the student changed, deleting the import keeps only touched tasks, and a private address
// is refused unless the app allows private feeds.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress, normaliseFeedUrl } from '../../../server/calendar/feed-fetch';
import { syncDueImports } from '../../../server/calendar/import-service';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

const CANVAS = readFileSync(new URL('./fixtures/canvas.ics', import.meta.url), 'utf8');

/** Feeds by path; change them between syncs. */
const served = new Map<string, { type: string; body: string }>();
let server: Server;
let origin: string;
let api: TestApi;
let strict: TestApi;

beforeAll(async () => {
  server = createServer((request, response) => {
    const feed = served.get(request.url ?? '');
    if (!feed) return void response.writeHead(404).end('Not found');
    response.writeHead(200, { 'content-type': feed.type }).end(feed.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [api, strict] = await Promise.all([
    startTestApi({ calendar: { resync: false, allowPrivateFeeds: true } }),
    startTestApi({ calendar: { resync: false, allowPrivateFeeds: false } }),
  ]);
  // Two apps, each migrating its own database: slow on a loaded machine.
}, 180_000);
afterAll(async () => {
  await Promise.all([api.close(), strict.close()]);
  await new Promise((resolve) => server.close(resolve));
});

let feeds = 0;
function serve(body: string, type = 'text/calendar; charset=utf-8'): string {
  const path = `/feeds/user_${++feeds}.ics`;
  served.set(path, { type, body });
  return path;
}

interface Task {
  id: string;
  title: string;
  notes: string;
  course: string;
  due_at: string | null;
  status: string;
  source: string;
  import_id: string | null;
  source_event_id: string | null;
  removed_upstream: boolean;
  version: number;
}

async function tasksOf(user: TestUser): Promise<Map<string, Task>> {
  const results: Task[] = (await user.request('GET', '/api/tasks/')).json().results;
  return new Map(results.map((task) => [task.source_event_id ?? task.title, task]));
}

async function importFeed(user: TestUser, path: string) {
  const response = await user.request('POST', '/api/calendar/imports/', { url: `${origin}${path}` });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('importing a Canvas feed', () => {
  it('turns its events into tasks, with time zones and all-day events right', async () => {
    const user = await api.newUser();
    const path = serve(CANVAS);
    const created = await importFeed(user, path);
    expect(created).toEqual({ id: expect.any(String), url: `${origin}${path}`, task_count: 4, last_synced_at: expect.any(String), last_error: null });

    const tasks = await tasksOf(user);
    expect(tasks.get('event-assignment-123')).toMatchObject({
      title: 'Homework 3 [CS 2110]',
      course: 'CS 2110',
      notes: 'Implement the linked list methods. Submit on Canvas.\nSee the handout for the grading rubric.',
      // 23:59 in New York (EST, -05:00) per the feed's VTIMEZONE.
      due_at: '2026-12-03T04:59:00.000Z',
      status: 'todo',
      source: 'import',
      syllabus_id: null,
      import_id: created.id,
      removed_upstream: false,
    });
    // All day on 4 December: due at 23:59 that day in the calendar's zone (America/New_York).
    expect(tasks.get('event-assignment-124')).toMatchObject({ course: 'ENGL 1105', due_at: '2026-12-05T04:59:00.000Z' });
    expect(tasks.get('event-assignment-125')).toMatchObject({ course: 'CS 2110', due_at: '2026-12-08T14:00:00.000Z', notes: '' });
    expect(tasks.get('event-calendar-event-77')).toMatchObject({ title: 'Office hours', course: '', due_at: '2026-12-10T15:00:00.000Z' });
    expect((await user.request('GET', '/api/calendar/imports/')).json()).toEqual([created]);
  });

  it('re-syncs: updates and adds events, keeps the student’s changes, and removes or marks events gone upstream', async () => {
    const user = await api.newUser();
    const path = serve(CANVAS);
    const imported = await importFeed(user, path);
    const before = await tasksOf(user);
    // The student finishes the reading response and edits the office hours.
    const reading = before.get('event-assignment-124')!;
    await user.request('PATCH', `/api/tasks/${reading.id}/`, { status: 'complete' });
    const office = before.get('event-calendar-event-77')!;
    await user.request('PATCH', `/api/tasks/${office.id}/`, { notes: 'Bring the midterm' });

    // Upstream: homework 3 moves a day and is renamed, the reading is renamed too, the quiz and the office
    // hours are gone, and a new assignment appears.
    served.get(path)!.body = CANVAS.replaceAll('20261202T235900', '20261203T235900')
      .replace('SUMMARY:Homework 3 [CS 2110]', 'SUMMARY:Homework 3 (updated) [CS 2110]')
      .replace('SUMMARY:Reading response [ENGL 1105]', 'SUMMARY:Reading response 2 [ENGL 1105]')
      .replace(/BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\s\S])*UID:event-assignment-125[\s\S]*?END:VEVENT\r\n/, '')
      .replace(
        /BEGIN:VEVENT\r\n(?:(?!END:VEVENT)[\s\S])*UID:event-calendar-event-77[\s\S]*?END:VEVENT\r\n/,
        'BEGIN:VEVENT\r\nDTSTART:20261215T170000Z\r\nDTSTAMP:20261121T150000Z\r\nUID:event-assignment-126\r\nSUMMARY:Final project [CS 2110]\r\nEND:VEVENT\r\n',
      );
    const synced = await user.request('POST', `/api/calendar/imports/${imported.id}/sync/`);
    expect(synced.statusCode).toBe(200);
    expect(synced.json()).toMatchObject({ id: imported.id, task_count: 4, last_error: null });

    const after = await tasksOf(user);
    const homework = after.get('event-assignment-123')!;
    expect(homework).toMatchObject({
      title: 'Homework 3 (updated) [CS 2110]',
      due_at: '2026-12-04T04:59:00.000Z',
      version: before.get('event-assignment-123')!.version + 1,
    });
    expect(after.get('event-assignment-124')).toMatchObject({ title: 'Reading response [ENGL 1105]', status: 'complete', removed_upstream: false });
    expect(after.has('event-assignment-125')).toBe(false);
    expect(after.get('event-calendar-event-77')).toMatchObject({ notes: 'Bring the midterm', removed_upstream: true });
    expect(after.get('event-assignment-126')).toMatchObject({ course: 'CS 2110', due_at: '2026-12-15T17:00:00.000Z', source: 'import' });

    // Writes went through the tasks service: the change feed has the update, the tombstone and the new task.
    const changes = (await user.request('GET', '/api/changes/')).json().changes as Array<{ id: string; deleted: boolean }>;
    expect(changes).toContainEqual(expect.objectContaining({ id: before.get('event-assignment-125')!.id, deleted: true }));
    expect(changes).toContainEqual(expect.objectContaining({ id: homework.id, version: homework.version }));

    // Syncing the same feed again changes nothing.
    await user.request('POST', `/api/calendar/imports/${imported.id}/sync/`);
    expect((await tasksOf(user)).get('event-assignment-123')!.version).toBe(homework.version);

    // A task the student deletes does not come back with the next sync.
    expect((await user.request('DELETE', `/api/tasks/${homework.id}/`)).statusCode).toBe(204);
    const resynced = (await user.request('POST', `/api/calendar/imports/${imported.id}/sync/`)).json();
    expect(resynced).toMatchObject({ task_count: 3, last_error: null });
    expect((await tasksOf(user)).has('event-assignment-123')).toBe(false);
  });

  it('deleting an import takes its untouched tasks and keeps the touched ones as manual tasks', async () => {
    const user = await api.newUser();
    const imported = await importFeed(user, serve(CANVAS));
    const homework = (await tasksOf(user)).get('event-assignment-123')!;
    await user.request('PATCH', `/api/tasks/${homework.id}/`, { status: 'in_progress' });
    await user.request('POST', '/api/tasks/', { title: 'My own task' });
    const other = await api.newUser();
    expect((await other.request('DELETE', `/api/calendar/imports/${imported.id}/`)).statusCode).toBe(404);
    expect((await other.request('POST', `/api/calendar/imports/${imported.id}/sync/`)).statusCode).toBe(404);

    expect((await user.request('DELETE', `/api/calendar/imports/${imported.id}/`)).statusCode).toBe(204);
    const left = [...(await tasksOf(user)).values()];
    expect(left.map((task) => task.title).sort()).toEqual(['Homework 3 [CS 2110]', 'My own task']);
    expect(left.find((task) => task.id === homework.id)).toMatchObject({ source: 'manual', import_id: null, status: 'in_progress' });
    expect((await user.request('GET', '/api/calendar/imports/')).json()).toEqual([]);
  });

  it('keeps a failed re-sync’s reason, and the scheduler picks imports not synced for 6 hours', async () => {
    const user = await api.newUser();
    const path = serve(CANVAS);
    const imported = await importFeed(user, path);
    served.delete(path);
    const failed = (await user.request('POST', `/api/calendar/imports/${imported.id}/sync/`)).json();
    expect(failed).toMatchObject({ task_count: 4, last_error: expect.stringContaining('404'), last_synced_at: imported.last_synced_at });

    served.set(path, { type: 'text/calendar', body: CANVAS });
    const now = new Date();
    expect(await syncDueImports(api.db, { allowPrivate: true }, now)).toBe(0);
    expect(await syncDueImports(api.db, { allowPrivate: true }, new Date(now.getTime() + 6 * 3600_000 + 60_000))).toBeGreaterThanOrEqual(1);
    const [again] = (await user.request('GET', '/api/calendar/imports/')).json();
    expect(again).toMatchObject({ id: imported.id, last_error: null });
  });

  it('refuses addresses that are not calendars, with a clear message', async () => {
    const user = await api.newUser();
    // A port nothing listens on: one a server had, closed again.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refusals: Array<[string, RegExp]> = [
      ['not a url', /full address/],
      ['ftp://example.com/feed.ics', /https:\/\/ or webcal:\/\//],
      [`${origin}${serve('<!doctype html><title>Sign in</title>')}`, /^This address gives a web page, not a calendar/],
      [`${origin}${serve('Not a calendar at all')}`, /iCalendar/],
      [`${origin}/feeds/missing.ics`, /^The calendar server answered 404 Not Found: there is no calendar at this address/],
      // Said in words, never as Node's error code.
      ['https://calendar.invalid/feed.ics', /^No server was found at this address/],
      [`http://127.0.0.1:${closedPort}/feed.ics`, /^The calendar server refused the connection/],
    ];
    for (const [url, message] of refusals) {
      const response = await user.request('POST', '/api/calendar/imports/', { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail, url).toMatch(message);
      expect(response.json().errors.url[0], url).toMatch(message);
      expect(response.json().detail, url).not.toMatch(/\b(E[A-Z]{4,}|HPE_\w+)\b/);
    }
    const path = serve(CANVAS);
    await importFeed(user, path);
    expect((await user.request('POST', '/api/calendar/imports/', { url: `${origin}${path}` })).json().detail).toMatch(/already/);
    expect((await user.request('GET', '/api/calendar/imports/')).json()).toHaveLength(1);
  });
});

describe('importing a recurring event', () => {
  const ics = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
  const DAY = 24 * 3600_000;

  it('makes a task per occurrence in the next 14 days, without duplicates on re-sync, keeping past ones as the window moves on', async () => {
    const user = await api.newUser();
    // Weekly since 9 weeks ago, an hour past now: this week's and next week's fall within 14 days.
    const first = new Date(Math.floor((Date.now() + 3600_000 - 63 * DAY) / 60_000) * 60_000);
    const at = (week: number) => new Date(first.getTime() + week * 7 * DAY);
    const path = serve(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:section-42@lms.example',
        `DTSTART:${ics(first)}`,
        'RRULE:FREQ=WEEKLY',
        'SUMMARY:Discussion section [BIO 1010]',
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n'),
    );
    const imported = await importFeed(user, path);
    expect(imported.task_count).toBe(2);
    const id = (week: number) => `section-42@lms.example#${ics(at(week))}`;
    const tasks = await tasksOf(user);
    expect([...tasks.keys()].sort()).toEqual([id(9), id(10)]);
    expect(tasks.get(id(9))).toMatchObject({ title: 'Discussion section [BIO 1010]', course: 'BIO 1010', due_at: at(9).toISOString(), source: 'import' });
    expect(tasks.get(id(10))).toMatchObject({ due_at: at(10).toISOString() });

    // Synced again: the same tasks, unchanged.
    expect((await user.request('POST', `/api/calendar/imports/${imported.id}/sync/`)).json()).toMatchObject({ task_count: 2, last_error: null });
    const again = await tasksOf(user);
    expect([...again.values()].map((task) => [task.id, task.version])).toEqual([...tasks.values()].map((task) => [task.id, task.version]));

    // Eight days on: the window holds weeks 11 and 12; weeks 9 (done by the student) and 10 have passed and stay.
    await user.request('PATCH', `/api/tasks/${tasks.get(id(9))!.id}/`, { status: 'complete' });
    await syncDueImports(api.db, { allowPrivate: true }, new Date(Date.now() + 8 * DAY));
    const later = await tasksOf(user);
    expect([...later.keys()].sort()).toEqual([id(10), id(11), id(12), id(9)].sort());
    expect(later.get(id(9))).toMatchObject({ status: 'complete', removed_upstream: false });
    expect(later.get(id(10))).toMatchObject({ id: tasks.get(id(10))!.id, version: tasks.get(id(10))!.version, removed_upstream: false });
    expect(later.get(id(12))).toMatchObject({ due_at: at(12).toISOString() });
  });
});

describe('the address policy', () => {
  it('refuses private and loopback addresses without ALLOW_PRIVATE_FEEDS, literal or resolved', async () => {
    const user = await strict.newUser();
    const port = (server.address() as AddressInfo).port;
    const path = serve(CANVAS);
    const ipv6Forms = [
      `https://[::127.0.0.1]:${port}${path}`,
      `https://[::7f00:1]:${port}${path}`,
      `webcal://[2002:7f00:1::]${path}`,
      `https://[::ffff:10.0.0.1]${path}`,
      `https://[64:ff9b::a9fe:a9fe]${path}`,
    ];
    for (const url of [
      `https://127.0.0.1:${port}${path}`,
      `https://localhost:${port}${path}`,
      `https://[::1]:${port}${path}`,
      `webcal://10.1.2.3${path}`,
      ...ipv6Forms,
    ]) {
      const response = await user.request('POST', '/api/calendar/imports/', { url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().detail, url).toMatch(/private network address/);
    }
    // Plain http only where private feeds are allowed (tests, local setups).
    expect((await user.request('POST', '/api/calendar/imports/', { url: `${origin}${path}` })).json().detail).toMatch(/https:\/\//);
    expect((await user.request('GET', '/api/calendar/imports/')).json()).toEqual([]);
    expect((await user.request('GET', '/api/tasks/')).json().count).toBe(0);
  });

  it('reads webcal:// as https:// and knows the private ranges', () => {
    expect(normaliseFeedUrl('webcal://canvas.example.edu/feeds/calendars/user_abc.ics', { allowPrivate: false }).href).toBe(
      'https://canvas.example.edu/feeds/calendars/user_abc.ics',
    );
    for (const address of [
      '127.0.0.1',
      '10.0.0.5',
      '172.20.1.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700::1111', '172.32.0.1']) expect(isPrivateAddress(address), address).toBe(false);
  });
});
