// Read and change a one-per-user record (the profile). There is no create or delete: the server
// makes it on first read, and a save before the first pull starts from the descriptor's defaults.
import { pickFields, SINGLETON_ID, type LocalRecord, type SingletonDescriptor } from '../entities/entity-descriptor';
import { outboxEntry, serverVersion, writeLocally, type WriteContext } from './local-write';

export interface SingletonRepository<T, Changes> {
  /** The local copy; undefined until the first pull or save. Use inside useLiveQuery. */
  get(): Promise<T | undefined>;
  save(changes: Changes): Promise<void>;
  /** Fetch from the server now (pending changes stay on top). Throws when offline or refused. */
  refresh(): Promise<T>;
}

export function createSingletonRepository<T, Changes extends object>(
  context: WriteContext,
  descriptor: SingletonDescriptor,
  pull: () => Promise<void>,
): SingletonRepository<T, Changes> {
  const table = () => context.db.table<LocalRecord, string>(descriptor.name);
  const withoutKey = (record: LocalRecord | undefined) => {
    if (!record) return undefined;
    const { id: _id, ...rest } = record;
    return rest as T;
  };

  const repository: SingletonRepository<T, Changes> = {
    async get() {
      return withoutKey(await table().get(SINGLETON_ID));
    },
    async save(changes) {
      await writeLocally(context, descriptor, async (records, enqueue) => {
        const stored = await records.get(SINGLETON_ID);
        const current = stored ?? { ...descriptor.defaults, id: SINGLETON_ID };
        const fields = pickFields(descriptor, changes as Record<string, unknown>);
        if (!Object.keys(fields).length) return;
        await records.put({ ...current, ...fields });
        // Before the first pull there is no server copy to compare with: the change is unconditional.
        const base = stored ? Object.fromEntries(Object.keys(fields).map((key) => [key, stored[key]])) : undefined;
        await enqueue(outboxEntry(descriptor, SINGLETON_ID, 'update', fields, { baseVersion: serverVersion(stored), base }));
      });
    },
    async refresh() {
      await pull();
      const profile = await repository.get();
      if (!profile) throw new Error(`The server sent no ${descriptor.noun}`);
      return profile;
    },
  };
  return repository;
}
