// Each row of docs/sync-protocol.md's error table, against the real server with faults injected in between:
// through batches (POST /api/sync/), as the app sends, and one request per change, as it sends to a server
// without the batch endpoint.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Fault, SeenRequest } from './support/faulty-fetch';
import { serverBookmarks, singleRequestTuning, testUser, until, type OpenOptions, type TestUser } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface BatchOperation {
  id?: string;
  idempotency_key: string;
}
const operationsOf = (request: SeenRequest) => (request.body as { operations: BatchOperation[] }).operations;

const transports = [
  {
    name: 'batched',
    tuning: {},
    /** The idempotency keys a push carried: one per change in the batch. */
    keysOf: (request: SeenRequest) => operationsOf(request).map((operation) => operation.idempotency_key),
    /** The records a push carried a change of. */
    recordsOf: (request: SeenRequest) => (request.path === '/api/sync/' ? operationsOf(request).map((operation) => operation.id) : []),
    /** The answer to a one-change push that refuses that change with `status`. */
    refusal: (status: number): Fault => ({ status: 200, body: { results: [{ status, error: { detail: `Injected ${status}` } }] } }),
  },
  {
    name: 'one request per change (a server without batches)',
    tuning: singleRequestTuning,
    keysOf: (request: SeenRequest) => [request.idempotencyKey],
    recordsOf: (request: SeenRequest) => [request.path.split('/')[3], (request.body as { id?: string } | undefined)?.id],
    refusal: (status: number): Fault => ({ status }),
  },
];

