// Generating a graduation plan on the device (the planner runs offline too): the courses the
// student keeps (taken, taking) count and stay; everything else is placed by the generator. An input
// that admits no plan comes back as the generator's own explanation, for the form to show.
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { PlanForm } from '../../../data/planning/plan-actions';
import { generatePlan, PlanImpossibleError } from '../../../lib/planning/generate-plan';
import type { GeneratedPlan, KeptCourse, ProgramCatalog } from '../../../lib/planning/plan-types';

export type GenerationResult = { ok: true; generated: GeneratedPlan } | { ok: false; message: string };

/** Taken and taking courses survive Update plan and Modify plan; planned ones are placed again. */
export function keptCourses(courses: readonly PlanCourse[]): KeptCourse[] {
  return courses.filter((course) => course.status !== 'planned').map((course) => ({ code: course.course_code, status: course.status, term: course.term }));
}

export function generateFor(catalog: ProgramCatalog, form: Pick<PlanForm, 'startTerm' | 'startYear' | 'creditLoad'>, kept: KeptCourse[]): GenerationResult {
  try {
    const generated = generatePlan({ catalog, start: { season: form.startTerm, year: form.startYear }, creditLoad: form.creditLoad, kept });
    return { ok: true, generated };
  } catch (error) {
    if (error instanceof PlanImpossibleError) return { ok: false, message: error.message };
    throw error;
  }
}
