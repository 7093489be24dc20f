// Part (b) of bench/local-write: a pull of 5,000 changed records merged into Dexie, in Node with
// fake-indexeddb (not Chromium), through the app's real sync engine and merge code (src/data/sync:
// feed-pull.ts, merge-changes.ts) against the real server on in-memory PGlite in a thread of its own
// (server-thread.ts: a server's queries do not run on the student's phone), over HTTP on 127.0.0.1, with
// the device and seeding helpers of bench/sync. The device first syncs 5,000 links (not measured); each round the
// server changes all 5,000 (SQL, with their change-log rows, as 5,000 edits on another device leave them)
// and the device's "sync now" is timed until settled: feed pages of 500, their merge, an empty push pass.
// Reference in the same run: a bare Dexie bulkPut of the same 5,000 records into a fresh fake-indexeddb.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { newId } from '../../src/data/ids';
import { localState, openDevice, settle, syncNow } from '../sync/devices';
import { differences, seedBookmarks, serverState, type SqlServer } from '../sync/server-state';
import { startServerThread } from './server-thread';

export interface PullFigures {
  pulls: number[];
  bulkPuts: number[];
  records: number;
}

/** Every one of the user's links changed once more: title, version, and a new place in the change feed. */
async function changeAll(server: SqlServer, sub: string, round: number): Promise<void> {
  await server.sql(`UPDATE bookmarks SET title = 'Changed ' || $2 || ' ' || id, version = version + 1, updated_at = now() WHERE owner_sub = $1`, [sub, round]);
  await server.sql(
    `UPDATE sync_changes c SET seq = (SELECT seq FROM sync_cursors WHERE owner_sub = $1) + r.n, version = r.version, changed_at = now()
     FROM (SELECT id, version, row_number() OVER (ORDER BY created_at, id) AS n FROM bookmarks WHERE owner_sub = $1) r
     WHERE c.owner_sub = $1 AND c.entity = 'bookmarks' AND c.record_id = r.id`,
    [sub],
  );
  await server.sql(`UPDATE sync_cursors SET seq = seq + (SELECT count(*) FROM bookmarks WHERE owner_sub = $1) WHERE owner_sub = $1`, [sub]);
}

async function bareBulkPut(records: Record<string, unknown>[]): Promise<number> {
  const db = new Dexie(`reference-${newId()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  db.version(1).stores({ bookmarks: 'id, created_at' });
  await db.open();
  const started = performance.now();
  await db.table('bookmarks').bulkPut(records);
  const elapsed = performance.now() - started;
  db.close();
  return elapsed;
}

export async function measurePull(records: number, rounds: number): Promise<PullFigures> {
  const server = await startServerThread();
  const sub = `bench-pull-${newId()}`;
  const figures: PullFigures = { pulls: [], bulkPuts: [], records };
  try {
    await seedBookmarks(server, sub, records);
    const device = await openDevice(server, sub);
    await settle(device); // the start-up drain pulls everything
    for (let round = 1; round <= rounds; round++) {
      await changeAll(server, sub, round);
      const started = performance.now();
      await syncNow(device);
      figures.pulls.push(performance.now() - started);
      const diff = differences(await serverState(server, sub), await localState(device));
      if (diff.length > 0) throw new Error(`After the pull the device differs from the server: ${diff.slice(0, 2).join('; ')}`);
      // The same records, as the device now holds them, into a bare table: the floor for writing them.
      figures.bulkPuts.push(await bareBulkPut(await device.data.db.bookmarks.toArray()));
    }
    await device.close();
  } finally {
    await server.close();
  }
  return figures;
}
