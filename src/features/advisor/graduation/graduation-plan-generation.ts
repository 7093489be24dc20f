// Generating a new graduation plan on the device (the planner runs offline too), from the next term that has
// not begun. An input that admits no plan comes back as the generator's own explanation, for the form to show.
import type { PlanForm } from '../../../data/planning/plan-actions';
import { generateNewPlan } from '../../../lib/planning/generate-new-plan';
import { PlanImpossibleError } from '../../../lib/planning/plan-impossible-error';
import type { GeneratedPlan, ProgramCatalog } from '../../../lib/planning/plan-types';

export type GenerationResult = { ok: true; generated: GeneratedPlan } | { ok: false; message: string };

export function generateFor(catalog: ProgramCatalog, form: Pick<PlanForm, 'startTerm' | 'startYear' | 'creditLoad'>): GenerationResult {
  try {
    const generated = generateNewPlan({ catalog, start: { season: form.startTerm, year: form.startYear }, creditLoad: form.creditLoad, today: new Date() });
    return { ok: true, generated };
  } catch (error) {
    if (error instanceof PlanImpossibleError) return { ok: false, message: error.message };
    throw error;
  }
}
