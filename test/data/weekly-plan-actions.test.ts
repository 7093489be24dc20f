// Weekly plans against the real server: generated online (streamed, stored as a synced record, nothing
// queued), generated offline on the device and edited and archived there, deleted and undone, each
// reaching the server exactly once; a server that fails or loses its answer leaves one plan, not two.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { GenerateRefusedError } from '../../src/data/study/weekly-plan-api';
import { defaultPlanWeek } from '../../src/lib/study/week';
import { readStudyBlocks } from '../../src/lib/study/study-blocks';
import type { Fault } from './support/faulty-fetch';
import { testUser, until, type TestSession, type TestUser } from './support/harness';
import { sentChanges } from './support/sent-changes';
import { startTestServer, type TestServer } from './support/test-server';
import type { WeeklyPlan } from '../../src/lib/study/weekly-plan-types';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type ServerWeeklyPlan = Required<WeeklyPlan>;

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;
const plansOf = async (sub: string) => (await server.read<{ results: ServerWeeklyPlan[] }>(sub, '/api/study/weekly/')).results;
const writes = (user: TestUser, path = '/api/study/weekly/') => sentChanges(user.faults.delivered()).filter((r) => r.method !== 'GET' && r.path.startsWith(path));
/** `fault` for the next generate request only, whatever else the engine sends meanwhile. */
const failNextGenerate = (user: TestUser, fault: Fault) => {
  let used = false;
  user.faults.fallback = ({ path }) => (path === '/api/study/generate/' && !used ? ((used = true), fault) : 'pass');
};
const form = { title: 'Midterm week', description: 'Recursion, linked lists, problem set 4', course: 'CS 2110' };

test('online: the server writes the plan as a stream; it is stored as synced, with nothing queued', async () => {
  const user = testUser(server);
  const device = user.open();
  let streamed = '';
  const result = await device.data.weekly.generate(form, { onText: (text) => (streamed += text) });
  expect(result.writtenBy).toBe('server');
  expect(result.fallback).toBeUndefined();
  expect(result.plan).toMatchObject({ ...form, archived: false, week_of: defaultPlanWeek(new Date()) });
  expect(typeof result.plan.version).toBe('number');
  expect(result.plan.markdown_plan.length).toBeGreaterThan(100);
  if (streamed) expect(result.plan.markdown_plan).toContain(streamed.trim().slice(0, 40));
  expect(await device.data.db.outbox.count()).toBe(0);
  expect((await device.data.weeklyPlans.get(result.plan.id))?.version).toBe(result.plan.version);
  // One plan on the server, and a pull brings back the same one, not a second.
  const [onServer, ...others] = await plansOf(user.sub);
  expect(others).toEqual([]);
  expect(onServer).toMatchObject({ id: result.plan.id, title: form.title, markdown_plan: result.plan.markdown_plan });
  await until(() => settled(device));
  expect((await device.data.weeklyPlans.list()).map((p) => p.id)).toEqual([result.plan.id]);
  expect(sentChanges(user.faults.delivered()).filter((r) => r.path === '/api/study/generate/')).toHaveLength(1);
  device.data.close();
});

test('a plan the server wrote while the first pull was on its way stays on the device', async () => {
  const user = testUser(server);
  // The start-up pull reads the whole state (no cursor yet); its answer is held until the plan is stored.
  let letThrough!: () => void;
  const held = new Promise<void>((resolve) => (letThrough = resolve));
  let pullRead!: () => void;
  const read = new Promise<void>((resolve) => (pullRead = resolve));
  user.faults.fallback = ({ method, path }) =>
    method === 'GET' && path.startsWith('/api/changes/') ? { rewrite: async (response) => (pullRead(), await held, response) } : 'pass';
  const device = user.open();
  await read;
  user.faults.fallback = () => 'pass';
  const { plan } = await device.data.weekly.generate(form);
  letThrough();
  await until(() => settled(device));
  expect(await device.data.weeklyPlans.get(plan.id)).toMatchObject({ id: plan.id, version: plan.version });
  device.data.close();
});

