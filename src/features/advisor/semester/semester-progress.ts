// The Semester tab's figures, computed from the plan's own courses (percent complete = credits earned
// / total credits, one decimal). Previous terms count the courses taken, passed (a grade that earns
// credit) and failed (a grade that does not, and counts as attempted), with the term's GPA on the scale.
import { codeKey } from '../../../lib/catalog/course-code';
import { formatTerm, parseTerm, termSortKey } from '../../../lib/catalog/terms';
import { gradeReport } from '../../../lib/grades/gpa';
import { DEFAULT_GRADING_SCALE, findGrade, type GradingScale } from '../../../lib/grades/grading-scale';
import { toGradedCourse } from '../../../lib/grades/plan-course-grades';
import type { Plan, PlanCourse } from '../../../lib/plan';
import { degreeProgress as earnedProgress } from '../../../lib/progress/degree-progress';

export interface DegreeProgress {
  takenCredits: number;
  totalCredits: number;
  /** Taken / total × 100, rounded to one decimal; 0 when the total is unknown. */
  percent: number;
}

export interface PreviousTerm {
  /** "Fall 2025", or '' for taken courses whose term is not known. */
  term: string;
  courses: number;
  credits: number;
  passed: number;
  failed: number;
  /** The term's GPA; null without a grade that counts in one. */
  gpa: number | null;
  /** The term's taken courses, by code. */
  taken: PlanCourse[];
}

const credits = (courses: readonly PlanCourse[]) => courses.reduce((sum, course) => sum + (Number.isFinite(course.credit) ? course.credit : 0), 0);

/**
 * Credits earned, counted as everywhere else (a W or an F earns none, credit from elsewhere does), over the
 * plan's total, or the credits of all its courses when the plan has none (a plan made elsewhere).
 */
export function degreeProgress(plan: Pick<Plan, 'total_credits'>, courses: readonly PlanCourse[], scale: GradingScale = DEFAULT_GRADING_SCALE): DegreeProgress {
  const { takenCredits } = earnedProgress({ total_credits: plan.total_credits, current_gpa: null }, courses, scale);
  const totalCredits = plan.total_credits > 0 ? plan.total_credits : credits(courses);
  const percent = totalCredits > 0 ? Math.round((takenCredits / totalCredits) * 1000) / 10 : 0;
  return { takenCredits, totalCredits, percent };
}

export function takingCourses(courses: readonly PlanCourse[]): PlanCourse[] {
  return courses.filter((course) => course.status === 'taking').sort((a, b) => codeKey(a.course_code).localeCompare(codeKey(b.course_code)));
}

export function takingCredits(courses: readonly PlanCourse[]): number {
  return credits(takingCourses(courses));
}

/** Taken courses grouped by term, newest term first; those without a known term last. Credit from elsewhere is not a term's. */
export function previousTerms(courses: readonly PlanCourse[], scale: GradingScale = DEFAULT_GRADING_SCALE): PreviousTerm[] {
  const groups = new Map<string, PlanCourse[]>();
  for (const course of courses) {
    if (course.status !== 'taken' || course.credit_source) continue;
    const term = parseTerm(course.term);
    const key = term ? formatTerm(term) : '';
    groups.set(key, [...(groups.get(key) ?? []), course]);
  }
  return [...groups.entries()]
    .map(([term, taken]) => {
      const grades = taken.map((course) => (course.grade ? findGrade(scale, course.grade) : undefined));
      return {
        term,
        courses: taken.length,
        credits: credits(taken),
        passed: grades.filter((grade) => grade?.credit).length,
        failed: grades.filter((grade) => grade && !grade.credit && grade.attempted).length,
        gpa: gradeReport(
          scale,
          taken.map((course) => toGradedCourse({ ...course, term })),
        ).cumulative.gpa,
        taken: [...taken].sort((a, b) => codeKey(a.course_code).localeCompare(codeKey(b.course_code))),
      };
    })
    .sort((a, b) => (a.term === '' ? 1 : b.term === '' ? -1 : termSortKey(b.term) - termSortKey(a.term)));
}
