// Small builders for plan courses and catalogue courses, shared by the Advisor's unit tests.
import type { CatalogCourse } from '../../../src/lib/catalog/catalog';
import type { PlanCourse } from '../../../src/lib/plan';

let next = 0;

export function planCourse(overrides: Partial<PlanCourse> & Pick<PlanCourse, 'course_code'>): PlanCourse {
  next += 1;
  return {
    id: `pc-${next}`,
    plan: 'plan-1',
    course: null,
    course_title: '',
    term: '',
    status: 'planned',
    prerequisites: '',
    credit: 3,
    grade: null,
    credit_source: null,
    credit_note: '',
    counts_toward: '',
    pinned: false,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function catalogCourse(overrides: Partial<CatalogCourse> & Pick<CatalogCourse, 'course_code'>): CatalogCourse {
  return {
    id: `course-${overrides.course_code}`,
    course_title: '',
    course_description: '',
    course_credit: 3,
    course_offered: '',
    course_category: '',
    course_prereq: '',
    course_coreq: '',
    min_grade_req: '',
    course_url: '',
    course_note: '',
    ...overrides,
  };
}