test('offline, the device writes the plan from the student’s classes; edits and archive go with its one create', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const plan = await device.data.plans.create({ start_term: 'Fall', start_year: 2026, program_name: 'CS' });
  await device.data.planCourses.create({ plan: plan.id, course_code: 'MATH 1920', course_title: 'Multivariable Calculus', term: 'Fall 2026', status: 'taking' });
  await device.data.planCourses.create({ plan: plan.id, course_code: 'ART 9999', term: 'Fall 2027', status: 'planned' });
  const result = await device.data.weekly.generate({ ...form, course: '' });
  expect(result).toMatchObject({ writtenBy: 'device', fallback: 'offline' });
  expect(result.plan).toMatchObject({ title: form.title, source: 'embedded', archived: false, week_of: defaultPlanWeek(new Date()) });
  expect(result.plan.markdown_plan).toContain('MATH 1920'); // the class the student is taking
  expect(result.plan.markdown_plan).not.toContain('ART 9999'); // only planned: not one of this week's classes
  expect(sentChanges(user.faults.seen).filter((r) => r.path === '/api/study/generate/')).toEqual([]); // offline: not even tried

  const edited = await device.data.weekly.update(result.plan.id, { title: 'Midterm week (edited)', markdown_plan: '# Mine\n\n- [ ] read chapter 3' });
  expect(edited.title).toBe('Midterm week (edited)');
  // A new title is the heading too.
  expect(edited.markdown_plan).toBe('# Midterm week (edited)\n\n- [ ] read chapter 3');
  await device.data.weekly.setArchived(result.plan.id, true);
  device.env.setOnline(true);
  await until(() => settled(device));
  const [onServer, ...others] = await plansOf(user.sub);
  expect(others).toEqual([]);
  expect(onServer).toMatchObject({ id: result.plan.id, title: 'Midterm week (edited)', markdown_plan: '# Midterm week (edited)\n\n- [ ] read chapter 3', archived: true, source: 'embedded' });
  const sent = user.faults.delivered().filter((r) => r.path === '/api/sync/').flatMap((r) => (r.body as { operations: { op: string; entity: string }[] }).operations);
  expect(sent.filter((op) => op.entity === 'weekly_plans').map((op) => op.op)).toEqual(['create']); // one create, the edits folded in
  expect(await device.data.weeklyPlans.get(result.plan.id)).toMatchObject({ version: onServer!.version, archived: true });
  device.data.close();
});

test('offline, the device plans the week’s open tasks as deadlines and keeps to the student’s weekly hours', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const weekDay = (offset: number) => new Date(Date.parse(`${defaultPlanWeek(new Date())}T12:00:00Z`) + offset * 24 * 60 * 60 * 1000).toISOString();
  await device.data.tasks.create({ title: 'Problem set 6', due_at: weekDay(4) });
  await device.data.tasks.create({ title: 'Quiz already done', due_at: weekDay(3), status: 'complete' });
  await device.data.tasks.create({ title: 'Essay in three weeks', due_at: weekDay(21) });
  await device.data.settings.save({ weekly_study_hours: 3 });

  const { plan } = await device.data.weekly.generate({ title: 'Short week', description: 'Recursion; graphs; dynamic programming; proofs', course: '' });
  expect(plan.markdown_plan).toContain('Problem set 6');
  expect(plan.markdown_plan).not.toContain('Quiz already done');
  expect(plan.markdown_plan).not.toContain('Essay in three weeks');
  expect(plan.markdown_plan).toMatch(/\b3 h\b/);
  device.data.close();
});

test('an edit and an unarchive made offline on a synced plan go as one update', async () => {
  const user = testUser(server);
  const device = user.open();
  const { plan } = await device.data.weekly.generate(form);
  await device.data.weekly.setArchived(plan.id, true);
  await until(() => settled(device));
  device.env.setOnline(false);
  user.faults.seen.length = 0;
  await device.data.weekly.update(plan.id, { description: 'Only recursion', course: 'CS 3110' });
  await device.data.weekly.setArchived(plan.id, false);
  device.env.setOnline(true);
  await until(() => settled(device));
  expect(writes(user).map((r) => [r.method, r.body])).toEqual([['PATCH', { description: 'Only recursion', course: 'CS 3110', archived: false }]]);
  expect((await plansOf(user.sub))[0]).toMatchObject({ description: 'Only recursion', course: 'CS 3110', archived: false });
  device.data.close();
});

test('deleted offline and undone before it left: the server gets one create, of the plan as it was', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const { plan } = await device.data.weekly.generate(form);
  const deleted = await device.data.weekly.remove(plan.id);
  expect(deleted?.id).toBe(plan.id);
  expect(await device.data.weeklyPlans.get(plan.id)).toBeUndefined();
  const restored = await device.data.weekly.restore(deleted!);
  expect(restored).toMatchObject({ title: plan.title, markdown_plan: plan.markdown_plan, week_of: plan.week_of, source: 'embedded' });
  device.env.setOnline(true);
  await until(() => settled(device));
  expect(writes(user).map((r) => r.method)).toEqual(['POST']);
  const [onServer, ...others] = await plansOf(user.sub);
  expect(others).toEqual([]);
  expect(onServer).toMatchObject({ id: restored.id, markdown_plan: plan.markdown_plan });
  device.data.close();
});

