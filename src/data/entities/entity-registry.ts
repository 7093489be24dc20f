// The entities the sync engine mirrors today. Weekly plans and plan courses already have tables
// (app-database.ts); they join by adding their descriptor here.
import { bookmarkDescriptor } from './bookmark';
import type { EntityDescriptor, EntityName } from './entity-descriptor';
import { profileDescriptor } from './profile';

export type EntityRegistry = ReadonlyMap<EntityName, EntityDescriptor>;

export const defaultEntities: EntityRegistry = new Map<EntityName, EntityDescriptor>([
  [bookmarkDescriptor.name, bookmarkDescriptor],
  [profileDescriptor.name, profileDescriptor],
]);

export function descriptorFor(registry: EntityRegistry, name: EntityName): EntityDescriptor {
  const descriptor = registry.get(name);
  if (!descriptor) throw new Error(`No descriptor registered for entity "${name}"`);
  return descriptor;
}
