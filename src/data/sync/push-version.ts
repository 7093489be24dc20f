// A counter in sync metadata that every push which changed local records bumps. A pull reads it
// before its GET and again inside its merge: if it moved, the list is stale and is fetched again.
import type { AppDatabase } from '../app-database';

export async function bumpPushVersion(db: AppDatabase): Promise<void> {
  await db.syncMeta.put({ key: 'pushVersion', value: (await readPushVersion(db)) + 1 });
}

export async function readPushVersion(db: AppDatabase): Promise<number> {
  return ((await db.syncMeta.get('pushVersion'))?.value as number | undefined) ?? 0;
}
