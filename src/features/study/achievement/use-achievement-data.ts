// What the Achievement tab computes from: tasks, the graduation plan with its courses, and the
// program's minimum GPA from the cached catalogue (2.2 when the program sets none or the
// device never downloaded it).
import { useLiveQuery } from 'dexie-react-hooks';
import { activeUserData } from '../../../data/active-user-data';
import type { Task } from '../../../data/entities/task';
import type { GradingScale } from '../../../lib/grades/grading-scale';
import type { Plan, PlanCourse } from '../../../lib/plan';
import { DEFAULT_MIN_GPA } from '../../../lib/progress/degree-progress';

export interface AchievementData {
  tasks: Task[];
  plan: Plan | null;
  planCourses: PlanCourse[];
  minGpa: number;
  /** The university's grading scale when its catalogue is on this device. */
  scale: GradingScale | undefined;
}

const byCreation = (a: Plan, b: Plan) => (a.created_at ?? '').localeCompare(b.created_at ?? '') || a.id.localeCompare(b.id);

export function useAchievementData(): AchievementData | undefined {
  const userData = activeUserData();
  return useLiveQuery(async () => {
    const plan = (await userData.plans.list()).sort(byCreation)[0] ?? null;
    const planCourses = plan ? ((await userData.db.planCourses.where('plan').equals(plan.id).toArray()) as unknown as PlanCourse[]) : [];
    const program = plan?.program ? await userData.db.catalogPrograms.get(plan.program) : undefined;
    const university = plan?.university ? await userData.db.catalogUniversities.get(plan.university) : undefined;
    const tasks = await userData.tasks.list();
    return { tasks, plan, planCourses, scale: university?.grading_scale, minGpa: typeof program?.min_gpa === 'number' ? program.min_gpa : DEFAULT_MIN_GPA };
  }, [userData]);
}
