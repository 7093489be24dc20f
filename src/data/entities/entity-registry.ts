// The entities the sync engine mirrors: this list is the one place an entity is registered on the device.
// The entity names, the local tables and the repositories of user-data.ts all follow from it.
import { bookmarkDescriptor } from './bookmark';
import { chatExchangeDescriptor } from './chat-exchange';
import { classMeetingDescriptor } from './class-meeting';
import { SYNCED_COLLECTIONS, type CollectionName } from '../../lib/entities/synced-collections';
import type { CollectionDescriptor, EntityDescriptor, EntityName } from './entity-descriptor';
import { planCourseDescriptor } from './plan-course';
import { planDescriptor } from './plan';
import { profileDescriptor } from './profile';
import { settingsDescriptor } from './settings';
import { syllabusDescriptor } from './syllabus';
import { taskDescriptor } from './task';
import { weeklyPlanDescriptor } from './weekly-plan';

/** Each synced collection's descriptor, by its name: one for every definition, or this does not compile. */
const COLLECTIONS = {
  bookmarks: bookmarkDescriptor,
  plans: planDescriptor,
  planCourses: planCourseDescriptor,
  syllabi: syllabusDescriptor,
  tasks: taskDescriptor,
  weeklyPlans: weeklyPlanDescriptor,
  chatExchanges: chatExchangeDescriptor,
  classMeetings: classMeetingDescriptor,
} satisfies { [N in CollectionName]: { kind: 'collection'; name: N } };

export type CollectionDescriptors = typeof COLLECTIONS;

export type EntityRegistry = ReadonlyMap<EntityName, EntityDescriptor>;

/** Parents before children (the definitions' order): pulls and pushes keep this order. */
export const defaultEntities: EntityRegistry = new Map<EntityName, EntityDescriptor>([
  [profileDescriptor.name, profileDescriptor],
  [settingsDescriptor.name, settingsDescriptor],
  ...SYNCED_COLLECTIONS.map(({ localName }): [EntityName, EntityDescriptor] => [localName, COLLECTIONS[localName] as CollectionDescriptor]),
]);

export const collectionDescriptors: CollectionDescriptors = COLLECTIONS;

/** Descriptors by their name in the change feed and in batches. */
export function byWireName(registry: EntityRegistry): Map<string, EntityDescriptor> {
  return new Map([...registry.values()].map((descriptor) => [descriptor.wireName, descriptor]));
}

/** The entities whose records name a record of `parent`, with the naming field. */
export function childrenOf(registry: EntityRegistry, parent: EntityName): { descriptor: EntityDescriptor; field: string }[] {
  const children: { descriptor: EntityDescriptor; field: string }[] = [];
  for (const descriptor of registry.values()) {
    if (descriptor.kind !== 'collection') continue;
    for (const reference of descriptor.references ?? []) if (reference.entity === parent) children.push({ descriptor, field: reference.field });
  }
  return children;
}

export function descriptorFor(registry: EntityRegistry, name: EntityName): EntityDescriptor {
  const descriptor = registry.get(name);
  if (!descriptor) throw new Error(`No descriptor registered for entity "${name}"`);
  return descriptor;
}
