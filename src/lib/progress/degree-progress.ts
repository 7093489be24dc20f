// Degree progress, GPA and credits for the dashboard and the achievements, from the graduation plan and
// its courses alone (the Graduation tab's own summary lives with that feature; this is the same rule:
// credits earned over the program's total). The GPA is the recorded grades' (docs/degree-audit.md) on the
// university's scale; a plan's own `current_gpa` is shown only while no grade that counts is recorded.
import { gradeReport } from '../grades/gpa';
import { DEFAULT_GRADING_SCALE, type GradingScale } from '../grades/grading-scale';
import { toGradedCourse } from '../grades/plan-course-grades';
import type { Plan, PlanCourse } from '../plan';

/** The required GPA when the program sets none. */
export const DEFAULT_MIN_GPA = 2.2;

export interface DegreeProgress {
  /** Credits earned: passed here, taken without a grade recorded, and from elsewhere. */
  takenCredits: number;
  totalCredits: number;
  /** Taken credits / total, whole percent, 0–100. */
  percent: number;
  coursesTaken: number;
  courseCount: number;
  gpa: number | null;
  /** Credits of courses completed here with a grade that counts as attempted. */
  creditsAttempted: number;
  creditsFromElsewhere: number;
}

type Counted = Pick<PlanCourse, 'status' | 'credit'> & Partial<Pick<PlanCourse, 'course_code' | 'term' | 'grade' | 'credit_source'>>;

const creditOf = (course: Counted) => (Number.isFinite(course.credit) && course.credit > 0 ? course.credit : 0);
const hasGrade = (course: Counted) => typeof course.grade === 'string' && course.grade.trim() !== '';

export function degreeProgress(
  plan: Pick<Plan, 'total_credits' | 'current_gpa'>,
  courses: readonly Counted[],
  scale: GradingScale = DEFAULT_GRADING_SCALE,
): DegreeProgress {
  const done = courses.filter((course) => course.status === 'taken' || !!course.credit_source);
  const report = gradeReport(
    scale,
    // Without a code (a caller that reads status and credit only) no two courses are taken for repeats.
    done
      .filter((course) => hasGrade(course) || course.credit_source)
      .map((course, at) => toGradedCourse({ term: '', ...course, course_code: course.course_code ?? `#${at}` })),
  );
  // A taken course without a grade counts by its status alone, as the audit counts it.
  const ungraded = done.filter((course) => !hasGrade(course) && !course.credit_source).reduce((sum, course) => sum + creditOf(course), 0);
  const takenCredits = report.cumulative.creditsEarned + ungraded;
  const totalCredits = plan.total_credits > 0 ? plan.total_credits : 0;
  const percent = totalCredits > 0 ? Math.min(100, Math.round((takenCredits / totalCredits) * 100)) : 0;
  const ownGpa = typeof plan.current_gpa === 'number' && Number.isFinite(plan.current_gpa) ? plan.current_gpa : null;
  return {
    takenCredits,
    totalCredits,
    percent,
    coursesTaken: done.length,
    courseCount: courses.length,
    gpa: report.cumulative.gpa ?? ownGpa,
    creditsAttempted: report.cumulative.creditsAttempted,
    creditsFromElsewhere: report.cumulative.creditsFromElsewhere,
  };
}
