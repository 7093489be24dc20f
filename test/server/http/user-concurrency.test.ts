// Fairness between students: a student with the limit's requests already being worked on gets 429 with
// Retry-After for one more (or waits in the queue, when there is room), while another student is served.
// A request is held in flight by a calendar import whose feed the local server answers only when told to.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../support/test-api';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

const FEED = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nEND:VCALENDAR\r\n';

// One database for both apps (each test builds its own with its limit).
let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

let api: TestApi | undefined;
let server: Server | undefined;
afterEach(async () => {
  await api?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
});

/** A feed server that holds each request until `release()`; `fetched` settles when the first one arrives. */
async function heldFeed() {
  let arrived!: () => void;
  const fetched = new Promise<void>((resolve) => (arrived = resolve));
  const held: Array<() => void> = [];
  server = createServer((_request, response) => {
    held.push(() => response.writeHead(200, { 'content-type': 'text/calendar' }).end(FEED));
    arrived();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.ics`;
  return { url, fetched, release: () => held.splice(0).forEach((answer) => answer()) };
}

describe('requests at once per student', () => {
  it('refuses one over the limit with 429 and Retry-After while another student is served', async () => {
    api = await startTestApi({ concurrencyPerUser: { inFlight: 1, queued: 0 }, calendar: { resync: false, allowPrivateFeeds: true } }, database);
    const feed = await heldFeed();
    const heavy = await api.newUser();
    const other = await api.newUser();

    const importing = heavy.request('POST', '/api/calendar/imports/', { url: feed.url });
    await feed.fetched;
    const refused = await heavy.request('GET', '/api/bookmarks/');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json().detail).toMatch(/at once/);
    expect((await other.request('GET', '/api/bookmarks/')).statusCode).toBe(200);

    feed.release();
    expect((await importing).statusCode).toBe(201);
    // The place is given back with the answer.
    expect((await heavy.request('GET', '/api/bookmarks/')).statusCode).toBe(200);
  });

  it('queues what the queue has room for and serves it after the student’s earlier request', async () => {
    api = await startTestApi({ concurrencyPerUser: { inFlight: 1, queued: 1 }, calendar: { resync: false, allowPrivateFeeds: true } }, database);
    const feed = await heldFeed();
    const heavy = await api.newUser();
    const other = await api.newUser();

    const importing = heavy.request('POST', '/api/calendar/imports/', { url: feed.url });
    await feed.fetched;
    const reads = [heavy.request('GET', '/api/bookmarks/'), heavy.request('GET', '/api/bookmarks/')];
    // While the import is held, only a refusal can be answered: the other read waits its turn.
    const first = await Promise.race(reads);
    expect(first.statusCode).toBe(429);
    expect((await other.request('GET', '/api/bookmarks/')).statusCode).toBe(200);

    feed.release();
    expect((await importing).statusCode).toBe(201);
    expect((await Promise.all(reads)).map((read) => read.statusCode).sort()).toEqual([200, 429]);
  });
});
