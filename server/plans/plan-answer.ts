// The plan routes answer a plan with its courses ("returns the plan"), so that an API client has the
// whole plan in one call. Devices sync plan courses as records of their own and never read this shape.
import type { Executor } from '../db/executor';
import { termSortKey } from '../../src/lib/catalog/terms';
import { coursesOfPlans, type PlanCourse } from './plan-course-service';
import type { Plan } from './plan-service';

export type PlanAnswer = Plan & { courses: PlanCourse[] };

export async function presentPlans(db: Executor, ownerSub: string, records: Plan[]): Promise<PlanAnswer[]> {
  const courses = (
    await coursesOfPlans(
      db,
      ownerSub,
      records.map((plan) => plan.id),
    )
  ).sort(byTermThenCode);
  return records.map((plan) => ({ ...plan, courses: courses.filter((course) => course.plan === plan.id) }));
}

function byTermThenCode(a: PlanCourse, b: PlanCourse): number {
  return termSortKey(a.term) - termSortKey(b.term) || a.course_code.localeCompare(b.course_code);
}
