// A course placed in a term of a graduation plan: `plan_courses` on the wire, `planCourses` on the device,
// /api/plan-courses/. It names its plan (one of the same student's): its create waits for the plan's,
// deleting the plan deletes it, and it never moves to another plan. A taken course may carry its grade, and a
// course with a credit source is credit earned elsewhere (transfer, AP, IB, a test): it counts, outside the GPA.
import { CREDIT_LIMIT, type PlanCourse, type PlanCourseStatus } from '../plan';
import { CREDIT_NOTE_MAX } from '../grades/credit-from-elsewhere';
import { CREDIT_SOURCES, GRADE_MAX } from '../grades/grade-entry';
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
    term: {
      type: 'text',
      max: 40,
      format: 'academicTerm',
      description: 'Season and year, e.g. "Fall 2026" (Winter, Spring, Summer, Fall; 2000–2100); empty: Unscheduled.',
    },
    status: { type: 'choice', values: PLAN_COURSE_STATUSES },
    prerequisites: { type: 'text', max: 500 },
    credit: { type: 'number', min: 0, max: CREDIT_LIMIT, step: 0.5, description: 'Halves occur.' },
    // Checked against the student's university's scale by the server (the schema knows no scale).
    grade: {
      type: 'text',
      min: 1,
      max: GRADE_MAX,
      nullable: true,
      description: 'A grade of your university’s scale ("B+", "P", "W"); null while in progress.',
    },
    credit_source: {
      type: 'choice',
      values: CREDIT_SOURCES,
      nullable: true,
      description: 'Credit from elsewhere: where it came from; null for a course taken here.',
    },
    credit_note: { type: 'text', max: CREDIT_NOTE_MAX, description: 'What that credit was, e.g. "AP Calculus BC, score 5".' },
    counts_toward: { type: 'text', max: 200, description: 'Credit from elsewhere with no catalogue course: the requirement (its category) it counts toward.' },
    pinned: { type: 'boolean', description: 'Placed or moved by hand: re-planning leaves it in its term.' },
  },
  required: ['plan', 'course_code', 'term'],
  createOnly: ['plan'],
  defaults: {
    course: null,
    course_title: '',
    status: 'planned',
    prerequisites: '',
    credit: 3,
    grade: null,
    credit_source: null,
    credit_note: '',
    counts_toward: '',
    pinned: false,
  },
  references: [{ field: 'plan', entity: 'plans' }],
  noun: 'planned course',
  plural: 'planned courses',
  cap: 2_000,
});

export type PlanCourseDraft = DraftOf<PlanCourse, keyof typeof planCourseDefinition.fields, (typeof planCourseDefinition.required)[number]>;
