// Career search on the device against the real server (its bundled sample feed): an online answer is kept
// per query and read back offline; offline with nothing kept says so; a failed request falls back to the
// kept copy; an answer that is not our API's (a portal's page) is a failure and never kept.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { JobSearchFailedError } from '../../src/data/jobs/job-search-api';
import { JobSearchOfflineError, KEPT_SEARCHES } from '../../src/data/jobs/job-search-cache';
import type { JobResult } from '../../src/lib/jobs/job-result';
import { testUser } from './support/harness';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

test('an online answer is kept per query and read back offline, after a restart, with its date', async () => {
  const user = testUser(server);
  const online = user.open();
  const first = await online.data.jobs.search('Data Analyst');
  expect(first.fromCache).toBe(false);
  expect(first.answer.sources).toEqual([{ name: 'Sample listings', ok: true }]);
  expect(first.answer.jobs[0]!.title).toMatch(/data analyst/i);
  expect(first.answer.jobs.every((job) => job.sample)).toBe(true);
  // Let the start-up pull finish, so that none of its requests lands after the count is reset below.
  await online.data.sync.drainNow();
  online.data.close();

  const offline = user.open({ online: false });
  user.faults.seen.length = 0;
  const again = await offline.data.jobs.search('  data   analyst ');
  expect(again).toEqual({ ...first, fromCache: true });
  expect(user.faults.seen).toEqual([]);
  await expect(offline.data.jobs.search('nurse')).rejects.toBeInstanceOf(JobSearchOfflineError);
  offline.data.close();
});

test('a failed request shows the kept copy; without one it fails', async () => {
  const user = testUser(server);
  const device = user.open();
  const kept = await device.data.jobs.search('intern');
  user.faults.fallback = () => ({ status: 503, body: { detail: 'down' } });
  expect(await device.data.jobs.search('intern')).toEqual({ ...kept, fromCache: true });
  await expect(device.data.jobs.search('nurse')).rejects.toBeInstanceOf(JobSearchFailedError);
  device.data.close();
});

test('a captive portal’s page is not an answer and is never kept; an answer without a jobs list is no jobs', async () => {
  const user = testUser(server);
  const device = user.open();
  user.faults.fallback = () => ({ page: '<html>Sign in to the campus Wi-Fi</html>' });
  await expect(device.data.jobs.search('intern')).rejects.toBeInstanceOf(JobSearchFailedError);
  expect(await device.data.jobs.stored('intern')).toBeUndefined();
  user.faults.fallback = () => ({ status: 200, body: { message: 'ok' } });
  const empty = await device.data.jobs.search('intern');
  expect(empty.answer).toEqual({ jobs: [], sources: [] });
  device.data.close();
});

test(`keeps the last ${KEPT_SEARCHES} queries, dropping the oldest`, async () => {
  const user = testUser(server);
  const device = user.open();
  user.faults.fallback = () => ({ status: 200, body: { jobs: [], sources: [] } });
  for (let i = 0; i <= KEPT_SEARCHES; i++) await device.data.jobs.search(`query ${i}`);
  expect(await device.data.db.jobSearches.count()).toBe(KEPT_SEARCHES);
  expect(await device.data.jobs.stored('query 0')).toBeUndefined();
  expect(await device.data.jobs.stored(`query ${KEPT_SEARCHES}`)).toBeDefined();
  device.data.close();
});

test('an answer kept before jobs said whether they are samples reads back offline as real listings', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const job = { title: 'Campus Tour Guide', company: 'Admissions', location: 'Springfield', url: 'https://jobs.example.edu/1', source: 'Career office', posted_at: null, remote: false };
  // Written as an older version of the app wrote it: no `sample` on its job.
  await device.data.db.jobSearches.put({ query: 'tour guide', answer: { jobs: [job as JobResult], sources: [{ name: 'Career office', ok: true }] }, fetchedAt: 1 });
  const kept = await device.data.jobs.search('Tour Guide');
  expect(kept.fromCache).toBe(true);
  expect(kept.answer.jobs).toEqual([{ ...job, sample: false }]);
  device.data.close();
});
