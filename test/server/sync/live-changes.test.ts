// GET /api/changes/stream/ on the real server (PGlite, listening on a port so streams are read as they come):
// a write by one device pokes the user's other devices with the new cursor and not the writer itself, on every
// write path; pokes are coalesced; a stream takes none of the student's places or turns for reads; a user
// has a bounded number of streams per process; a deleted account's streams end; on PostgreSQL, notices lost
// while the listening connection was down are made up for.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '../../../server/account/account-deletion';
import { openLiveStream, type LiveStream } from '../support/live-stream';
import { startTestApi, type TestApi, type TestUser } from '../support/test-api';

const COALESCE_MS = 3_000;
const STREAMS_PER_USER = 3;

let api: TestApi;
let origin: string;
const opened: LiveStream[] = [];

beforeAll(async () => {
  api = await startTestApi({
    sampleCatalog: false,
    live: { coalesceMs: COALESCE_MS, streamsPerUser: STREAMS_PER_USER },
    // The defaults' places, with no queue: a request that finds no place is refused, not kept waiting.
    concurrencyPerUser: { inFlight: 2, queued: 0 },
  });
  await api.app.listen({ port: 0, host: '127.0.0.1' });
  const address = api.app.server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  opened.forEach((stream) => stream.close());
  await api?.close();
});

async function stream(user: TestUser, device: string): Promise<LiveStream> {
  const live = await openLiveStream(origin, user.token, device);
  opened.push(live);
  return live;
}

/** Opened and past its `ready` event (which gives the cursor it starts from). */
async function ready(user: TestUser, device: string): Promise<LiveStream> {
  const live = await stream(user, device);
  expect(live.status).toBe(200);
  const first = await live.next();
  expect(first?.event).toBe('ready');
  return live;
}

const newest = async (user: TestUser) => ((await user.request('GET', '/api/changes/')).json() as { cursor: string }).cursor;

function addBookmark(user: TestUser, device: string, title: string, headers: Record<string, string> = {}) {
  return user.request('POST', '/api/bookmarks/', { title, url: 'https://example.edu/' }, { 'x-device-id': device, ...headers });
}

describe('live pokes', () => {
  it('pokes the other device with the new cursor on every write path, never the writing device', async () => {
    const user = await api.newUser();
    const [laptop, phone] = [randomUUID(), randomUUID()];
    const onLaptop = await ready(user, laptop);
    const onPhone = await ready(user, phone);

    // A write in a transaction (its changes recorded in its tail), made on the laptop.
    expect((await addBookmark(user, laptop, 'Plain')).statusCode).toBe(201);
    const first = await newest(user);
    expect(await onPhone.nextCursor()).toBe(first);

    // The phone's own writes: a keyed write made in one statement, then a batch. The laptop hears of them;
    // were the phone poked by its own, its next event would name one of these cursors rather than the last.
    expect((await addBookmark(user, phone, 'Keyed', { 'idempotency-key': randomUUID() })).statusCode).toBe(201);
    const keyed = await newest(user);
    expect(await onLaptop.nextCursor()).toBe(keyed);
    const batch = await user.request(
      'POST',
      '/api/sync/',
      { operations: [{ op: 'create', entity: 'bookmarks', idempotency_key: randomUUID(), body: { title: 'Batched', url: 'https://example.edu/' } }] },
      { 'x-device-id': phone },
    );
    expect(batch.statusCode).toBe(200);
    const batched = await newest(user);
    expect(await onLaptop.nextCursor()).toBe(batched);

    expect((await addBookmark(user, laptop, 'Last')).statusCode).toBe(201);
    expect(await onPhone.nextCursor()).toBe(await newest(user));
  });

  it('starts with the newest cursor, so a device that was away pulls what it missed', async () => {
    const user = await api.newUser();
    await addBookmark(user, randomUUID(), 'Before');
    const live = await stream(user, randomUUID());
    expect(await live.next()).toEqual({ event: 'ready', data: JSON.stringify({ cursor: await newest(user) }) });
  });

  it('coalesces: at once for the first write, then once per window with the newest cursor', async () => {
    const user = await api.newUser();
    const [writer, reader] = [randomUUID(), randomUUID()];
    const live = await ready(user, reader);
    await addBookmark(user, writer, 'One');
    expect(await live.nextCursor()).toBe(await newest(user));
    for (const title of ['Two', 'Three', 'Four', 'Five']) expect((await addBookmark(user, writer, title)).statusCode).toBe(201);
    // Four writes within the window: one poke at its end, with the last of them.
    expect(await live.nextCursor()).toBe(await newest(user));
  });

  it('holds none of the student’s places or turns: with streams open, two requests at once still go through', async () => {
    const user = await api.newUser();
    for (let i = 0; i < STREAMS_PER_USER; i++) await ready(user, randomUUID());
    const [one, two] = await Promise.all([user.request('GET', '/api/bookmarks/'), user.request('GET', '/api/changes/')]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
  });

  it('refuses a stream beyond the per-user limit with 429 and Retry-After, and takes one again once another closes', async () => {
    const user = await api.newUser();
    const streams = [];
    for (let i = 0; i < STREAMS_PER_USER; i++) streams.push(await ready(user, randomUUID()));
    const refused = await stream(user, randomUUID());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another user is not affected.
    await ready(await api.newUser(), randomUUID());

    streams[0]!.close();
    // The server frees the place when it sees the connection close: try until it has.
    let again = await stream(user, randomUUID());
    while (again.status === 429) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      again = await stream(user, randomUUID());
    }
    expect(again.status).toBe(200);
  });

  // PostgreSQL only: PGlite's notices never leave the process, so none can be lost.
  it.runIf(Boolean(process.env.TEST_PG_URL))('pokes every stream with the newest cursor when the connection listening for notices comes back', async () => {
    const user = await api.newUser();
    await addBookmark(user, randomUUID(), 'Before');
    const live = await ready(user, randomUUID());
    const [{ dropped }] = (await api.db.query<{ dropped: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS dropped FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'listen%degreemate_changes%'`,
    )) as [{ dropped: number }];
    expect(dropped).toBeGreaterThan(0);
    // Whatever was written while nobody listened, the device is told the newest cursor once listening resumes
    // (nothing is written now: only the reconnection can send this poke).
    expect(await live.next()).toEqual({ event: 'changes', data: JSON.stringify({ cursor: await newest(user) }) });
  });

  it('ends a deleted account’s streams, saying so', async () => {
    const user = await api.newUser();
    const live = await ready(user, randomUUID());
    const now = Math.floor(Date.now() / 1000);
    await deleteAccount(api.db, { sub: user.sub, issuedAt: now, expiresAt: now + 600 } as never, 'ada@example.edu', { local: false });
    expect((await live.next())?.event).toBe('account-deleted');
    expect(await live.next()).toBeUndefined();
  });
});
