// The live stream on a device (fake-indexeddb, the real engine, the real server listening on a port so the
// stream is read as it comes): another device's change arrives without any trigger of this device's own;
// while the stream is open the poll stops; when a proxy breaks the stream and refuses it, polling goes on; a
// hidden app keeps no stream.
import 'fake-indexeddb/auto';
import { randomUUID } from 'node:crypto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest';
import { openUserData, type UserData } from '../../src/data/user-data';
import { FEED_PATH } from '../../src/data/sync/feed-pull';
import { LIVE_PATH } from '../../src/data/sync/live-channel';
import { manualEnvironment, type ManualEnvironment } from '../../src/data/sync/sync-environment';
import { fastTuning, until } from './support/harness';
import { faultyFetch, type FaultyFetch } from './support/faulty-fetch';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let origin: string;
const opened: UserData[] = [];

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterEach(async () => {
  for (const data of opened.splice(0)) {
    await data.sync.stop();
    data.close();
  }
});
afterAll(async () => {
  // The devices' kept-alive connections would hold the close up for the server's keep-alive timeout (72 s).
  const closing = server.close();
  server.app.server.closeAllConnections();
  await closing;
});

interface Device {
  data: UserData;
  env: ManualEnvironment;
  faults: FaultyFetch;
  /** Breaks every open stream as a proxy dropping the connection would. */
  cutStreams(): void;
  feedReads(): number;
  streamsOpened(): number;
  /** The X-Device-Id of each request that reached the server, by method and path. */
  deviceIds: { method: string; path: string; deviceId: string | null }[];
}

/** A device on the real network: a fetch to the listening server, between it and the engine a breakable "proxy". */
function openDevice(sub: string, intervalMs: number): Device {
  const cutters: (() => void)[] = [];
  const deviceIds: Device['deviceIds'] = [];
  const network: typeof fetch = async (input, init) => {
    deviceIds.push({ method: init?.method ?? 'GET', path: new URL(String(input)).pathname, deviceId: new Headers(init?.headers).get('x-device-id') });
    const response = await fetch(String(input).replace('http://api', origin), init);
    if (!String(input).includes(LIVE_PATH) || !response.body) return response;
    let cut = () => {};
    const body = response.body.pipeThrough(new TransformStream({ start: (controller) => void (cut = () => controller.error(new TypeError('network error'))) }));
    cutters.push(() => cut());
    return new Response(body, { status: response.status, headers: response.headers });
  };
  const faults = faultyFetch(network);
  const env = manualEnvironment();
  const data = openUserData({
    userId: sub,
    getAccessToken: () => server.issueToken(sub),
    apiBaseUrl: 'http://api',
    fetch: faults.fetch,
    indexedDB: new IDBFactory(),
    IDBKeyRange,
    environment: env,
    tuning: { ...fastTuning, intervalMs, liveChanges: true },
    log: { error: () => {}, warn: () => {} },
  });
  opened.push(data);
  const count = (path: string) => faults.seen.filter((request) => request.method === 'GET' && request.path.startsWith(path) && request.fault === 'pass').length;
  return {
    data,
    env,
    faults,
    cutStreams: () => cutters.splice(0).forEach((cut) => cut()),
    feedReads: () => count(FEED_PATH) - count(LIVE_PATH),
    streamsOpened: () => count(LIVE_PATH),
    deviceIds,
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("another device's change arrives through the stream, with no poll and no action on this device", async () => {
  const sub = `user-${randomUUID()}`;
  // A poll far beyond the test's life: only the stream can bring the change.
  const device = openDevice(sub, 3_600_000);
  await until(() => device.data.sync.live);
  const id = randomUUID();
  expect((await server.send(sub, 'POST', '/api/bookmarks/', { id, title: 'From the phone', url: 'https://example.edu/' })).status).toBe(201);
  await until(async () => (await device.data.bookmarks.get(id))?.title === 'From the phone');
});

test('pushes and the stream carry the id this device keeps, so its own writes do not poke it', async () => {
  const sub = `user-${randomUUID()}`;
  const device = openDevice(sub, 3_600_000);
  await until(() => device.data.sync.live);
  await device.data.bookmarks.create({ title: 'Mine', url: 'https://example.edu/' });
  await until(async () => (await device.data.sync.drainNow()) === 'drained' && (await device.data.pendingCount()) === 0);
  const kept = (await device.data.db.syncMeta.get('deviceId'))?.value;
  expect(kept).toEqual(expect.any(String));
  const push = device.deviceIds.find((request) => request.method === 'POST');
  const stream = device.deviceIds.find((request) => request.path === LIVE_PATH);
  expect([push?.deviceId, stream?.deviceId]).toEqual([kept, kept]);
});

test('the poll stops while the stream is open and resumes when a proxy breaks and then refuses it', async () => {
  const sub = `user-${randomUUID()}`;
  const device = openDevice(sub, 20);
  await until(() => device.data.sync.live && device.feedReads() > 0);
  // Whatever the start and the stream's first event asked for is done.
  await device.data.sync.drainNow();
  const reads = device.feedReads();
  // Many poll intervals pass: none pulls while the stream is open.
  await sleep(400);
  expect(device.data.sync.live).toBe(true);
  expect(device.feedReads()).toBe(reads);

  device.faults.fallback = (request) => (request.path.startsWith(LIVE_PATH) ? { status: 502, body: 'Bad Gateway' } : 'pass');
  device.cutStreams();
  await until(() => !device.data.sync.live);
  // Polling again: the feed is read on the interval while the stream stays refused.
  await until(() => device.feedReads() >= reads + 3);
  expect(device.data.sync.live).toBe(false);
});

test('a hidden app closes its stream and opens one again when it is visible', async () => {
  const sub = `user-${randomUUID()}`;
  const device = openDevice(sub, 3_600_000);
  await until(() => device.data.sync.live);
  device.env.becomeHidden();
  expect(device.data.sync.live).toBe(false);
  const opens = device.streamsOpened();
  device.env.becomeVisible();
  await until(() => device.data.sync.live);
  expect(device.streamsOpened()).toBe(opens + 1);
});
