// The Tasks board's actions against the real server: tasks added, moved and deleted offline reach the
// server exactly once each, with the status the student left them in and the time a task was completed
// on the device; announcements are cached for offline.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addTask, deleteTask, editTask, moveTask } from '../../src/data/tasks/task-actions';
import type { Task } from '../../src/lib/task';
import { testUser, until, type TestSession } from './support/harness';
import type { SeenRequest } from './support/faulty-fetch';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const settled = async ({ data }: TestSession) => (await data.sync.drainNow()) === 'drained' && (await data.pendingCount()) === 0;
const tasksOf = async (sub: string) => (await server.read<{ results: Task[] }>(sub, '/api/tasks/')).results;
/** The ids of task creates that reached the server, one request or batched. */
function taskCreates(seen: SeenRequest[]): string[] {
  const ids: string[] = [];
  for (const request of seen) {
    if (request.method !== 'POST') continue;
    if (request.path === '/api/tasks/') ids.push((request.body as { id: string }).id);
    if (request.path === '/api/sync/') {
      const operations = (request.body as { operations: { op: string; entity: string; body?: { id?: string } }[] }).operations;
      for (const op of operations) if (op.op === 'create' && op.entity === 'tasks') ids.push(op.body!.id!);
    }
  }
  return ids;
}
const form = (title: string, due_at: string | null = null) => ({ title, notes: '', course: 'CS 101', due_at });

test('tasks created, moved and deleted offline sync once each', async () => {
  const user = testUser(server);
  const device = user.open({ online: false });
  const essay = await addTask(device.data, form('Essay draft', '2026-11-24T23:30:00-05:00'));
  const lab = await addTask(device.data, form('Lab report'));
  const quiz = await addTask(device.data, form('Quiz prep'));
  const doomed = await addTask(device.data, form('Never mind'));
  await moveTask(device.data, essay.id, 'in_progress');
  const completed = await moveTask(device.data, lab.id, 'complete', new Date('2026-11-24T10:00:00Z'));
  expect(completed).toMatchObject({ status: 'complete', completed_at: '2026-11-24T10:00:00.000Z' });
  await editTask(device.data, quiz.id, { notes: 'Chapters 3–4' });
  await deleteTask(device.data, doomed.id);
  expect((await device.data.db.tasks.get(lab.id))?.completed_at).toBe('2026-11-24T10:00:00.000Z');
  expect(user.faults.seen.filter((r) => r.fault === 'pass')).toEqual([]);

  device.env.setOnline(true);
  await until(() => settled(device));
  const onServer = await tasksOf(user.sub);
  expect(onServer.map((t) => [t.title, t.status, t.notes, t.source]).sort()).toEqual([
    ['Essay draft', 'in_progress', '', 'manual'],
    ['Lab report', 'complete', '', 'manual'],
    ['Quiz prep', 'todo', 'Chapters 3–4', 'manual'],
  ]);
  expect(Date.parse(onServer.find((t) => t.id === essay.id)!.due_at!)).toBe(Date.parse('2026-11-24T23:30:00-05:00'));
  // Completed offline: the server keeps the time it was done on the device, not the time it synced.
  expect(Date.parse(onServer.find((t) => t.id === lab.id)!.completed_at!)).toBe(Date.parse('2026-11-24T10:00:00Z'));
  // Each kept task was created once; the deleted one never reached the server (coalesced away).
  expect(taskCreates(user.faults.seen).sort()).toEqual([essay.id, lab.id, quiz.id].sort());

  // Back to Todo: the server clears completed_at, and the device follows once it pulls.
  await moveTask(device.data, lab.id, 'todo');
  expect((await device.data.db.tasks.get(lab.id))?.completed_at).toBeNull();
  await until(() => settled(device));
  await device.data.sync.pullNow('tasks');
  expect((await tasksOf(user.sub)).find((t) => t.id === lab.id)).toMatchObject({ status: 'todo', completed_at: null });

  // A second device sees exactly the server's three tasks.
  const other = user.anotherDevice().open();
  await other.data.sync.pullNow('tasks');
  await until(async () => (await other.data.tasks.list()).length === 3);
  expect((await other.data.tasks.list()).map((t) => t.title).sort()).toEqual(['Essay draft', 'Lab report', 'Quiz prep']);
  other.data.close();
  device.data.close();
});

test('a task deleted offline after it reached the server is deleted there once', async () => {
  const user = testUser(server);
  const device = user.open();
  const task = await addTask(device.data, form('Read chapter 4'));
  await until(() => settled(device));
  expect((await tasksOf(user.sub)).map((t) => t.id)).toEqual([task.id]);
  device.env.setOnline(false);
  await deleteTask(device.data, task.id);
  expect(await device.data.tasks.get(task.id)).toBeUndefined();
  device.env.setOnline(true);
  await until(() => settled(device));
  expect(await tasksOf(user.sub)).toEqual([]);
  device.data.close();
});

test('announcements are cached: read offline after one download', async () => {
  const user = testUser(server);
  const device = user.open();
  await device.data.announcements.refresh();
  const cached = await device.data.announcements.list();
  expect(cached.length).toBeGreaterThan(0);
  expect(cached[0]).toEqual({ id: expect.any(String), title: expect.any(String), body: expect.any(String), published_at: expect.any(String) });
  device.env.setOnline(false);
  await expect(device.data.announcements.refresh()).rejects.toThrow();
  expect(await device.data.announcements.list()).toEqual(cached);
  device.data.close();
});
