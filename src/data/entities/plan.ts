// Graduation plans on the device, from their shared definition (src/lib/entities/plan.ts).
import { planDefinition, type PlanDraft } from '../../lib/entities/plan';
import type { Plan } from '../../lib/plan';
import { collectionDescriptor } from './collection-descriptor';

export type { Plan, PlanDraft };

export const planDescriptor = collectionDescriptor(planDefinition, {
  untitled: 'Graduation plan',
  label: (record) => {
    const name = typeof record.program_name === 'string' && record.program_name ? record.program_name : 'Graduation plan';
    return record.start_term && record.start_year ? `${name} (from ${String(record.start_term)} ${String(record.start_year)})` : name;
  },
  goneNotice: 'A graduation plan you edited was deleted on another device.',
  // Without `courses` the API generates the plan's courses itself; the app generates them on the device
  // and sends each through the outbox.
  createExtras: { courses: [] },
});
