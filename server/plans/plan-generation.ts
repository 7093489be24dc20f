// POST /api/plans/ without `courses`: the server generates them from the program's catalogue with the same
// generator the app runs offline (src/lib/planning), so an API client gets a whole plan in one call.
// The app always sends its own courses (`courses: []` at least) and the catalogue's names; a client that sends
// courses without them gets the names and total credits from the catalogue, or its plan would show no
// university or program, and a total of 0.
import type { Executor } from '../db/executor';
import { ApiError, validationError } from '../http/api-error';
import { readProgramCatalog } from '../catalog/catalog-service';
import { generateNewPlan } from '../../src/lib/planning/generate-new-plan';
import { PlanImpossibleError } from '../../src/lib/planning/plan-impossible-error';
import type { ProgramCatalog } from '../../src/lib/planning/plan-types';
import type { NewPlan } from './plan-service';

/** The plan to create: as sent, or, when it names a program and no courses, with generated ones. */
export async function withGeneratedCourses(tx: Executor, input: NewPlan): Promise<NewPlan> {
  if (!input.program) return input;
  if (input.courses !== undefined) return withCatalogNames(tx, input, input.program);
  const catalog = await catalogOf(tx, input.program);
  if (input.university && input.university !== catalog.university.id)
    throw validationError({ program: ['This program is not offered by the chosen university.'] });
  let generated;
  try {
    generated = generateNewPlan({
      catalog,
      start: { season: input.start_term, year: input.start_year },
      creditLoad: input.credit_load ?? 0,
      today: new Date(),
    });
  } catch (error) {
    if (error instanceof PlanImpossibleError) throw new ApiError(400, error.message);
    throw error;
  }
  return {
    ...input,
    university: catalog.university.id,
    university_name: catalog.university.name,
    program_name: catalog.program.program_name,
    total_credits: catalog.program.total_credits,
    estimated_graduation: generated.estimatedGraduation,
    terms_needed: generated.termsNeeded,
    lower_bound_terms: generated.lowerBound,
    courses: generated.placed.map(({ course, term }) => ({
      course: course.id,
      course_code: course.course_code,
      course_title: course.course_title,
      credit: course.course_credit,
      term,
      status: 'planned' as const,
      prerequisites: course.course_prereq,
    })),
  };
}

/**
 * Names and total credits a client left out, from the catalogue. Never a refusal: the app's own creates reach
 * here too, replayed from a device's outbox, and a program since removed from the catalogue must not turn
 * them into refused changes.
 */
async function withCatalogNames(tx: Executor, input: NewPlan, program: string): Promise<NewPlan> {
  if (input.university_name && input.program_name && input.total_credits) return input;
  const catalog = await catalogOf(tx, program).catch(() => null);
  if (!catalog || (input.university && input.university !== catalog.university.id)) return input;
  return {
    ...input,
    university: catalog.university.id,
    university_name: input.university_name || catalog.university.name,
    program_name: input.program_name || catalog.program.program_name,
    total_credits: input.total_credits || catalog.program.total_credits,
  };
}

async function catalogOf(tx: Executor, program: string): Promise<ProgramCatalog> {
  try {
    return await readProgramCatalog(tx, program);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw validationError({ program: ['No such program in the catalogue.'] });
    throw error;
  }
}
