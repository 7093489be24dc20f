// A course placed in a term of a graduation plan: `plan_courses` on the wire, `planCourses` on the device,
// /api/plan-courses/. It names its plan (one of the same student's): its create waits for the plan's,
// deleting the plan deletes it, and it never moves to another plan.
import { CREDIT_LIMIT, type PlanCourse, type PlanCourseStatus } from '../plan';
import { defineCollection, type DraftOf } from './entity-definition';

export const PLAN_COURSE_STATUSES: readonly PlanCourseStatus[] = ['planned', 'taking', 'taken'];

export const planCourseDefinition = defineCollection<PlanCourse>()({
  kind: 'collection',
  wireName: 'plan_courses',
  localName: 'planCourses',
  path: '/plan-courses/',
  fields: {
    plan: { type: 'text', format: 'uuid', description: 'One of your plans.' },
    course: { type: 'text', max: 64, nullable: true, description: 'A catalogue course id, or null.' },
    course_code: { type: 'text', min: 1, max: 20 },
    course_title: { type: 'text', max: 200 },
    term: { type: 'text', max: 40, format: 'academicTerm', description: 'Season and year, e.g. "Fall 2026" (Winter, Spring, Summer, Fall; 2000–2100); empty: Unscheduled.' },
    status: { type: 'choice', values: PLAN_COURSE_STATUSES },
    prerequisites: { type: 'text', max: 500 },
    credit: { type: 'number', min: 0, max: CREDIT_LIMIT, step: 0.5, description: 'Halves occur.' },
    pinned: { type: 'boolean', description: 'Placed or moved by hand: re-planning leaves it in its term.' },
  },
  required: ['plan', 'course_code', 'term'],
  createOnly: ['plan'],
  defaults: { course: null, course_title: '', status: 'planned', prerequisites: '', credit: 3, pinned: false },
  references: [{ field: 'plan', entity: 'plans' }],
  noun: 'planned course',
  plural: 'planned courses',
  cap: 2_000,
});

export type PlanCourseDraft = DraftOf<PlanCourse, keyof typeof planCourseDefinition.fields, (typeof planCourseDefinition.required)[number]>;
