// Whether a plan course counts as done for prerequisites and requirements (docs/degree-audit.md): credit
// from elsewhere always does; a taken course does when its grade earns credit and reaches the course's
// minimum grade on the university's scale, or when no grade is recorded (the status is all there is).
import type { CatalogIndex } from './catalog-index';
import { DEFAULT_GRADING_SCALE, meetsMinimum, type GradingScale } from '../grades/grading-scale';
import { codeKey } from '../catalog/course-code';
import type { PlanCourseView } from './plan-types';

type Passable = Pick<PlanCourseView, 'course_code' | 'status' | 'grade' | 'creditSource'>;

export function hasCreditFromElsewhere(course: Pick<PlanCourseView, 'creditSource'>): boolean {
  return course.creditSource !== undefined && course.creditSource.trim() !== '';
}

export function coursePassed(course: Passable, index: CatalogIndex, scale: GradingScale = DEFAULT_GRADING_SCALE): boolean {
  if (hasCreditFromElsewhere(course)) return true;
  if (course.status !== 'taken') return false;
  if (course.grade === undefined || course.grade.trim() === '') return true;
  return meetsMinimum(scale, course.grade, index.courses.get(codeKey(course.course_code))?.course.min_grade_req ?? '');
}

/** A taken course with a grade that does not count: it must be taken again. */
export function courseFailed(course: Passable, index: CatalogIndex, scale: GradingScale = DEFAULT_GRADING_SCALE): boolean {
  return course.status === 'taken' && !hasCreditFromElsewhere(course) && !coursePassed(course, index, scale);
}
