// Confirming a syllabus's review offline: the chosen deadlines land on the device together (one
// transaction) and each reaches the server exactly once, with its course, notes and due time, once the
// connection is back; a second device then lists the same tasks.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addImportedTasks } from '../../../src/data/syllabus/syllabus-import';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { importedTasks, reviewRows } from '../../../src/lib/syllabus/syllabus-review';
import type { Task } from '../../../src/lib/task';
import { batchedTuning, testUser, until, type TestSession } from '../support/harness';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const SYLLABUS = [
  'PHYS 2213: Electricity and Magnetism',
  'Spring 2027. Classes begin January 25, 2027 and end May 7, 2027.',
  '- Problem set 1 due February 5, 11:59 pm',
  '- Prelim 1: March 3, 7:30 pm',
  '- Lab report 2 due March 24',
].join('\n');

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;

test('the chosen deadlines are saved offline together and sync once each', async () => {
  const user = testUser(server);
  const device = user.open({ online: false, tuning: batchedTuning });
  const rows = reviewRows(extractSyllabus(SYLLABUS, { today: '2026-11-25' }).items, 'PHYS 2213', [], '2026-11-25').map((row, index) => (index === 2 ? { ...row, chosen: false } : row));
  const created = await addImportedTasks(device.data, importedTasks(rows, 'PHYS 2213', 'phys2213.pdf'));
  expect((await device.data.tasks.list()).map((task) => task.title).sort()).toEqual(['Prelim 1', 'Problem set 1']);
  expect(await device.data.pendingCount()).toBe(2);

  device.env.setOnline(true);
  await until(() => settled(device));
  const onServer = (await server.read<{ results: Task[] }>(user.sub, '/api/tasks/')).results;
  expect(onServer.map((task) => [task.title, task.course, task.status]).sort()).toEqual([
    ['Prelim 1', 'PHYS 2213', 'todo'],
    ['Problem set 1', 'PHYS 2213', 'todo'],
  ]);
  const prelim = onServer.find((task) => task.title === 'Prelim 1')!;
  expect(prelim.notes).toBe('Exam from the syllabus (phys2213.pdf, line 4): - Prelim 1: March 3, 7:30 pm');
  expect(Date.parse(prelim.due_at!)).toBe(new Date('2027-03-03T19:30').getTime());
  const creates = user.faults.seen.filter((request) => request.method === 'POST').flatMap((request) =>
    request.path === '/api/sync/' ? (request.body as { operations: { op: string; entity: string }[] }).operations.filter((op) => op.op === 'create' && op.entity === 'tasks') : [],
  );
  expect(creates).toHaveLength(created.length);

  const other = user.anotherDevice().open({ tuning: batchedTuning });
  await other.data.sync.pullNow('tasks');
  await until(async () => (await other.data.tasks.list()).length === 2);
  other.data.close();
  device.data.close();
});
