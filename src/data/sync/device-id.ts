// This device's id: random, made once and kept in the user's Dexie database, so every tab of this browser
// profile is one device (they share the records too). Sent with pushes and when the live stream opens: the
// server then pokes the student's other devices with a write, not the one that made it.
import type { AppDatabase } from '../app-database';
import { newId } from '../ids';

const DEVICE_KEY = 'deviceId';

export async function loadDeviceId(db: AppDatabase): Promise<string> {
  return db.transaction('rw', db.syncMeta, async () => {
    const kept = (await db.syncMeta.get(DEVICE_KEY))?.value;
    if (typeof kept === 'string') return kept;
    const id = newId();
    await db.syncMeta.put({ key: DEVICE_KEY, value: id });
    return id;
  });
}
