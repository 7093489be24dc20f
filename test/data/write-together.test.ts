// Several repository writes in one transaction: all land with their outbox entries, or none does.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, expect, test } from 'vitest';
import { defaultEntities } from '../../src/data/entities/entity-registry';
import { writeTogether } from '../../src/data/repositories/write-together';
import { manualEnvironment } from '../../src/data/sync/sync-environment';
import { openUserData, type UserData } from '../../src/data/user-data';

const indexedDB = new IDBFactory();
let opened: UserData[] = [];
afterEach(() => {
  opened.forEach((data) => data.close());
  opened = [];
});

function offline() {
  const data = openUserData({
    userId: crypto.randomUUID(),
    getAccessToken: async () => 'unused',
    fetch: () => Promise.reject(new TypeError('offline')),
    indexedDB,
    IDBKeyRange,
    environment: manualEnvironment({ online: false }),
  });
  opened.push(data);
  return data;
}

test('a plan and its courses land together, queued in order', async () => {
  const data = offline();
  await writeTogether(data.db, defaultEntities, ['plans', 'planCourses'], async () => {
    const plan = await data.plans.create({ start_term: 'Fall', start_year: 2026 });
    await data.planCourses.create({ plan: plan.id, course_code: 'CS 101', term: 'Fall 2026' });
    await data.planCourses.create({ plan: plan.id, course_code: 'CS 102', term: 'Spring 2027' });
  });
  expect((await data.db.outbox.toArray()).map((e) => [e.entity, e.op])).toEqual([
    ['plans', 'create'],
    ['planCourses', 'create'],
    ['planCourses', 'create'],
  ]);
  expect(await data.planCourses.list()).toHaveLength(2);
});

test('a failure halfway leaves nothing behind: no plan, no course, nothing queued', async () => {
  const data = offline();
  const failing = writeTogether(data.db, defaultEntities, ['plans', 'planCourses'], async () => {
    const plan = await data.plans.create({ start_term: 'Fall', start_year: 2026 });
    await data.planCourses.create({ plan: plan.id, course_code: 'CS 101', term: 'Fall 2026' });
    throw new Error('quota exceeded');
  });
  await expect(failing).rejects.toThrow('quota exceeded');
  expect(await data.plans.list()).toEqual([]);
  expect(await data.planCourses.list()).toEqual([]);
  expect(await data.db.outbox.count()).toBe(0);
});

test('a cascade inside it (deleting a plan) is part of the same transaction', async () => {
  const data = offline();
  const plan = await data.plans.create({ start_term: 'Fall', start_year: 2026 });
  await data.planCourses.create({ plan: plan.id, course_code: 'CS 101', term: 'Fall 2026' });
  await writeTogether(data.db, defaultEntities, ['plans'], () => data.plans.remove(plan.id));
  expect(await data.planCourses.list()).toEqual([]);
});
