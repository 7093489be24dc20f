// The order of the /api hooks, seen from outside: a student's request waits for one of their places before
// any database work, the deleted-account check included, while other students' requests go by. A heavy
// student's request is held in flight by a calendar import whose feed the local server answers only when told.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api';

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';

let api: TestApi;
let server: Server;
let feedUrl: string;
const arrivals: Array<() => void> = [];
const held: Array<() => void> = [];

beforeAll(async () => {
  api = await startTestApi({ concurrencyPerUser: { inFlight: 1, queued: 4 }, calendar: { resync: false, allowPrivateFeeds: true } });
  server = createServer((_request, response) => {
    held.push(() => response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED));
    arrivals.splice(0).forEach((arrived) => arrived());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
});
afterAll(async () => {
  await api.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Starts an import for the user that stays in flight, holding their one place, until `release`. */
async function holdPlace(user: Awaited<ReturnType<TestApi['newUser']>>) {
  const fetched = new Promise<void>((resolve) => arrivals.push(resolve));
  const importing = user.request('POST', '/api/calendar/imports/', { url: feedUrl });
  await fetched;
  return {
    importing,
    release: () => held.splice(0).forEach((answer) => answer()),
  };
}

const deleteAccountInDatabase = (sub: string) =>
  api.db.query(
    `INSERT INTO deleted_subjects (sub, deleted_at, refused_until, forget_after) VALUES ($1, now(), now() + interval '1 hour', now() + interval '1 hour')`,
    [sub],
  );

describe('the order of the API hooks', () => {
  it('checks for a deleted account only once the request has its place: no database work while it waits', async () => {
    const heavy = await api.newUser();
    const other = await api.newUser();
    const place = await holdPlace(heavy);
    // The account goes while the import holds the student's one place (as a deletion from another process would).
    await deleteAccountInDatabase(heavy.sub);
    const waiting = heavy.request('GET', '/api/bookmarks/');
    let settled = false;
    void waiting.then(() => (settled = true));
    // Another student's reads go by meanwhile; the waiting GET has not even been checked, so it has no answer yet.
    for (let i = 0; i < 3; i++) expect((await other.request('GET', '/api/bookmarks/')).statusCode).toBe(200);
    expect(settled).toBe(false);

    place.release();
    const answer = await waiting;
    expect(answer.statusCode).toBe(401);
    expect(answer.json().detail).toMatch(/deleted/);
    expect(answer.headers['www-authenticate']).toMatch(/invalid_token/);
    // The import had passed the check before the deletion; the triggers refuse its write instead.
    expect([201, 401]).toContain((await place.importing).statusCode);
  });

  it("answers another student's reads while a heavy student's places are taken and more of theirs wait", async () => {
    const heavy = await api.newUser();
    const other = await api.newUser();
    const place = await holdPlace(heavy);
    const queued = [heavy.request('GET', '/api/bookmarks/?limit=500'), heavy.request('GET', '/api/tasks/')];
    let queuedSettled = 0;
    for (const request of queued) void request.then(() => queuedSettled++);

    for (let i = 0; i < 3; i++) expect((await other.request('GET', '/api/bookmarks/')).statusCode).toBe(200);
    expect(queuedSettled).toBe(0);

    place.release();
    expect((await place.importing).statusCode).toBe(201);
    expect((await Promise.all(queued)).map((answer) => answer.statusCode)).toEqual([200, 200]);
  });
});