describe.each(transports)('$name', (transport) => {
  const open = (user: TestUser, options: OpenOptions = {}) => user.open({ ...options, tuning: { ...transport.tuning, ...options.tuning } });

  /** A user whose changes are queued offline; going online sends them. */
  function offlineUser() {
    const user = testUser(server);
    return { user, ...open(user, { online: false }) };
  }

  describe('network error, timeout, 408, 429, 5xx: keep the entry, retry with backoff', () => {
    test('no connection: the same request is retried, with the same idempotency key, until it gets through', async () => {
      const { user, data, env } = offlineUser();
      const link = await data.bookmarks.create({ title: 'Docs', url: 'https://docs.example' });
      user.faults.queue('offline', 'offline');
      env.setOnline(true);
      await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
      const posts = user.faults.seen.filter((r) => r.method === 'POST');
      expect(posts.map((r) => r.fault)).toEqual(['offline', 'offline', 'pass']);
      expect(new Set(posts.flatMap(transport.keysOf)).size).toBe(1);
      await until(() => data.sync.status.state === 'idle');
      expect(await data.bookmarks.get(link.id)).toMatchObject({ title: 'Docs' });
      data.close();
    });

    test('while retrying, the status says offline; afterwards, all saved', async () => {
      const { user, data, env } = offlineUser();
      await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
      await until(() => data.sync.status.pending === 1);
      expect(data.sync.status).toMatchObject({ state: 'offline', online: false });
      user.faults.fallback = () => 'offline';
      env.setOnline(true);
      await until(() => user.faults.seen.length >= 2 && !data.sync.status.online);
      expect(data.sync.status).toMatchObject({ state: 'offline', online: false, pending: 1 });
      user.faults.fallback = () => 'pass';
      await until(() => data.sync.status.state === 'idle');
      expect(data.sync.status).toMatchObject({ online: true, pending: 0 });
      data.close();
    });

    test('a timeout counts as no answer: retried, and the server (which acted) does not duplicate', async () => {
      const user = testUser(server);
      const { data, env } = open(user, { online: false, tuning: { requestTimeoutMs: 50 } });
      await data.bookmarks.create({ title: 'Slow', url: 'https://slow.example' });
      user.faults.queue('hang');
      env.setOnline(true);
      await until(() => data.sync.status.state === 'idle' && user.faults.seen.length >= 2);
      expect(await serverBookmarks(server, user.sub)).toHaveLength(1);
      data.close();
    });

    test.each([408, 500, 502, 503])('%i: kept and retried', async (status) => {
      const { user, data, env } = offlineUser();
      await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
      // The pulls in between (which tell a failing record from a failing server) pass.
      let failed = 0;
      user.faults.fallback = ({ method }) => (method === 'POST' && failed++ < 2 ? { status } : 'pass');
      env.setOnline(true);
      await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
      expect(user.faults.seen.filter((r) => r.method === 'POST')).toHaveLength(3);
      data.close();
    });

    test('429: Retry-After is honoured before trying again', async () => {
      const { user, data, env } = offlineUser();
      await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
      user.faults.queue({ status: 429, headers: { 'Retry-After': '1' } });
      env.setOnline(true);
      await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
      const [refused, accepted] = user.faults.seen.filter((r) => r.method === 'POST');
      expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(990);
      data.close();
    });

    test('a 5xx shows as an error in the status until it clears', async () => {
      const { user, data, env } = offlineUser();
      await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
      user.faults.fallback = () => ({ status: 503 });
      env.setOnline(true);
      await until(() => data.sync.status.state === 'error');
      expect(data.sync.status).toMatchObject({ online: true, pending: 1, detail: 'Injected 503' });
      user.faults.fallback = () => 'pass';
      await until(() => data.sync.status.state === 'idle');
      data.close();
    });
  });

  describe('401: renew the token once and retry', () => {
    test('an expired token is renewed (forced) and the request goes through', async () => {
      const { user, data, env } = offlineUser();
      await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
      user.tokens.expire();
      env.setOnline(true);
      await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
      expect(user.tokens.forcedRenewals).toBe(1);
      const posts = user.faults.seen.filter((r) => r.method === 'POST');
      expect(posts).toHaveLength(2); // the 401, then the same request with the new token
      expect(transport.keysOf(posts[0]!)).toEqual(transport.keysOf(posts[1]!));
      data.close();
    });

    test('renewal needs a login: the queue pauses, the user is asked, nothing is dropped', async () => {
      const onAuthRequired = vi.fn();
      const user = testUser(server);
      const { data, env } = open(user, { online: false, onAuthRequired });
      await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
      user.tokens.expire();
      user.tokens.loginRequired = true;
      env.setOnline(true);
      await until(() => data.sync.status.state === 'paused-auth');
      expect(onAuthRequired).toHaveBeenCalledTimes(1);

      // Paused: more writes queue up but nothing is sent, however the engine is poked.
      const sent = user.faults.seen.length;
      await data.bookmarks.create({ title: 'B', url: 'https://b.example' });
      env.becomeVisible();
      env.setOnline(false);
      env.setOnline(true);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(user.faults.seen.length).toBe(sent);
      expect(await data.pendingCount()).toBe(2);

      // Signed in again: the app asks for a drain.
      user.tokens.loginRequired = false;
      data.sync.requestDrain();
      await until(async () => (await serverBookmarks(server, user.sub)).length === 2);
      await until(() => data.sync.status.state === 'idle');
      data.close();
    });
  });

  describe('404 on update or delete: the record is gone on the server', () => {
    async function linkDeletedElsewhere() {
      const user = testUser(server);
      const session = open(user);
      const link = await session.data.bookmarks.create({ title: 'Shared', url: 'https://s.example' });
      await session.data.sync.drainNow();
      expect((await server.send(user.sub, 'DELETE', `/api/bookmarks/${link.id}/`)).status).toBe(204);
      session.env.setOnline(false);
      return { user, link, ...session };
    }

    test('update: entry dropped, local record removed, the edit kept to restore as a new link', async () => {
      const { data, env, link } = await linkDeletedElsewhere();
      await data.bookmarks.update(link.id, { title: 'Renamed' });
      env.setOnline(true);
      await until(async () => (await data.pendingCount()) === 0);
      expect(await data.bookmarks.get(link.id)).toBeUndefined();
      await until(() => data.sync.status.conflicts.length === 1);
      const [conflict] = data.sync.status.conflicts;
      expect(conflict).toMatchObject({ kind: 'edit-of-deleted', label: 'Renamed', snapshot: expect.objectContaining({ title: 'Renamed' }) });
      await data.sync.restoreConflict(conflict!.id);
      await until(async () => (await data.pendingCount()) === 0 && data.sync.status.conflicts.length === 0);
      const [restored] = await data.bookmarks.list();
      expect(restored).toMatchObject({ title: 'Renamed', url: link.url });
      expect(restored!.id).not.toBe(link.id);
      data.close();
    });

    test('delete: entry dropped quietly', async () => {
      const { data, env, link } = await linkDeletedElsewhere();
      await data.bookmarks.remove(link.id);
      env.setOnline(true);
      await until(async () => (await data.pendingCount()) === 0);
      expect(data.sync.status.notices).toEqual([]);
      data.close();
    });
  });

  describe('other 4xx: dead letter with retry / discard; the queue goes on', () => {
    test('a refused create is parked, later changes to it wait, other records go through', async () => {
      const { user, data, env, errors } = offlineUser();
      const bad = await data.bookmarks.create({ title: 'Bad', url: 'ftp://files.example' });
      await data.bookmarks.create({ title: 'Good', url: 'https://good.example' });
      env.setOnline(true);
      await until(() => data.sync.status.deadLetters.length === 1);
      await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
      const [letter] = data.sync.status.deadLetters;
      expect(letter).toMatchObject({ op: 'create', entityId: bad.id, status: 400, label: 'Bad' });
      expect(letter!.detail).toContain('Enter a web address starting with http:// or https://.');
      expect(errors).toHaveLength(1); // "Check console": the details are logged

      // The refused record stays visible and its later edits queue behind it, unsent.
      await data.bookmarks.update(bad.id, { description: 'still mine' });
      await data.sync.drainNow();
      expect(await data.bookmarks.get(bad.id)).toMatchObject({ description: 'still mine' });
      expect(user.faults.seen.filter((r) => r.method !== 'GET' && transport.recordsOf(r).includes(bad.id))).toHaveLength(1); // only the refused create
      // Waiting on the user, not on the network: the status does not claim to be syncing.
      await until(() => data.sync.status.pending === 1 && data.sync.status.state === 'idle');

      await data.sync.discardDeadLetter(letter!.id);
      expect(await data.bookmarks.get(bad.id)).toBeUndefined();
      expect(await data.pendingCount()).toBe(0);
      data.close();
    });

    test('retry sends it again under a new idempotency key (the old one holds the refusal)', async () => {
      const { user, data, env } = offlineUser();
      await data.bookmarks.create({ title: 'A', url: 'https://a.example' });
      user.faults.queue(transport.refusal(409));
      env.setOnline(true);
      await until(() => data.sync.status.deadLetters.length === 1);
      await data.sync.retryDeadLetter(data.sync.status.deadLetters[0]!.id);
      await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
      const [refused, accepted] = user.faults.seen.filter((r) => r.method === 'POST');
      expect(transport.keysOf(refused!)).not.toEqual(transport.keysOf(accepted!));
      await until(() => data.sync.status.deadLetters.length === 0);
      data.close();
    });

    test('discarding a refused edit brings back the server’s copy', async () => {
      const user = testUser(server);
      const { data } = open(user);
      const link = await data.bookmarks.create({ title: 'Original', url: 'https://o.example' });
      await data.sync.drainNow();
      user.faults.queue(transport.refusal(422));
      await data.bookmarks.update(link.id, { title: 'Refused' });
      await until(() => data.sync.status.deadLetters.length === 1);
      await data.sync.discardDeadLetter(data.sync.status.deadLetters[0]!.id);
      await until(async () => (await data.bookmarks.get(link.id))?.title === 'Original');
      data.close();
    });
  });
});
