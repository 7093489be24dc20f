// Live pokes across processes: two real server processes on one PostgreSQL, a student's laptop streaming from
// one and their phone from the other. A write committed through either process pokes the device on the other
// (LISTEN/NOTIFY), never the writing device itself. Runs in the PostgreSQL pass only (TEST_PG_URL).
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../../server/db/database';
import { freePort } from '../identity/support/identity-test-server';
import { signUpWithTokens, type ProviderAddress } from '../identity/support/oidc-flows';
import { TestUserAgent } from '../identity/support/test-user-agent';
import { openLiveStream, type LiveStream } from '../support/live-stream';
import { startServerProcess, type ServerProcess } from './server-processes';

const postgresUrl = process.env.TEST_PG_URL;

describe.skipIf(!postgresUrl)('live pokes across two server processes on one PostgreSQL', { timeout: 60_000 }, () => {
  const schema = `live_${randomBytes(6).toString('hex')}`;
  let admin: Database;
  let one: ServerProcess;
  let other: ServerProcess;
  const streams: LiveStream[] = [];

  beforeAll(async () => {
    admin = await openDatabase({ databaseUrl: postgresUrl });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const databaseUrl = new URL(postgresUrl!);
    databaseUrl.searchParams.set('search_path', schema);
    const [portOne, portOther] = [await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: databaseUrl.href,
      PUBLIC_URL: `http://localhost:${portOne}`,
      IDP_PATH: '/auth',
      CALENDAR_FEED_KEY: randomBytes(32).toString('base64url'),
      SAMPLE_CATALOG: 'off',
    };
    // One after the other: starting together is the other two-process test's subject, not this one's.
    one = await startServerProcess(portOne, shared);
    other = await startServerProcess(portOther, shared);
  }, 180_000);

  afterAll(async () => {
    streams.forEach((stream) => stream.close());
    await Promise.all([one?.stop(), other?.stop()]);
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
  }, 60_000);

  it('pokes the device on the other process with each write, and not the writing device', async () => {
    const via: ProviderAddress = { origin: one.origin, issuer: `${one.origin}/auth/`, appOrigin: one.origin };
    const { tokens } = await signUpWithTokens(new TestUserAgent(`${one.origin}/auth`), via);
    const token = tokens.access_token;
    const [laptop, phone] = [randomUUID(), randomUUID()];
    const open = async (server: ServerProcess, device: string) => {
      const stream = await openLiveStream(server.origin, token, device);
      streams.push(stream);
      expect(stream.status).toBe(200);
      expect((await stream.next())?.event).toBe('ready');
      return stream;
    };
    const onLaptop = await open(one, laptop);
    const onPhone = await open(other, phone);
    const write = (server: ServerProcess, device: string, title: string) =>
      fetch(`${server.origin}/api/bookmarks/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-device-id': device },
        body: JSON.stringify({ title, url: 'https://example.edu/' }),
      });
    const newest = async () =>
      ((await (await fetch(`${one.origin}/api/changes/`, { headers: { authorization: `Bearer ${token}` } })).json()) as { cursor: string }).cursor;

    // Written on the laptop through the first process: the phone, on the other, hears of it.
    expect((await write(one, laptop, 'From the laptop')).status).toBe(201);
    expect(await onPhone.nextCursor()).toBe(await newest());
    // Written on the phone through the other process: the laptop hears of it, the phone does not (its next
    // poke is the laptop's write after).
    expect((await write(other, phone, 'From the phone')).status).toBe(201);
    expect(await onLaptop.nextCursor()).toBe(await newest());
    expect((await write(one, laptop, 'Again from the laptop')).status).toBe(201);
    expect(await onPhone.nextCursor()).toBe(await newest());
  });
});
