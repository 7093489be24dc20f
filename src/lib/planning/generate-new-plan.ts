// A new plan, generated today: nothing goes into a term that has ended, nor into the term under way (it holds
// only courses the student is taking, and a new plan has none). A student who started earlier records what
// they took; the generator plans what is left from the next term on.
import { currentTerm } from '../catalog/current-term';
import type { Term } from '../catalog/terms';
import { indexCatalog } from './catalog-index';
import { generatePlan } from './generate-plan';
import type { GeneratedPlan, ProgramCatalog } from './plan-types';

export interface NewPlanInput {
  catalog: ProgramCatalog;
  start: Term;
  /** Credits per term; 0 means 15. */
  creditLoad: number;
  /** Read in the student's local calendar: it decides which terms have ended. */
  today: Date;
}

export function generateNewPlan({ catalog, start, creditLoad, today }: NewPlanInput): GeneratedPlan {
  const now = currentTerm(today, indexCatalog(catalog).taught);
  return generatePlan({ catalog, start, creditLoad, kept: [], now });
}
