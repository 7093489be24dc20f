// Degree progress, GPA and credits for the dashboard and the achievements, from the graduation plan and
// its courses alone (the Graduation tab's own summary lives with that feature; this is the same rule:
// taken credits over the program's total). GPA is never set on a plan yet: null means "not known".
import type { Plan, PlanCourse } from '../plan';

/** The required GPA when the program sets none. */
export const DEFAULT_MIN_GPA = 2.2;

export interface DegreeProgress {
  takenCredits: number;
  totalCredits: number;
  /** Taken credits / total, whole percent, 0–100. */
  percent: number;
  coursesTaken: number;
  courseCount: number;
  gpa: number | null;
}

export function degreeProgress(plan: Pick<Plan, 'total_credits' | 'current_gpa'>, courses: readonly Pick<PlanCourse, 'status' | 'credit'>[]): DegreeProgress {
  const taken = courses.filter((course) => course.status === 'taken');
  const takenCredits = taken.reduce((sum, course) => sum + (Number.isFinite(course.credit) ? course.credit : 0), 0);
  const totalCredits = plan.total_credits > 0 ? plan.total_credits : 0;
  const percent = totalCredits > 0 ? Math.min(100, Math.round((takenCredits / totalCredits) * 100)) : 0;
  const gpa = typeof plan.current_gpa === 'number' && Number.isFinite(plan.current_gpa) ? plan.current_gpa : null;
  return { takenCredits, totalCredits, percent, coursesTaken: taken.length, courseCount: courses.length, gpa };
}
