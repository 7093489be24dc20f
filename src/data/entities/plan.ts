import type { CollectionDescriptor } from './entity-descriptor';

import type { Plan } from '../../lib/plan';

export type { Plan };

export type PlanDraft = Partial<Omit<Plan, 'id' | 'created_at' | 'updated_at' | 'version'>> & Pick<Plan, 'start_term' | 'start_year'>;

export const planDescriptor: CollectionDescriptor = {
  name: 'plans',
  kind: 'collection',
  wireName: 'plans',
  endpoints: {
    list: '/api/plans/',
    create: '/api/plans/',
    item: (id) => `/api/plans/${encodeURIComponent(id)}/`,
  },
  fields: ['university', 'university_name', 'program', 'program_name', 'start_term', 'start_year', 'credit_load', 'total_credits', 'current_gpa', 'estimated_graduation', 'terms_needed', 'lower_bound_terms'],
  defaults: { university: null, university_name: '', program: null, program_name: '', credit_load: 0, total_credits: 0, current_gpa: null, estimated_graduation: '', terms_needed: 0, lower_bound_terms: 0 },
  noun: 'graduation plan',
  label: (record) => {
    const name = typeof record.program_name === 'string' && record.program_name ? record.program_name : 'Graduation plan';
    return record.start_term && record.start_year ? `${name} (from ${String(record.start_term)} ${String(record.start_year)})` : name;
  },
  goneNotice: 'A graduation plan you edited was deleted on another device.',
  // Without `courses` the API generates the plan's courses itself; the app generates them on the device
  // and sends each through the outbox.
  createExtras: { courses: [] },
};
