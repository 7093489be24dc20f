// Small shared readings of the advisor's input: a course's place in the plan, credits in words, lists.
import type { CatalogCourse } from '../catalog/catalog';
import { codeKey } from '../catalog/course-code';
import { termSortKey } from '../catalog/terms';
import type { AdvisorInput, AdvisorPlanCourse } from './advisor-types';

export function planCourseOf(input: AdvisorInput, code: string): AdvisorPlanCourse | undefined {
  const key = codeKey(code);
  return input.planCourses.find((course) => codeKey(course.course_code) === key);
}

/** "taken", "taking (Fall 2026)", "planned for Spring 2027", or "not in your plan". */
export function standing(input: AdvisorInput, code: string): string {
  const course = planCourseOf(input, code);
  if (!course) return 'not in your plan';
  if (course.status === 'taken') return 'taken';
  if (course.status === 'taking') return course.term ? `taking now (${course.term})` : 'taking now';
  return course.term ? `planned for ${course.term}` : 'planned (no term yet)';
}

export function courseLabel(course: CatalogCourse): string {
  return `**${course.course_code}** (${course.course_title})`;
}

export function credits(amount: number): string {
  return `${amount} credit${amount === 1 ? '' : 's'}`;
}

export function joinWords(words: readonly string[], last = 'and'): string {
  return words.length <= 1 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** The plan's last term holding a course that is not yet taken, or its estimate. */
export function projectedFinish(input: AdvisorInput, courses: readonly AdvisorPlanCourse[] = input.planCourses): string {
  const last = [...courses]
    .filter((course) => termSortKey(course.term) !== Number.MAX_SAFE_INTEGER)
    .sort((a, b) => termSortKey(b.term) - termSortKey(a.term))[0];
  return last?.term ?? input.plan?.estimated_graduation ?? '';
}

export const NO_PLAN = 'You have no graduation plan yet. Generate one on the **Graduation** tab of My Advisor, then ask me again.';
export const NO_CATALOG = 'Your plan is not tied to a program in the course catalogue, so I cannot look up its courses and requirements.';
