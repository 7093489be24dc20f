import type { CollectionDescriptor } from './entity-descriptor';

// A graduation plan (SPEC §3). The screens that make and show plans come with the Advisor; the
// entity is mirrored now as the first parent of a child entity (plan courses).
export interface Plan {
  id: string;
  university: string | null;
  university_name: string;
  program: string | null;
  program_name: string;
  start_term: 'Fall' | 'Winter' | 'Spring' | 'Summer';
  start_year: number;
  credit_load: number;
  total_credits: number;
  current_gpa: number | null;
  estimated_graduation: string;
  created_at: string;
  updated_at: string;
  version?: number;
}

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
  fields: ['university', 'university_name', 'program', 'program_name', 'start_term', 'start_year', 'credit_load', 'total_credits', 'current_gpa', 'estimated_graduation'],
  defaults: { university: null, university_name: '', program: null, program_name: '', credit_load: 0, total_credits: 0, current_gpa: null, estimated_graduation: '' },
  noun: 'graduation plan',
  label: (record) => {
    const name = typeof record.program_name === 'string' && record.program_name ? record.program_name : 'Graduation plan';
    return record.start_term && record.start_year ? `${name} (from ${String(record.start_term)} ${String(record.start_year)})` : name;
  },
  goneNotice: 'A graduation plan you edited was deleted on another device.',
};
