// What the Advisor's screens do to a graduation plan, local first: every change goes through the
// repositories (record + outbox entry), so it shows at once, survives a reload offline and syncs in
// order (a plan's create before its courses'; a plan's delete takes its courses and their queue).
// Generation itself is pure (src/lib/planning) and happens before: these only store its result.
import type { CatalogCourse } from '../../lib/catalog/catalog';
import { formatTerm, parseTerm } from '../../lib/catalog/terms';
import { creditCode, creditFromElsewhereProblems } from '../../lib/grades/credit-from-elsewhere';
import type { CreditSource, PlanCourseStatus, StartTerm } from '../../lib/plan';
import type { GeneratedPlan, PlacedCourse, ProgramCatalog } from '../../lib/planning/plan-types';
import { pickFields } from '../entities/entity-descriptor';
import { planCourseDescriptor, type PlanCourse, type PlanCourseDraft } from '../entities/plan-course';
import type { Plan } from '../entities/plan';
import { defaultEntities } from '../entities/entity-registry';
import { writeTogether } from '../repositories/write-together';
import type { UserData } from '../user-data';

type PlanData = Pick<UserData, 'db' | 'plans' | 'planCourses'>;

/** The Generate Plan / Modify Plan form, once complete. */
export interface PlanForm {
  university: string;
  program: string;
  startTerm: StartTerm;
  startYear: number;
  /** Credits per term; 0 lets the generator use its default (15). */
  creditLoad: number;
}

class InvalidTermError extends Error {
  override name = 'InvalidTermError';
}

/** "fall 2027" → "Fall 2027"; throws for anything that is not a term (the server would refuse it). */
export function normalizeTerm(text: string): string {
  const term = parseTerm(text);
  if (!term) throw new InvalidTermError(`“${text.trim()}” is not a term like “Fall 2027”.`);
  return formatTerm(term);
}

const planFields = (catalog: ProgramCatalog, form: PlanForm, generated: GeneratedPlan) => ({
  university: catalog.university.id,
  university_name: catalog.university.name,
  program: catalog.program.id,
  program_name: catalog.program.program_name,
  start_term: form.startTerm,
  start_year: form.startYear,
  credit_load: form.creditLoad,
  total_credits: catalog.program.total_credits,
  estimated_graduation: generated.estimatedGraduation,
  terms_needed: generated.termsNeeded,
  lower_bound_terms: generated.lowerBound,
});

/** What Modify plan changes on the plan itself, before the courses are placed again. */
export const planFieldsOf = (catalog: ProgramCatalog, form: PlanForm) => ({
  university: catalog.university.id,
  university_name: catalog.university.name,
  program: catalog.program.id,
  program_name: catalog.program.program_name,
  start_term: form.startTerm,
  start_year: form.startYear,
  credit_load: form.creditLoad,
  total_credits: catalog.program.total_credits,
});

const courseFields = (course: CatalogCourse) => ({
  course: course.id,
  course_code: course.course_code,
  course_title: course.course_title,
  credit: course.course_credit,
  prerequisites: course.course_prereq,
});

const inOneTransaction = <T>(data: PlanData, work: () => Promise<T>) => writeTogether(data.db, defaultEntities, ['plans', 'planCourses'], work);

async function addPlaced(data: PlanData, planId: string, placed: readonly PlacedCourse[]) {
  for (const { course, term } of placed) {
    await data.planCourses.create({ plan: planId, ...courseFields(course), term, status: 'planned' });
  }
}

export function createGeneratedPlan(data: PlanData, input: { catalog: ProgramCatalog; form: PlanForm; generated: GeneratedPlan }): Promise<Plan> {
  const { catalog, form, generated } = input;
  return inOneTransaction(data, async () => {
    const plan = await data.plans.create({ ...planFields(catalog, form, generated), current_gpa: null });
    await addPlaced(data, plan.id, generated.placed);
    return plan;
  });
}

/** The plan and, by cascade, its courses and whatever was queued for them. */
export const deleteGraduationPlan = (data: PlanData, planId: string): Promise<void> => data.plans.remove(planId);

export const setPlanCourseStatus = (data: PlanData, id: string, status: PlanCourseStatus): Promise<PlanCourse> =>
  data.planCourses.update(id, { status });

export async function updatePlanCourse(data: PlanData, id: string, changes: { term?: string; status?: PlanCourseStatus }): Promise<PlanCourse> {
  const term = changes.term === undefined ? undefined : normalizeTerm(changes.term);
  // A new term set by hand is a move by hand: the course is pinned there.
  const moved = term !== undefined && (await data.db.planCourses.get(id))?.term !== term;
  return data.planCourses.update(id, { ...changes, ...(term === undefined ? {} : { term }), ...(moved ? { pinned: true } : {}) });
}

export async function addPlanCourse(
  data: PlanData,
  input: { plan: Pick<Plan, 'id'>; course: CatalogCourse; term: string; status?: PlanCourseStatus },
): Promise<PlanCourse> {
  const { plan, course, term, status = 'planned' } = input;
  // Placed by hand: pinned, so re-planning leaves it where the student put it.
  return data.planCourses.create({ plan: plan.id, ...courseFields(course), term: normalizeTerm(term), status, pinned: true });
}

export const deletePlanCourse = (data: PlanData, id: string): Promise<void> => data.planCourses.remove(id);

/** Undo of a course's delete: the same course, term and status in the plan again, as a new record. */
export function restorePlanCourse(data: PlanData, deleted: PlanCourse): Promise<PlanCourse> {
  return data.planCourses.create(pickFields(planCourseDescriptor, deleted as unknown as Record<string, unknown>) as PlanCourseDraft);
}

/** A taken course's grade as the scale spells it; null: in progress (or none recorded). */
export async function setPlanCourseGrade(data: PlanData, id: string, grade: string | null): Promise<PlanCourse> {
  return data.planCourses.update(id, { grade });
}

/** Credit from elsewhere the form holds: a catalogue course, or credits toward a requirement (`countsToward`). */
export interface CreditFromElsewhere {
  source: CreditSource;
  course: CatalogCourse | null;
  countsToward: string;
  credits: number;
  note: string;
}

class InvalidCreditError extends Error {
  override name = 'InvalidCreditError';
}

/**
 * The stored shape of credit earned elsewhere: a taken course with its source, in no term (it was never taken
 * here: no term's load or GPA holds it), never pinned (re-planning keeps it as taken, never moves it). A
 * catalogue course counts by its code; credits with no course count toward the requirement they name.
 */
function creditFields(credit: CreditFromElsewhere) {
  const problems = creditFromElsewhereProblems({ ...credit, courseId: credit.course?.id ?? null });
  const first = Object.values(problems)[0];
  if (first) throw new InvalidCreditError(first);
  const course = credit.course
    ? { ...courseFields(credit.course), counts_toward: '' }
    : { course: null, course_code: creditCode(credit.source), course_title: '', prerequisites: '', counts_toward: credit.countsToward.trim() };
  return { ...course, credit: credit.credits, term: '', status: 'taken' as const, grade: null, pinned: false, credit_source: credit.source, credit_note: credit.note.trim() };
}

export async function addCreditFromElsewhere(data: PlanData, input: { plan: Pick<Plan, 'id'>; credit: CreditFromElsewhere }): Promise<PlanCourse> {
  return data.planCourses.create({ plan: input.plan.id, ...creditFields(input.credit) });
}

export async function updateCreditFromElsewhere(data: PlanData, id: string, credit: CreditFromElsewhere): Promise<PlanCourse> {
  return data.planCourses.update(id, creditFields(credit));
}
