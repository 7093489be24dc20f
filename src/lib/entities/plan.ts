// Graduation plans: `plans` on the wire and on the device, /api/plans/. A plan's courses are their own
// entity (plan-course.ts) naming it; deleting a plan deletes them.
import type { Plan, StartTerm } from '../plan';
import { defineCollection, type DraftOf, type FieldSpec } from './entity-definition';

export const START_TERMS: readonly StartTerm[] = ['Fall', 'Winter', 'Spring', 'Summer'];

const catalogueId: FieldSpec = { type: 'text', max: 64, nullable: true, description: 'A catalogue id, or null.' };

export const planDefinition = defineCollection<Plan>()({
  kind: 'collection',
  wireName: 'plans',
  localName: 'plans',
  path: '/plans/',
  fields: {
    university: catalogueId,
    university_name: { type: 'text', max: 200 },
    program: catalogueId,
    program_name: { type: 'text', max: 200 },
    start_term: { type: 'choice', values: START_TERMS },
    start_year: { type: 'integer', min: 2000, max: 2100 },
    credit_load: { type: 'integer', min: 0, max: 30, description: 'Credits per term.' },
    total_credits: { type: 'number', min: 0, max: 1000, step: 0.5 },
    current_gpa: { type: 'number', min: 0, max: 4, nullable: true },
    estimated_graduation: { type: 'text', max: 40 },
    terms_needed: { type: 'integer', min: 0, max: 100, description: 'Terms from the start term through the last planned course.' },
    lower_bound_terms: {
      type: 'integer',
      min: 0,
      max: 100,
      description: 'The fewest terms the remaining courses could take (credits and prerequisite chains).',
    },
  },
  required: ['start_term', 'start_year'],
  // Every field but the required ones: a PUT that leaves one out sets it to this.
  defaults: {
    university: null,
    university_name: '',
    program: null,
    program_name: '',
    credit_load: 0,
    total_credits: 0,
    current_gpa: null,
    estimated_graduation: '',
    terms_needed: 0,
    lower_bound_terms: 0,
  },
  noun: 'graduation plan',
  plural: 'plans',
  cap: 50,
});

export type PlanDraft = DraftOf<Plan, keyof typeof planDefinition.fields, (typeof planDefinition.required)[number]>;
