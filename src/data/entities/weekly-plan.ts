// Weekly study plans on the device, from their shared definition (src/lib/entities/weekly-plan.ts).
import { WEEKLY_PLAN_LIMITS, weeklyPlanDefinition } from '../../lib/entities/weekly-plan';
import type { WeeklyPlan } from '../../lib/study/weekly-plan-types';
import { collectionDescriptor } from './collection-descriptor';
import type { CollectionDescriptor } from './entity-descriptor';

export type { WeeklyPlan };
export { WEEKLY_PLAN_LIMITS };

/** A plan made on the device always has its markdown and its week (the server may default them). */
export type WeeklyPlanDraft = Pick<WeeklyPlan, 'title' | 'markdown_plan' | 'week_of'> & Partial<Pick<WeeklyPlan, 'description' | 'course' | 'archived' | 'source'>>;

const descriptor = collectionDescriptor(weeklyPlanDefinition, {
  // No newestFirstBy: the API takes no timestamps on create; ids are UUID v7 made on the device, so
  // screens order by id (creation time) instead.
  untitled: 'Untitled weekly plan',
  goneNotice: 'A weekly plan you edited was deleted on another device.',
});

export const weeklyPlanDescriptor: CollectionDescriptor<WeeklyPlan, WeeklyPlanDraft> & Pick<typeof descriptor, 'name'> = descriptor;
