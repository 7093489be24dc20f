// Confirming a syllabus's review offline: the syllabus and its chosen deadlines land on the device together
// (one transaction) and reach the server exactly once, the syllabus before the tasks that name it, once the
// connection is back; a weekly plan made offline takes the syllabus's topic of its week; re-importing the
// changed syllabus updates it and moves the deadline that moved instead of adding it again.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { saveImportedSyllabus } from '../../../src/data/syllabus/syllabus-import';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { earlierImport, gradeRows, syllabusFields, topicRows } from '../../../src/lib/syllabus/syllabus-outline';
import type { Syllabus } from '../../../src/lib/syllabus/syllabus-record';
import { importedTasks, reviewRows } from '../../../src/lib/syllabus/syllabus-review';
import type { Task } from '../../../src/lib/task';
import { testUser, until, type TestSession } from '../support/harness';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SYLLABUS = [
  'PHYS 2213: Electricity and Magnetism',
  'Spring 2027. Classes begin January 25, 2027 and end May 7, 2027.',
  'Week 1 — Electric charge and Coulomb’s law',
  'Week 6 — Gauss’s law',
  '- Problem set 1 due February 5, 11:59 pm',
  '- Prelim 1: March 3, 7:30 pm',
  '- Lab report 2 due March 24',
  'Grading: Problem sets 30%, Prelims 40%, Final 30%',
].join('\n');

const TODAY = '2026-11-25';
/** The same syllabus with its first prelim moved to March 12. */
const PRELIM_MOVED = SYLLABUS.replace('Prelim 1: March 3, 7:30 pm', 'Prelim 1: March 12, 7:30 pm');
const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;

/** What the review screen hands to the save, for `text`, with the rows at `unticked` left out. */
async function reviewed(session: TestSession, text: string, unticked: number[] = []) {
  const extraction = extractSyllabus(text, { today: TODAY });
  const earlier = earlierImport(await session.data.syllabi.list(), extraction.courseCode, extraction.term);
  const existing = await session.data.tasks.list();
  const rows = reviewRows(extraction.items, 'PHYS 2213', existing, TODAY, earlier?.id ?? null).map((row, index) => (unticked.includes(index) ? { ...row, chosen: false } : row));
  return {
    syllabus: syllabusFields(extraction, 'PHYS 2213', 'phys2213.pdf', topicRows(extraction), gradeRows(extraction)),
    earlierId: earlier?.id ?? null,
    tasks: importedTasks(rows, 'PHYS 2213', 'phys2213.pdf'),
  };
}

/** A student's device offline, with SYLLABUS imported once, and its Prelim 1 task. */
async function importedOnce() {
  const device = testUser(server).open({ online: false });
  const first = await saveImportedSyllabus(device.data, await reviewed(device, SYLLABUS));
  return { device, prelim: first.added.find((task) => task.title === 'Prelim 1')! };
}

const sentCreates = (seen: { method: string; path: string; body: unknown }[]) =>
  seen
    .filter((request) => request.method === 'POST' && request.path === '/api/sync/')
    .flatMap((request) => (request.body as { operations: { op: string; entity: string }[] }).operations.filter((op) => op.op === 'create'))
    .map((op) => op.entity);

test('the syllabus and its chosen deadlines are saved offline together, sync once each, syllabus first, and shape the week’s plan', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const saved = await saveImportedSyllabus(device.data, await reviewed(device, SYLLABUS, [2]));
  expect(saved.added.map((task) => [task.title, task.syllabus_id])).toEqual([
    ['Problem set 1', saved.syllabus.id],
    ['Prelim 1', saved.syllabus.id],
  ]);
  expect(await device.data.pendingCount()).toBe(3);

  // Offline, the weekly plan of week 6 (from 1 March) takes the syllabus's topic and the prelim.
  const generated = await device.data.weekly.generate({ title: 'Week 6', description: '', course: '' }, { now: new Date('2027-03-01T09:00') });
  expect(generated.writtenBy).toBe('device');
  expect(generated.plan.markdown_plan).toContain('Gauss’s law');
  expect(generated.plan.markdown_plan).toContain('Prelim 1');

  device.env.setOnline(true);
  await until(() => settled(device));
  const [onServer] = (await server.read<{ results: Syllabus[] }>(user.sub, '/api/syllabi/')).results;
  expect(onServer).toMatchObject({
    id: saved.syllabus.id,
    course: 'PHYS 2213',
    title: 'Electricity and Magnetism',
    term: 'Spring 2027',
    term_start: '2027-01-25',
    file_name: 'phys2213.pdf',
    grading: [
      { component: 'Problem sets', percent: 30 },
      { component: 'Prelims', percent: 40 },
      { component: 'Final', percent: 30 },
    ],
  });
  expect(onServer!.topics.map((topic) => topic.topic)).toEqual(['Electric charge and Coulomb’s law', 'Gauss’s law']);
  const tasks = (await server.read<{ results: Task[] }>(user.sub, '/api/tasks/')).results;
  expect(tasks.map((task) => [task.title, task.source, task.syllabus_id]).sort()).toEqual([
    ['Prelim 1', 'syllabus', saved.syllabus.id],
    ['Problem set 1', 'syllabus', saved.syllabus.id],
  ]);
  const creates = sentCreates(user.faults.seen).filter((entity) => entity !== 'weekly_plans');
  expect(creates).toEqual(['syllabi', 'tasks', 'tasks']);

  const other = user.anotherDevice().open();
  await other.data.sync.pullNow('syllabi');
  await until(async () => (await other.data.syllabi.list()).length === 1);
  other.data.close();
  device.data.close();
});

