// Answers that do not come from our API (a captive portal on campus Wi-Fi, a misbehaving proxy)
// must count as "no answer": nothing dropped from the outbox, no record wiped, and a retry later.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { serverBookmarks, testUser, until } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';

// Onboarding is finished only with its required fields; the server refuses it otherwise.
const onboarded = { last_name: 'Lovelace', school_name: 'Analytical University', degree: 'BS Mathematics', expected_graduation: '2027-05-15', is_onboarded: true };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PORTAL = '<html><body><h1>Welcome to Campus Wi-Fi</h1><form>Accept the terms</form></body></html>';

describe('push', () => {
  test('a 200 portal page for a create keeps the entry and the record; the retry lands once', async () => {
    const user = testUser(server);
    const { data, env } = user.open({ online: false });
    const link = await data.bookmarks.create({ title: 'Syllabus', url: 'https://syllabus.example' });
    user.faults.queue({ page: PORTAL });
    env.setOnline(true);
    await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
    expect(sentChanges(user.faults.seen).filter((r) => r.method === 'POST').map((r) => r.fault)).toEqual(['portal', 'pass']);
    await until(() => data.sync.status.state === 'idle');
    expect(await data.bookmarks.get(link.id)).toMatchObject({ title: 'Syllabus', url: 'https://syllabus.example' });
    data.close();
  });

  test('while a portal answers, the status says offline and the change waits', async () => {
    const user = testUser(server);
    const { data, env } = user.open({ online: false });
    await data.bookmarks.create({ title: 'Notes', url: 'https://notes.example' });
    user.faults.fallback = () => ({ page: PORTAL });
    env.setOnline(true);
    await until(() => user.faults.seen.length >= 2 && data.sync.status.state === 'offline');
    expect(data.sync.status).toMatchObject({ state: 'offline', pending: 1 });
    expect(await serverBookmarks(server, user.sub)).toHaveLength(0);
    user.faults.heal();
    await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
    data.close();
  });

  test('a redirect to a portal login is refused (redirect: error), not followed and taken as saved', async () => {
    const user = testUser(server);
    const { data, env } = user.open({ online: false });
    await data.profile.save({ first_name: 'Ada' });
    user.faults.queue({ redirectTo: 'http://portal.campus.example/login' });
    env.setOnline(true);
    await until(async () => (await server.read<{ first_name: string }>(user.sub, '/api/account/profile/')).first_name === 'Ada');
    expect(sentChanges(user.faults.seen).filter((r) => r.method === 'PATCH').map((r) => r.fault)).toEqual(['portal', 'pass']);
    expect(await data.profile.get()).toMatchObject({ first_name: 'Ada' });
    data.close();
  });

  test('a 200 JSON error object for the profile is no answer: the profile stays, the retry lands', async () => {
    const user = testUser(server);
    const { data, env } = user.open({ online: false });
    await data.profile.save({ ...onboarded, first_name: 'Ada' });
    user.faults.queue({ status: 200, body: { error: 'upstream timed out' } });
    env.setOnline(true);
    await until(async () => (await server.read<{ is_onboarded: boolean }>(user.sub, '/api/account/profile/')).is_onboarded);
    expect(sentChanges(user.faults.seen).filter((r) => r.method === 'PATCH').map((r) => r.fault)).toEqual(['status 200', 'pass']);
    await until(() => data.sync.status.state === 'idle');
    expect(await data.profile.get()).toMatchObject({ first_name: 'Ada', is_onboarded: true });
    data.close();
  });

  test('a 200 JSON answer that is not a record (no id) does not replace or re-key the local copy', async () => {
    const user = testUser(server);
    const { data, env } = user.open({ online: false });
    const link = await data.bookmarks.create({ title: 'Lab', url: 'https://lab.example' });
    user.faults.queue({ status: 200, body: { ok: true } });
    env.setOnline(true);
    await until(async () => (await serverBookmarks(server, user.sub)).length === 1);
    await until(() => data.sync.status.state === 'idle');
    expect(await data.bookmarks.list()).toMatchObject([{ id: link.id, title: 'Lab' }]);
    data.close();
  });
});

describe('pull', () => {
  test('a portal page instead of the list deletes nothing', async () => {
    const user = testUser(server);
    const { data } = user.open();
    await data.bookmarks.create({ title: 'Kept', url: 'https://kept.example' });
    await data.sync.drainNow();
    await until(async () => (await data.pendingCount()) === 0);

    user.faults.queue({ page: PORTAL });
    await expect(data.sync.pullNow('bookmarks')).rejects.toThrow('unexpected answer');
    expect((await data.bookmarks.list()).map((b) => b.title)).toEqual(['Kept']);
    data.close();
  });

  test('a list of something else (an error object, items without ids) deletes nothing', async () => {
    const user = testUser(server);
    const { data } = user.open();
    await data.bookmarks.create({ title: 'Kept', url: 'https://kept.example' });
    await data.sync.drainNow();
    await until(async () => (await data.pendingCount()) === 0);

    user.faults.queue({ status: 200, body: { message: 'maintenance' } }, { status: 200, body: [{ title: 'no id' }] });
    await expect(data.sync.pullNow('bookmarks')).rejects.toThrow('unexpected answer');
    await expect(data.sync.pullNow('bookmarks')).rejects.toThrow('unexpected answer');
    expect(await data.bookmarks.list()).toMatchObject([{ title: 'Kept' }]);
    data.close();
  });

  test('a partial page (next is set) adds what it lists but deletes nothing it does not list', async () => {
    const user = testUser(server);
    const { data } = user.open();
    await data.bookmarks.create({ title: 'On page two', url: 'https://two.example' });
    await data.sync.drainNow();
    await until(async () => (await data.pendingCount()) === 0);
    const created = await server.send(user.sub, 'POST', '/api/bookmarks/', { title: 'On page one', url: 'https://one.example' });
    const first = await created.json();

    user.faults.queue({
      rewrite: async () =>
        Response.json({ count: 2, next: 'http://localhost/api/bookmarks/?page=2', previous: null, results: [first] }),
    });
    await data.sync.pullNow('bookmarks');
    expect((await data.bookmarks.list()).map((b) => b.title).sort()).toEqual(['On page one', 'On page two']);
    data.close();
  });

  test('a portal page instead of the profile leaves the profile as it was', async () => {
    const user = testUser(server);
    const { data } = user.open();
    await data.profile.save({ first_name: 'Grace', last_name: 'Hopper' });
    await data.sync.drainNow();
    await until(async () => (await data.pendingCount()) === 0);

    user.faults.queue({ page: PORTAL });
    await expect(data.sync.pullNow('profile')).rejects.toThrow('unexpected answer');
    expect(await data.profile.get()).toMatchObject({ first_name: 'Grace', last_name: 'Hopper' });
    data.close();
  });

  test('a JSON error object instead of the profile does not replace it (no trip back to onboarding)', async () => {
    const user = testUser(server);
    const { data } = user.open();
    await data.profile.save({ ...onboarded, first_name: 'Grace' });
    await data.sync.drainNow();
    await until(async () => (await data.pendingCount()) === 0);

    user.faults.queue({ status: 200, body: { error: 'Bad gateway' } });
    await expect(data.sync.pullNow('profile')).rejects.toThrow('unexpected answer');
    expect(await data.profile.get()).toMatchObject({ first_name: 'Grace', is_onboarded: true });
    data.close();
  });
});
