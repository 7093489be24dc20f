// The student's graduation plan and its courses, live from the device (the first plan listed
// is the user's plan). Courses in time order: by term (Winter, Spring, Summer, Fall within a year,
// termless last), then by course code.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useRef, useSyncExternalStore } from 'react';
import { activeUserData } from '../../../data/active-user-data';
import type { PlanCourse } from '../../../data/entities/plan-course';
import type { Plan } from '../../../data/entities/plan';
import { termSortKey } from '../../../lib/catalog/terms';
import { useOptimisticEdits, type ShowWhile } from '../../../ui/use-optimistic-edits';

export interface GraduationPlanState {
  /** True until the device's copy has been read once. */
  loading: boolean;
  plan?: Plan;
  courses: PlanCourse[];
  /** Shows a course's change at once while it is written (use-optimistic-edits.ts), in its new place. */
  showWhile: ShowWhile<PlanCourse>;
}

export function byTermThenCode(a: PlanCourse, b: PlanCourse): number {
  return termSortKey(a.term) - termSortKey(b.term) || a.course_code.localeCompare(b.course_code);
}

/** The oldest plan first: a second plan (made on another device before syncing) never hides the first. */
const byCreation = (a: Plan, b: Plan) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id);

export function useGraduationPlan(): GraduationPlanState {
  const userData = activeUserData();
  const result = useLiveQuery(async () => {
    const plans = (await userData.plans.list()).sort(byCreation);
    const plan = plans[0];
    const courses = plan ? await userData.db.planCourses.where('plan').equals(plan.id).toArray() : [];
    return { plan, courses: (courses as unknown as PlanCourse[]).sort(byTermThenCode) };
  }, [userData]);
  // A fresh device (or a first sign-in here) has no plan until the first pull lands: while that first
  // sync runs, "no plan" is not yet news, and an empty state would invite a second plan.
  const syncing = useSyncExternalStore(userData.sync.subscribe, () => userData.sync.status.state === 'syncing');
  const settled = useRef(false);
  if (!syncing) settled.current = true;
  const { apply, showWhile } = useOptimisticEdits<PlanCourse>(result);
  const courses = useMemo(() => {
    if (!result) return [];
    const shown = apply(result.courses);
    // A term changed on the screen moves its course: sorted again, but only when something is shown.
    return shown === result.courses ? shown : [...shown].sort(byTermThenCode);
  }, [result, apply]);
  if (!result || (!result.plan && !settled.current)) return { loading: true, courses: [], showWhile };
  return { loading: false, plan: result.plan, courses, showWhile };
}
