// A stored plan course as the audit rules read it: the grade and the credit source in the plain shapes of
// src/lib/grades and src/lib/planning. Records synced before grades existed carry neither field: no grade, no source.
import type { PlanCourse } from '../plan';
import type { PlanCourseView } from '../planning/plan-types';
import type { GradedCourse } from './graded-course';

type Stored = Pick<PlanCourse, 'id' | 'course_code' | 'credit' | 'term' | 'status'> & Partial<Pick<PlanCourse, 'grade' | 'credit_source' | 'counts_toward'>>;

const present = (text: string | null | undefined) => (text === null || text === undefined || text.trim() === '' ? undefined : text.trim());

/** The grade, and where credit from elsewhere came from and what it counts toward: only the fields present. */
function auditFields(
  course: Partial<Pick<PlanCourse, 'grade' | 'credit_source' | 'counts_toward'>>,
): Pick<GradedCourse, 'grade' | 'creditSource' | 'countsToward'> {
  const grade = present(course.grade);
  const countsToward = course.credit_source ? present(course.counts_toward) : undefined;
  return {
    ...(grade === undefined ? {} : { grade }),
    ...(course.credit_source ? { creditSource: course.credit_source } : {}),
    ...(countsToward === undefined ? {} : { countsToward }),
  };
}

export function toPlanCourseView(course: Stored & { course_title?: string }): PlanCourseView & { course_title?: string } {
  return {
    id: course.id,
    course_code: course.course_code,
    credit: course.credit,
    term: course.term,
    status: course.status,
    ...(course.course_title === undefined ? {} : { course_title: course.course_title }),
    ...auditFields(course),
  };
}

export function toGradedCourse(course: Omit<Stored, 'id'> & Partial<Pick<PlanCourse, 'pinned'>>): GradedCourse {
  return {
    courseCode: course.course_code,
    credits: course.credit,
    term: course.term,
    status: course.status,
    ...(course.pinned === undefined ? {} : { pinned: course.pinned }),
    ...auditFields(course),
  };
}
