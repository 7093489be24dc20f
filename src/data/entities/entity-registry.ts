// The entities the sync engine mirrors. Parents before children: pulls and pushes keep this order.
import { bookmarkDescriptor } from './bookmark';
import { chatExchangeDescriptor } from './chat-exchange';
import type { EntityDescriptor, EntityName } from './entity-descriptor';
import { planCourseDescriptor } from './plan-course';
import { planDescriptor } from './plan';
import { profileDescriptor } from './profile';
import { settingsDescriptor } from './settings';
import { syllabusDescriptor } from './syllabus';
import { taskDescriptor } from './task';
import { weeklyPlanDescriptor } from './weekly-plan';

export type EntityRegistry = ReadonlyMap<EntityName, EntityDescriptor>;

export const defaultEntities: EntityRegistry = new Map<EntityName, EntityDescriptor>([
  [bookmarkDescriptor.name, bookmarkDescriptor],
  [profileDescriptor.name, profileDescriptor],
  [settingsDescriptor.name, settingsDescriptor],
  [planDescriptor.name, planDescriptor],
  [planCourseDescriptor.name, planCourseDescriptor],
  [syllabusDescriptor.name, syllabusDescriptor],
  [taskDescriptor.name, taskDescriptor],
  [weeklyPlanDescriptor.name, weeklyPlanDescriptor],
  [chatExchangeDescriptor.name, chatExchangeDescriptor],
]);

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
