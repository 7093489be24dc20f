// Moving plan courses by hand and re-planning around them, local first like every plan change
// (plan-actions.ts): each write is a record + outbox entry, so it shows at once, survives a reload offline
// and syncs. A course the student moves is pinned, so the next Generate, Update or Modify plan leaves it in
// its term (src/lib/planning/replan.ts); Unpin hands it back to the planner.
import { codeKey } from '../../lib/catalog/course-code';
import type { GradedCourse } from '../../lib/grades/graded-course';
import type { Replan } from '../../lib/planning/replan';
import type { ProgramCatalog } from '../../lib/planning/plan-types';
import type { PlanCourse } from '../entities/plan-course';
import type { Plan } from '../entities/plan';
import { defaultEntities } from '../entities/entity-registry';
import { writeTogether } from '../repositories/write-together';
import type { UserData } from '../user-data';
import { normalizeTerm } from './plan-actions';

type PlanData = Pick<UserData, 'db' | 'plans' | 'planCourses'>;

/** To a term, or to "" (Unscheduled); the course is pinned there. The move was checked before (checkMove). */
export function movePlanCourse(data: PlanData, id: string, to: string): Promise<PlanCourse> {
  return data.planCourses.update(id, { term: to.trim() === '' ? '' : normalizeTerm(to), pinned: true });
}

export const setPlanCoursePinned = (data: PlanData, id: string, pinned: boolean): Promise<PlanCourse> => data.planCourses.update(id, { pinned });

/** The plan course as the audit rules read it; grades join when the plan course carries them. */
export function gradedCourse(course: PlanCourse): GradedCourse {
  return {
    courseCode: course.course_code,
    credits: course.credit,
    term: course.term,
    status: course.status,
    pinned: course.pinned === true,
    ...(course.grade ? { grade: course.grade } : {}),
    ...(course.credit_source ? { creditSource: course.credit_source } : {}),
    ...(course.credit_source && course.counts_toward?.trim() ? { countsToward: course.counts_toward.trim() } : {}),
  };
}

/**
 * Stores what replan worked out, exactly what its dialog listed: moved courses change term, added ones are
 * created, removed ones deleted, and a pinned course that could not stay loses its pin (the planner placed it).
 * `planFields`: what else changes on the plan (Modify plan, Switch program).
 */
export function applyReplan(
  data: PlanData,
  input: { plan: Plan; courses: readonly PlanCourse[]; catalog: ProgramCatalog; result: Replan; planFields?: Partial<Plan> },
): Promise<void> {
  const { plan, courses, catalog, result } = input;
  const { changes, generated } = result;
  const byCode = new Map(catalog.courses.map((course) => [codeKey(course.course_code), course]));
  // replan lists courses by code and term: each is matched to one stored course, once.
  const unused = courses.filter((course) => course.status === 'planned');
  const take = (code: string, term: string) => {
    const index = unused.findIndex((course) => codeKey(course.course_code) === codeKey(code) && course.term.trim() === term.trim());
    return index < 0 ? undefined : unused.splice(index, 1)[0];
  };
  const unpinned = new Set(changes.notFit.map(({ course }) => `${codeKey(course.courseCode)}|${course.term.trim()}`));
  return writeTogether(data.db, defaultEntities, ['plans', 'planCourses'], async () => {
    await data.plans.update(plan.id, {
      ...input.planFields,
      estimated_graduation: generated.estimatedGraduation,
      terms_needed: generated.termsNeeded,
      lower_bound_terms: generated.lowerBound,
    });
    for (const removed of changes.removed) {
      const stored = take(removed.courseCode, removed.term);
      if (stored) await data.planCourses.remove(stored.id);
    }
    for (const move of changes.moves) {
      const stored = take(move.courseCode, move.from);
      if (!stored) continue;
      const lostPin = unpinned.has(`${codeKey(move.courseCode)}|${move.from}`);
      await data.planCourses.update(stored.id, { term: move.to, ...(lostPin ? { pinned: false } : {}) });
    }
    for (const added of changes.added) {
      const course = byCode.get(codeKey(added.courseCode));
      if (!course) continue;
      await data.planCourses.create({
        plan: plan.id,
        course: course.id,
        course_code: course.course_code,
        course_title: course.course_title,
        credit: course.course_credit,
        prerequisites: course.course_prereq,
        term: added.term,
        status: 'planned',
        pinned: false,
      });
    }
  });
}
