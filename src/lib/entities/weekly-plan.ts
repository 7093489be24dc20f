// Weekly study plans: `weekly_plans` on the wire, `weeklyPlans` on the device, /api/study/weekly/. Written by
// the server (a model, or its embedded generator) when online, or on the device by the embedded generator
// offline and then created through the outbox. `source` says which: 'embedded' or the model's name; it is
// set on create and never changes.
import type { WeeklyPlan } from '../study/weekly-plan-types';
import { defineCollection, type DraftOf } from './entity-definition';

/** The longest texts a plan takes. */
export const WEEKLY_PLAN_LIMITS = { title: 200, description: 5_000, course: 100, markdown_plan: 100_000, source: 200 } as const;

/** The source of a plan written by DegreeMate's own planner rather than a language model. */
export const EMBEDDED_SOURCE = 'embedded';

export const weeklyPlanDefinition = defineCollection<WeeklyPlan>()({
  kind: 'collection',
  wireName: 'weekly_plans',
  localName: 'weeklyPlans',
  path: '/study/weekly/',
  fields: {
    title: { type: 'text', min: 1, max: WEEKLY_PLAN_LIMITS.title },
    description: { type: 'text', max: WEEKLY_PLAN_LIMITS.description, description: 'What to study; the plan’s topics come from it.' },
    course: { type: 'text', max: WEEKLY_PLAN_LIMITS.course, description: 'Free text (e.g. "CS 2110"), "" for none.' },
    markdown_plan: { type: 'text', max: WEEKLY_PLAN_LIMITS.markdown_plan, description: 'The plan, in markdown (GFM tables and task lists).' },
    archived: { type: 'boolean' },
    week_of: { type: 'text', format: 'weekOf', description: 'The Monday of the plan’s week, YYYY-MM-DD; a create without one is this week’s.' },
    source: {
      type: 'text',
      min: 1,
      max: WEEKLY_PLAN_LIMITS.source,
      description: '"embedded", or the name of the language model that wrote the plan; set on create, never changed.',
    },
  },
  required: ['title'],
  createOnly: ['source'],
  defaults: { description: '', course: '', markdown_plan: '', archived: false, source: EMBEDDED_SOURCE },
  noun: 'weekly plan',
  plural: 'weekly plans',
  cap: 1_000,
});

/** What a create takes on the server: its title, the rest defaulted (the week: this one). */
export type NewWeeklyPlan = DraftOf<WeeklyPlan, keyof typeof weeklyPlanDefinition.fields, (typeof weeklyPlanDefinition.required)[number]>;
