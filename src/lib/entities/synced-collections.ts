// Every synced collection's definition, parents before their children (a plan before its courses, a
// syllabus before its tasks). The device's entity names follow from this list, and the device must give
// each of them a descriptor (src/data/entities/entity-registry.ts does not compile without one).
import { bookmarkDefinition } from './bookmark';
import { chatExchangeDefinition } from './chat-exchange';
import { classMeetingDefinition } from './class-meeting';
import { planDefinition } from './plan';
import { planCourseDefinition } from './plan-course';
import { syllabusDefinition } from './syllabus';
import { taskDefinition } from './task';
import { weeklyPlanDefinition } from './weekly-plan';

export const SYNCED_COLLECTIONS = [
  bookmarkDefinition,
  planDefinition,
  planCourseDefinition,
  syllabusDefinition,
  taskDefinition,
  weeklyPlanDefinition,
  chatExchangeDefinition,
  classMeetingDefinition,
] as const;

/** The collections' names on the device (their local tables). */
export type CollectionName = (typeof SYNCED_COLLECTIONS)[number]['localName'];
