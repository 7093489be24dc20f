// Signing out in one tab deletes the user's database; another tab still holding it must let go for
// good. Dexie would otherwise reopen it on the next query (a screen's live query) and re-create an
// empty database for a user who is no longer signed in.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { expect, test, vi } from 'vitest';
import { databaseName } from '../../src/data/app-database';
import { manualEnvironment } from '../../src/data/sync/sync-environment';
import { deleteUserData, openUserData } from '../../src/data/user-data';

function openTab(indexedDB: IDBFactory, userId: string, onDeletedElsewhere: () => void) {
  return openUserData({
    userId,
    getAccessToken: async () => 'unused',
    fetch: () => Promise.reject(new TypeError('offline')),
    onDeletedElsewhere,
    indexedDB,
    IDBKeyRange,
    environment: manualEnvironment({ online: false }),
    log: { error: () => {}, warn: () => {} },
  });
}

async function databaseExists(indexedDB: IDBFactory, userId: string): Promise<boolean> {
  return (await indexedDB.databases()).some((info) => info.name === databaseName(userId));
}

test('a tab whose database another tab deleted closes it for good and says so', async () => {
  const indexedDB = new IDBFactory();
  const userId = crypto.randomUUID();
  const signingOut = vi.fn();
  const other = vi.fn();
  const signingOutTab = openTab(indexedDB, userId, signingOut);
  const otherTab = openTab(indexedDB, userId, other);
  await signingOutTab.bookmarks.create({ title: 'Mine', url: 'https://example.test' });
  expect(await otherTab.bookmarks.list()).toHaveLength(1); // both connections are open

  // What the signing-out tab does: close its own copy, then delete the database.
  signingOutTab.close();
  await deleteUserData(userId, { indexedDB, IDBKeyRange });
  expect(await databaseExists(indexedDB, userId)).toBe(false);

  // The other tab's screens keep querying until the app has reacted: nothing may re-create it.
  await expect(otherTab.bookmarks.list()).rejects.toThrow();
  await expect(otherTab.db.bookmarks.count()).rejects.toThrow();
  expect(await databaseExists(indexedDB, userId)).toBe(false);
  expect(other).toHaveBeenCalledTimes(1);
  // The tab that deleted it did so itself: no "deleted elsewhere" for it.
  expect(signingOut).not.toHaveBeenCalled();
  otherTab.close();
});

test('an upgrade by a newer version in another tab is not a sign-out', async () => {
  const indexedDB = new IDBFactory();
  const userId = crypto.randomUUID();
  const onDeletedElsewhere = vi.fn();
  const tab = openTab(indexedDB, userId, onDeletedElsewhere);
  await tab.bookmarks.list();

  const upgrade = indexedDB.open(databaseName(userId), 1000);
  await new Promise((resolve, reject) => {
    upgrade.onsuccess = resolve;
    upgrade.onerror = reject;
  });
  upgrade.result.close();
  expect(onDeletedElsewhere).not.toHaveBeenCalled();
  tab.close();
});
