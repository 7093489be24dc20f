// The way back from each conflict (sync-records.ts): put the other device's value back, delete
// anyway, or restore an edited record as a new one. Each is an ordinary local write, queued and
// synced like any other, and then the conflict leaves the list.
import { pickFields, type LocalRecord } from '../entities/entity-descriptor';
import { descriptorFor } from '../entities/entity-registry';
import { createCollectionRepository } from '../repositories/collection-repository';
import { RecordNotFoundError, type WriteContext } from '../repositories/local-write';
import { createSingletonRepository } from '../repositories/singleton-repository';

export async function restoreConflict(context: WriteContext, id: string): Promise<void> {
  const conflict = await context.db.conflicts.get(id);
  if (!conflict) return;
  const descriptor = descriptorFor(context.registry, conflict.entity);
  if (descriptor.kind === 'singleton') {
    const profile = createSingletonRepository<LocalRecord, Record<string, unknown>>(context, descriptor, async () => {});
    if (conflict.kind === 'replaced' && conflict.field) await profile.save({ [conflict.field]: conflict.replaced });
  } else {
    const records = createCollectionRepository<LocalRecord, Record<string, unknown>>(context, descriptor);
    try {
      if (conflict.kind === 'replaced' && conflict.field) await records.update(conflict.entityId, { [conflict.field]: conflict.replaced });
      else if (conflict.kind === 'delete-refused') await records.remove(conflict.entityId);
      else if (conflict.kind === 'edit-of-deleted' && conflict.snapshot) await records.create(pickFields(descriptor, conflict.snapshot));
    } catch (error) {
      // The record went meanwhile (deleted here or elsewhere): there is nothing left to put back.
      if (!(error instanceof RecordNotFoundError)) throw error;
    }
  }
  await context.db.conflicts.delete(id);
}

export async function dismissConflict(context: WriteContext, id: string): Promise<void> {
  await context.db.conflicts.delete(id);
}
