// What Add Class offers: the program's courses that are not in the plan yet, and those planned for
// another term (adding one moves it to this term as taking rather than adding it twice). Courses
// already taking or taken are left out. Codes match as docs/catalog-format.md says (case and spaces ignored).
import type { CatalogCourse } from '../../../lib/catalog/catalog';
import { codeKey } from '../../../lib/catalog/course-code';
import type { PlanCourse } from '../../../lib/plan';

export interface ClassChoice {
  course: CatalogCourse;
  /** The planned row to move to this term, when the course is already in the plan. */
  planned?: PlanCourse;
}

export function classChoices(catalog: readonly CatalogCourse[], planCourses: readonly PlanCourse[]): ClassChoice[] {
  const inPlan = new Map(planCourses.map((course) => [codeKey(course.course_code), course]));
  const choices: ClassChoice[] = [];
  for (const course of catalog) {
    const existing = inPlan.get(codeKey(course.course_code));
    if (!existing) choices.push({ course });
    else if (existing.status === 'planned') choices.push({ course, planned: existing });
  }
  return choices;
}

/** "CS 2110 · Object-Oriented Programming", the label of a course in every course select. */
export function courseLabel(course: Pick<CatalogCourse, 'course_code' | 'course_title'>): string {
  return course.course_title ? `${course.course_code} · ${course.course_title}` : course.course_code;
}
