// A stored plan course as the audit rules read it: the grade and the credit source in the plain shapes of
// src/lib/grades and src/lib/planning. Records synced before grades existed carry neither field: no grade, no source.
import type { PlanCourse } from '../plan';
import type { PlanCourseView } from '../planning/plan-types';
import type { GradedCourse } from './graded-course';

type Stored = Pick<PlanCourse, 'id' | 'course_code' | 'credit' | 'term' | 'status'> & Partial<Pick<PlanCourse, 'grade' | 'credit_source' | 'counts_toward'>>;

const present = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === '' ? undefined : text.trim());

export function toPlanCourseView(course: Stored & { course_title?: string }): PlanCourseView & { course_title?: string } {
  const grade = present(course.grade);
  return {
    id: course.id,
    course_code: course.course_code,
    credit: course.credit,
    term: course.term,
    status: course.status,
    ...(course.course_title === undefined ? {} : { course_title: course.course_title }),
    ...(grade === undefined ? {} : { grade }),
    ...(course.credit_source ? { creditSource: course.credit_source } : {}),
    ...(course.credit_source && present(course.counts_toward) ? { countsToward: course.counts_toward!.trim() } : {}),
  };
}

export function toGradedCourse(course: Omit<Stored, 'id'>): GradedCourse {
  const grade = present(course.grade);
  return {
    courseCode: course.course_code,
    credits: course.credit,
    term: course.term,
    status: course.status,
    ...(grade === undefined ? {} : { grade }),
    ...(course.credit_source ? { creditSource: course.credit_source } : {}),
    ...(course.credit_source && present(course.counts_toward) ? { countsToward: course.counts_toward!.trim() } : {}),
  };
}
