// The schema history is declared in fewer versions than it shipped in (src/data/app-database.ts): a
// database left at any shipped version must still open with exactly the tables and indexes of a new one,
// and keep its rows.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { expect, test } from 'vitest';
import { AppDatabase, SCHEMA_V1 } from '../../src/data/app-database';

/** Each shipped version's declaration, as it was released (before they were merged). */
const SHIPPED: [number, Record<string, string | null>][] = [
  [1, SCHEMA_V1],
  [2, { plans: 'id, created_at', conflicts: 'id, createdAt' }],
  [3, { catalogUniversities: 'id', catalogPrograms: 'id, university', catalogCourses: 'program' }],
  [4, { tasks: 'id', announcements: 'id', growthNotes: 'id, createdAt' }],
  [6, { jobSearches: 'query, fetchedAt' }],
  [7, { settings: 'id' }],
  [8, { chatConversations: 'id, updated_at', chatMessages: 'id, conversation, state' }],
  [9, { chatConversations: null, chatMessages: null, chatExchanges: 'id, conversation' }],
  [10, { notifiedAnnouncements: 'id' }],
  [11, { syllabi: 'id' }],
  [12, { classMeetings: 'id' }],
];

/** A database declared the way the app declared it when each version shipped, left at `installed`. */
async function shippedDatabase(name: string, indexedDB: IDBFactory, installed: number): Promise<Dexie> {
  const db = new Dexie(name, { indexedDB, IDBKeyRange });
  for (const [version, stores] of SHIPPED.filter(([version]) => version <= installed)) db.version(version).stores(stores);
  await db.open();
  return db;
}

/** Every table with its primary key and indexes, as IndexedDB itself reports them. */
async function layout(name: string, indexedDB: IDBFactory) {
  const raw = new Dexie(name, { indexedDB, IDBKeyRange });
  await raw.open();
  const tables = Object.fromEntries(
    raw.tables.map((table) => [table.name, [table.schema.primKey.src, ...table.schema.indexes.map((index) => index.src).sort()].join(', ')]),
  );
  raw.close();
  return tables;
}

async function shippedLayout() {
  const indexedDB = new IDBFactory();
  (await shippedDatabase('shipped', indexedDB, SHIPPED.at(-1)![0])).close();
  return layout('shipped', indexedDB);
}

test('a new database has the tables and indexes of the whole shipped history', async () => {
  const indexedDB = new IDBFactory();
  const db = new AppDatabase('fresh', { indexedDB, IDBKeyRange });
  await db.open();
  db.close();
  expect(await layout('fresh', indexedDB)).toEqual(await shippedLayout());
});

test.each(SHIPPED.slice(0, -1).map(([version]) => version))('a database left at version %i opens with the current tables and keeps its rows', async (installed) => {
  const indexedDB = new IDBFactory();
  const old = await shippedDatabase('old', indexedDB, installed);
  await old.table('bookmarks').put({ id: 'b1', title: 'Kept', created_at: '2026-01-01T00:00:00.000Z' });
  if (installed === 8) await old.table('chatMessages').put({ id: 'm1', conversation: 'c1', state: 'sent' });
  old.close();

  const db = new AppDatabase('old', { indexedDB, IDBKeyRange });
  expect(await db.bookmarks.get('b1')).toMatchObject({ title: 'Kept' });
  db.close();

  expect(await layout('old', indexedDB)).toEqual(await shippedLayout());
});
