// A screen's refused changes: only its entities' dead letters, oldest first, read through the (entity,
// record) index: with thousands of letters queued for other entities, a screen must not scan them all.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { DBCoreQueryRequest } from 'dexie';
import { expect, test } from 'vitest';
import { AppDatabase } from '../../src/data/app-database';
import type { EntityName } from '../../src/data/entities/entity-descriptor';
import { refusedChanges } from '../../src/data/sync/refused-changes';
import type { DeadLetter } from '../../src/data/sync/sync-records';

/** Which index each read of the dead-letter table went through ('' is the primary key: every row). */
function recordDeadLetterReads(db: AppDatabase): string[] {
  const indexes: string[] = [];
  db.use({
    stack: 'dbcore',
    name: 'record-dead-letter-reads',
    create: (down) => ({
      ...down,
      table(name) {
        const table = down.table(name);
        if (name !== 'deadLetters') return table;
        const note = (request: { query: DBCoreQueryRequest['query'] }) => indexes.push(request.query.index.name ?? '');
        return {
          ...table,
          query: (request) => (note(request), table.query(request)),
          openCursor: (request) => (note(request), table.openCursor(request)),
          count: (request) => (note(request), table.count(request)),
        };
      },
    }),
  });
  return indexes;
}

const letter = (seq: number, entity: EntityName, entityId: string): DeadLetter => ({
  seq,
  id: `key-${seq}`,
  format: 2,
  entity,
  entityId,
  op: 'update',
  body: {},
  createdAt: seq,
  attempts: 1,
  status: 422,
  detail: 'Invalid',
  failedAt: seq,
  label: `${entity} ${entityId}`,
});

test("a screen's refused changes are its entities' letters in the order they were made, read through the index", async () => {
  const db = new AppDatabase('refused-changes', { indexedDB: new IDBFactory(), IDBKeyRange });
  const reads = recordDeadLetterReads(db);
  await db.deadLetters.bulkAdd([
    letter(5, 'planCourses', 'b'),
    letter(1, 'bookmarks', 'a'),
    letter(3, 'plans', 'z'),
    letter(2, 'planCourses', 'a'),
    letter(4, 'tasks', 'c'),
  ]);

  const refused = await refusedChanges(db, ['plans', 'planCourses']);

  expect(refused.map((entry) => [entry.seq, entry.entity])).toEqual([
    [2, 'planCourses'],
    [3, 'plans'],
    [5, 'planCourses'],
  ]);
  expect(await refusedChanges(db, ['profile'])).toEqual([]);
  expect(reads.length).toBeGreaterThan(0);
  expect(reads.every((index) => index === '[entity+entityId]')).toBe(true);
  db.close();
});