test('a synced plan deleted offline is deleted on the server once; undone after, it comes back as one new plan', async () => {
  const user = testUser(server);
  const device = user.open();
  const { plan } = await device.data.weekly.generate(form);
  const other = await device.data.weekly.generate({ ...form, title: 'Finals' });
  device.env.setOnline(false);
  await device.data.weekly.remove(other.plan.id);
  device.env.setOnline(true);
  await until(() => settled(device));
  expect((await plansOf(user.sub)).map((p) => p.id)).toEqual([plan.id]);
  const gone = await device.data.weekly.remove(plan.id);
  const back = await device.data.weekly.restore(gone!);
  await until(() => settled(device));
  const onServer = await plansOf(user.sub);
  expect(onServer.map((p) => [p.id, p.title])).toEqual([[back.id, plan.title]]);
  expect(writes(user).filter((r) => r.method === 'DELETE')).toHaveLength(2);
  device.data.close();
});

test('the server failing: the device writes the plan instead, and it syncs once', async () => {
  const user = testUser(server);
  const device = user.open();
  failNextGenerate(user, { status: 503 });
  const result = await device.data.weekly.generate(form);
  expect(result).toMatchObject({ writtenBy: 'device', fallback: 'failed' });
  await until(() => settled(device));
  expect((await plansOf(user.sub)).map((p) => [p.id, p.source])).toEqual([[result.plan.id, 'embedded']]);
  device.data.close();
});

test('the server’s answer lost after it stored the plan: the device’s plan has the same id, so there is one plan', async () => {
  const user = testUser(server);
  const device = user.open();
  failNextGenerate(user, 'lost-response');
  const result = await device.data.weekly.generate(form);
  expect(result).toMatchObject({ writtenBy: 'device', fallback: 'failed' });
  await until(() => settled(device));
  const onServer = await plansOf(user.sub);
  expect(onServer.map((p) => p.id)).toEqual([result.plan.id]);
  expect((await device.data.weeklyPlans.list()).map((p) => p.id)).toEqual([result.plan.id]);
  device.data.close();
});

test('Regenerate offline: the new plan takes the old one’s place; one create leaves the device', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const { plan } = await device.data.weekly.generate(form);
  const result = await device.data.weekly.regenerate(plan.id, { ...form, title: 'Midterm week, again', description: 'Only trees' });
  expect(result.plan.id).not.toBe(plan.id);
  expect(result.plan.markdown_plan).toContain('Only trees');
  expect((await device.data.weeklyPlans.list()).map((p) => p.id)).toEqual([result.plan.id]);
  device.env.setOnline(true);
  await until(() => settled(device));
  expect(writes(user).map((r) => r.method)).toEqual(['POST']);
  expect((await plansOf(user.sub)).map((p) => [p.id, p.title])).toEqual([[result.plan.id, 'Midterm week, again']]);
  device.data.close();
});

test('a refused input is told, not written on the device', async () => {
  const user = testUser(server);
  const device = user.open();
  await expect(device.data.weekly.generate({ ...form, title: 'x'.repeat(201) })).rejects.toBeInstanceOf(GenerateRefusedError);
  expect(await device.data.weeklyPlans.list()).toEqual([]);
  device.data.close();
});

test('two plans of one week never book the same hours; regenerating a plan makes way only for its own blocks', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const weekOf = '2030-01-07';
  const options = { weekOf, now: new Date('2030-01-01T09:00:00') };
  const blocksOf = (plan: { markdown_plan: string }) => readStudyBlocks(plan.markdown_plan);
  const clash = (a: ReturnType<typeof blocksOf>, b: ReturnType<typeof blocksOf>) => a.some((x) => b.some((y) => x.day === y.day && x.start < y.end && y.start < x.end));
  const first = (await device.data.weekly.generate({ title: 'Plan one', description: 'Recursion; graphs', course: '' }, options)).plan;
  const second = (await device.data.weekly.generate({ title: 'Plan two', description: 'Series; limits', course: '' }, options)).plan;
  expect(second.week_of).toBe(weekOf);
  expect(clash(blocksOf(first), blocksOf(second))).toBe(false);
  // The same inputs again in place of the second plan: the hours it held are free to it, so it is the same plan.
  const again = (await device.data.weekly.regenerate(second.id, { title: 'Plan two', description: 'Series; limits', course: '' }, { now: options.now })).plan;
  expect(again.week_of).toBe(weekOf);
  expect(blocksOf(again)).toEqual(blocksOf(second));
  expect(clash(blocksOf(first), blocksOf(again))).toBe(false);
  device.data.close();
});

test('renaming a plan renames the heading inside it', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const { plan } = await device.data.weekly.generate(form);
  expect(plan.markdown_plan.startsWith(`# ${form.title}\n`)).toBe(true);
  const renamed = await device.data.weekly.update(plan.id, { title: 'Finals sprint' });
  expect(renamed.markdown_plan.startsWith('# Finals sprint\n')).toBe(true);
  expect(renamed.markdown_plan).not.toContain(`# ${form.title}`);
  device.data.close();
});
