// The Semester tab's figures, computed from the plan's own courses (percent complete = taken
// credits / total credits, one decimal). We keep no grades, so previous terms count courses taken and
// their credits, never passed or failed.
import { codeKey } from '../../../lib/catalog/course-code';
import { formatTerm, parseTerm, termSortKey } from '../../../lib/catalog/terms';
import type { Plan, PlanCourse } from '../../../lib/plan';

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
}

const credits = (courses: readonly PlanCourse[]) => courses.reduce((sum, course) => sum + (Number.isFinite(course.credit) ? course.credit : 0), 0);

/** The plan's total, or the credits of all its courses when the plan has none (a plan made elsewhere). */
export function degreeProgress(plan: Pick<Plan, 'total_credits'>, courses: readonly PlanCourse[]): DegreeProgress {
  const takenCredits = credits(courses.filter((course) => course.status === 'taken'));
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

/** Taken courses grouped by term, newest term first; those without a known term last. */
export function previousTerms(courses: readonly PlanCourse[]): PreviousTerm[] {
  const groups = new Map<string, PlanCourse[]>();
  for (const course of courses) {
    if (course.status !== 'taken') continue;
    const term = parseTerm(course.term);
    const key = term ? formatTerm(term) : '';
    groups.set(key, [...(groups.get(key) ?? []), course]);
  }
  return [...groups.entries()]
    .map(([term, taken]) => ({ term, courses: taken.length, credits: credits(taken) }))
    .sort((a, b) => (a.term === '' ? 1 : b.term === '' ? -1 : termSortKey(b.term) - termSortKey(a.term)));
}
