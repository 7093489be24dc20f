import type { CollectionDescriptor } from './entity-descriptor';

import type { PlanCourse } from '../../lib/plan';

export type { PlanCourse };

// A course placed in a term of a graduation plan. It names its plan: its create waits for the plan's,
// and deleting the plan deletes it.
export type PlanCourseDraft = Partial<Omit<PlanCourse, 'id' | 'created_at' | 'updated_at' | 'version'>> & Pick<PlanCourse, 'plan' | 'course_code' | 'term'>;

export const planCourseDescriptor: CollectionDescriptor = {
  name: 'planCourses',
  kind: 'collection',
  wireName: 'plan_courses',
  endpoints: {
    list: '/api/plan-courses/',
    create: '/api/plan-courses/',
    item: (id) => `/api/plan-courses/${encodeURIComponent(id)}/`,
  },
  fields: ['plan', 'course', 'course_code', 'course_title', 'term', 'status', 'prerequisites', 'credit'],
  defaults: { course: null, course_title: '', status: 'planned', prerequisites: '', credit: 3 },
  references: [{ field: 'plan', entity: 'plans' }],
  noun: 'planned course',
  label: (record) => (typeof record.course_code === 'string' && record.course_code ? record.course_code : 'A planned course'),
  goneNotice: 'A course you changed was removed from your plan on another device.',
};
