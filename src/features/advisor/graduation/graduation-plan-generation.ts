// Generating a graduation plan on the device (the planner runs offline too): the courses the
// student keeps (taken, taking) count and stay; everything else is placed by the generator. An input
// that admits no plan comes back as the generator's own explanation, for the form to show.
import type { PlanForm } from '../../../data/planning/plan-actions';
import { generatePlan, PlanImpossibleError } from '../../../lib/planning/generate-plan';
import type { GeneratedPlan, ProgramCatalog } from '../../../lib/planning/plan-types';

export type GenerationResult = { ok: true; generated: GeneratedPlan } | { ok: false; message: string };

export function generateFor(catalog: ProgramCatalog, form: Pick<PlanForm, 'startTerm' | 'startYear' | 'creditLoad'>): GenerationResult {
  try {
    const generated = generatePlan({ catalog, start: { season: form.startTerm, year: form.startYear }, creditLoad: form.creditLoad, kept: [] });
    return { ok: true, generated };
  } catch (error) {
    if (error instanceof PlanImpossibleError) return { ok: false, message: error.message };
    throw error;
  }
}
