// The sync engine's main promise, checked on random histories: whatever the network, the tokens
// and the tabs do meanwhile, once things calm down the server holds exactly what the user's
// operations give when applied in order, and nothing is left in the outbox.
// Through batches and the change feed, or one request per change and list pulls, at random.
// CI runs 300 histories (each run draws a new seed, so runs add up; a failure prints its seed and path for
// replay), about 30 s; locally fewer (FC_RUNS overrides).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { profileDescriptor } from '../../src/data/entities/profile';
import { serverBookmarks, testUser, type TestSession, singleRequestTuning } from './support/harness';
import type { Fault } from './support/faulty-fetch';
import { startTestServer, type TestServer } from './support/test-server';

const RUNS = Number(process.env.FC_RUNS ?? (process.env.CI ? 300 : 100));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type BookmarkFields = { title: string; url: string; description: string };
type ProfileFields = Record<string, unknown>;

type Op =
  | { kind: 'create'; fields: BookmarkFields }
  | { kind: 'update'; target: number; changes: Partial<BookmarkFields> }
  | { kind: 'delete'; target: number }
  | { kind: 'profile'; changes: ProfileFields }
  | { kind: 'network'; online: boolean }
  | { kind: 'faults'; faults: Fault[] }
  | { kind: 'token-expires'; loginRequired: boolean }
  | { kind: 'sign-in' }
  | { kind: 'restart' }
  | { kind: 'wait'; ms: number };

const word = fc.constantFrom('Docs', 'Notes', 'Lab', 'Exam', 'Calc', 'Lecture', 'Quiz');
const title = fc.tuple(word, fc.nat(99)).map(([w, n]) => `${w} ${n}`);
const url = fc.tuple(fc.constantFrom('http', 'https'), fc.nat(20)).map(([scheme, n]) => `${scheme}://site${n}.example/${n}`);
const description = fc.oneof(fc.constant(''), title);
const bookmarkFields = fc.record({ title, url, description });
const profileFields = {
  first_name: word,
  last_name: word,
  school_name: word,
  degree: word,
  phone_number: fc.constantFrom('', '+1 555 0100', '(020) 7946 0958'),
  expected_graduation: fc.constantFrom('2027-05-15', '2028-12-01'),
};
// Onboarding is finished only with its required fields (the server refuses it otherwise); after it, any edit.
const profileChanges = fc.oneof(
  fc.record(profileFields, { requiredKeys: [] }),
  fc.record({ ...profileFields, is_onboarded: fc.constant(true) }),
);
const fault: fc.Arbitrary<Fault> = fc.constantFrom<Fault>(
  'offline',
  'lost-response',
  { status: 503 },
  { status: 500 },
  { status: 408 },
  { status: 429, headers: { 'Retry-After': '0' } },
);

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: bookmarkFields.map((fields) => ({ kind: 'create' as const, fields })) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('update' as const), target: fc.nat(), changes: fc.record({ title, url, description }, { requiredKeys: [] }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), target: fc.nat() }) },
  { weight: 3, arbitrary: profileChanges.map((changes) => ({ kind: 'profile' as const, changes })) },
  { weight: 2, arbitrary: fc.boolean().map((online) => ({ kind: 'network' as const, online })) },
  { weight: 3, arbitrary: fc.array(fault, { minLength: 1, maxLength: 4 }).map((faults) => ({ kind: 'faults' as const, faults })) },
  { weight: 1, arbitrary: fc.boolean().map((loginRequired) => ({ kind: 'token-expires' as const, loginRequired })) },
  { weight: 1, arbitrary: fc.constant({ kind: 'sign-in' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 12 }).map((ms) => ({ kind: 'wait' as const, ms })) },
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const baseTuning = { debounceMs: 2, backoffBaseMs: 1, backoffMaxMs: 8, busyRecheckMs: 5, leaseMs: 1_000 };

async function runHistory(batched: boolean, ops: Op[]) {
  const tuning = { ...baseTuning, ...(batched ? {} : singleRequestTuning) };
  const user = testUser(server);
  let online = true;
  let session: TestSession = user.open({ tuning });
  const expected = new Map<string, BookmarkFields>();
  const expectedProfile: ProfileFields = { ...profileDescriptor.defaults };

  for (const step of ops) {
    const { data, env } = session;
    const ids = [...expected.keys()];
    switch (step.kind) {
      case 'create': {
        const created = await data.bookmarks.create(step.fields);
        expected.set(created.id, { ...step.fields });
        break;
      }
      case 'update': {
        if (!ids.length) break;
        const id = ids[step.target % ids.length]!;
        await data.bookmarks.update(id, step.changes);
        expected.set(id, { ...expected.get(id)!, ...step.changes });
        break;
      }
      case 'delete': {
        if (!ids.length) break;
        const id = ids[step.target % ids.length]!;
        await data.bookmarks.remove(id);
        expected.delete(id);
        break;
      }
      case 'profile':
        await data.profile.save(step.changes);
        Object.assign(expectedProfile, step.changes);
        break;
      case 'network':
        online = step.online;
        env.setOnline(online);
        break;
      case 'faults':
        user.faults.queue(...step.faults);
        break;
      case 'token-expires':
        user.tokens.expire();
        user.tokens.loginRequired = step.loginRequired;
        break;
      case 'sign-in':
        user.tokens.loginRequired = false;
        data.sync.requestDrain();
        break;
      case 'restart':
        data.close(); // not awaited: the old engine may still be winding down when the new one starts
        session = user.open({ tuning, online });
        break;
      case 'wait':
        await sleep(step.ms);
        break;
    }
  }

  // Calm: network back, user signed in, then let the engine finish.
  user.faults.heal();
  user.tokens.loginRequired = false;
  const { data, env } = session;
  env.setOnline(true);
  data.sync.requestDrain();
  for (let i = 0; i < 200 && !(await settled(session)); i++) await sleep(5);

  expect(await data.db.outbox.count()).toBe(0);
  expect(await data.db.deadLetters.count()).toBe(0);
  const onServer = await serverBookmarks(server, user.sub);
  expect(new Map(onServer.map((b) => [b.id, { title: b.title, url: b.url, description: b.description }]))).toEqual(expected);
  const profile = await server.read<ProfileFields>(user.sub, '/api/account/profile/');
  expect(profile).toMatchObject(expectedProfile);
  // And this device shows the same.
  await data.sync.pullNow('bookmarks');
  const local = await data.bookmarks.list();
  expect(new Map(local.map((b) => [b.id, { title: b.title, url: b.url, description: b.description }]))).toEqual(expected);
  data.close();
}

async function settled({ data }: TestSession) {
  if ((await data.sync.drainNow()) !== 'drained') return false;
  return (await data.pendingCount()) === 0;
}

test(`random histories converge to the user's operations (${RUNS} runs)`, async () => {
  await fc.assert(fc.asyncProperty(fc.boolean(), fc.array(op, { maxLength: 20 }), runHistory), { numRuns: RUNS });
}, 600_000);
