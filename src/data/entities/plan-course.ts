// A course placed in a term of a graduation plan, from its shared definition (src/lib/entities/plan-course.ts).
import { planCourseDefinition, type PlanCourseDraft } from '../../lib/entities/plan-course';
import type { PlanCourse } from '../../lib/plan';
import { collectionDescriptor } from './collection-descriptor';

export type { PlanCourse, PlanCourseDraft };

export const planCourseDescriptor = collectionDescriptor(planCourseDefinition, {
  untitled: 'A planned course',
  label: (record) => record.course_code,
  goneNotice: 'A course you changed was removed from your plan on another device.',
});
