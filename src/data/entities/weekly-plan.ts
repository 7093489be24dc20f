// A weekly study plan: written by the server (a model, or its embedded generator)
// when online, or on the device by the embedded generator offline and then created through the outbox.
// `source` says which: 'embedded' or the model's name; it is set on create and never changes.
import type { WeeklyPlan } from '../../lib/study/weekly-plan-types';
import type { CollectionDescriptor } from './entity-descriptor';

export type { WeeklyPlan };

export type WeeklyPlanDraft = Pick<WeeklyPlan, 'title' | 'markdown_plan' | 'week_of'> &
  Partial<Pick<WeeklyPlan, 'description' | 'course' | 'archived' | 'source'>>;

/** The longest texts the server takes (its schema says the same). */
export const WEEKLY_PLAN_LIMITS = { title: 200, description: 5_000, course: 100, markdown_plan: 100_000 } as const;

export const weeklyPlanDescriptor: CollectionDescriptor = {
  name: 'weeklyPlans',
  kind: 'collection',
  wireName: 'weekly_plans',
  endpoints: {
    list: '/api/study/weekly/',
    create: '/api/study/weekly/',
    item: (id) => `/api/study/weekly/${encodeURIComponent(id)}/`,
  },
  // No newestFirstBy: the API takes no timestamps on create; ids are UUID v7 made on the device, so
  // screens order by id (creation time) instead.
  fields: ['title', 'description', 'course', 'markdown_plan', 'archived', 'week_of', 'source'],
  defaults: { description: '', course: '', archived: false, source: 'embedded' },
  noun: 'weekly plan',
  label: (record) => (typeof record.title === 'string' && record.title ? record.title : 'Untitled weekly plan'),
  goneNotice: 'A weekly plan you edited was deleted on another device.',
};