test('re-importing the changed syllabus updates it and moves the deadline that moved, adding nothing twice', async () => {
  const user = testUser(server);
  const device = user.open();
  const first = await saveImportedSyllabus(device.data, await reviewed(device, SYLLABUS));
  await until(() => settled(device));

  const changed = SYLLABUS.replace('Prelim 1: March 3, 7:30 pm', 'Prelim 1: March 5, 7:30 pm').replace('Week 6 — Gauss’s law', 'Week 6 — Gauss’s law and conductors');
  const again = await reviewed(device, changed);
  expect(again.earlierId).toBe(first.syllabus.id);
  const second = await saveImportedSyllabus(device.data, again);
  expect(second.added).toEqual([]);
  expect(second.moved.map((task) => task.title)).toEqual(['Prelim 1']);
  await until(() => settled(device));

  const syllabi = (await server.read<{ results: Syllabus[] }>(user.sub, '/api/syllabi/')).results;
  expect(syllabi).toHaveLength(1);
  expect(syllabi[0]).toMatchObject({ id: first.syllabus.id, version: 2 });
  expect(syllabi[0]!.topics[1]!.topic).toBe('Gauss’s law and conductors');
  const tasks = (await server.read<{ results: Task[] }>(user.sub, '/api/tasks/')).results;
  expect(tasks).toHaveLength(3);
  const prelim = tasks.find((task) => task.title === 'Prelim 1')!;
  expect(Date.parse(prelim.due_at!)).toBe(new Date('2027-03-05T19:30').getTime());
  device.data.close();
});

test('re-importing an unchanged syllabus leaves a deadline the student moved where they put it; a syllabus change still moves it', async () => {
  const { device, prelim } = await importedOnce();
  // A make-up date, set by hand on the board.
  const makeUp = new Date('2027-03-10T19:30').toISOString();
  await device.data.tasks.update(prelim.id, { due_at: makeUp });

  const again = await reviewed(device, SYLLABUS);
  expect(again.tasks).toEqual([]);
  const second = await saveImportedSyllabus(device.data, again);
  expect([second.added, second.moved]).toEqual([[], []]);
  expect((await device.data.tasks.get(prelim.id))?.due_at).toBe(makeUp);

  // The syllabus moves the prelim: that is offered, and saving it moves the task and quotes the new line.
  const third = await saveImportedSyllabus(device.data, await reviewed(device, PRELIM_MOVED));
  expect(third.moved.map((task) => [task.title, Date.parse(task.due_at!)])).toEqual([['Prelim 1', new Date('2027-03-12T19:30').getTime()]]);
  expect(third.moved[0]!.notes).toContain('March 12, 7:30 pm');
  // And the next import of that same syllabus finds nothing to do.
  expect((await reviewed(device, PRELIM_MOVED)).tasks).toEqual([]);
  device.data.close();
});

test('a move made by a re-import keeps a note the student wrote', async () => {
  const { device, prelim } = await importedOnce();
  await device.data.tasks.update(prelim.id, { notes: 'Bring a calculator' });

  const second = await saveImportedSyllabus(device.data, await reviewed(device, PRELIM_MOVED));
  expect(second.moved.map((task) => [task.title, task.notes])).toEqual([['Prelim 1', 'Bring a calculator']]);
  device.data.close();
});
