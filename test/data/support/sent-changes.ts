// The changes that reached the wire, one per change whether it travelled alone or in a batch: a batched
// operation reads as the single request that would have carried it (method, path, body and idempotency
// key), so a test of what the server was asked to do holds for either transport.
import { byWireName, defaultEntities } from '../../../src/data/entities/entity-registry';
import { BATCH_PATH } from '../../../src/data/sync/push-transport';
import type { SeenRequest } from './faulty-fetch';

interface BatchOperation {
  op: 'create' | 'update' | 'delete';
  entity: string;
  id?: string;
  body?: Record<string, unknown>;
  idempotency_key: string;
}

const descriptors = byWireName(defaultEntities);

export function sentChanges(requests: readonly SeenRequest[]): SeenRequest[] {
  return requests.flatMap((request) => {
    if (request.method !== 'POST' || request.path !== BATCH_PATH) return [request];
    return (request.body as { operations: BatchOperation[] }).operations.map((operation) => ({
      ...request,
      ...singleRequestOf(operation),
      body: operation.body,
      idempotencyKey: operation.idempotency_key,
    }));
  });
}

function singleRequestOf({ op, entity, id }: BatchOperation): { method: string; path: string } {
  const descriptor = descriptors.get(entity);
  if (!descriptor) throw new Error(`A batch carried an unknown entity: ${entity}`);
  if (descriptor.kind === 'singleton') return { method: 'PATCH', path: descriptor.endpoints.resource };
  if (op === 'create') return { method: 'POST', path: descriptor.endpoints.create ?? descriptor.endpoints.list };
  return { method: op === 'update' ? 'PATCH' : 'DELETE', path: descriptor.endpoints.item(id ?? '') };
}
