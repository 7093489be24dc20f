// Small catalogues for the planner's tests, written the way docs/catalog-format.md reads: courses with offerings and
// requisite texts, requirements in file order.
import type { CatalogCourse, ProgramRequirement } from '../../../../src/lib/catalog/catalog';
import type { Season } from '../../../../src/lib/catalog/terms';
import type { PlanCourseView, ProgramCatalog } from '../../../../src/lib/planning/plan-types';

export function course(code: string, credit: number, offered = '', prereq = '', coreq = ''): CatalogCourse {
  return {
    id: code,
    course_code: code,
    course_title: `${code} title`,
    course_description: '',
    course_credit: credit,
    course_offered: offered,
    course_category: '',
    course_prereq: prereq,
    course_coreq: coreq,
    min_grade_req: '',
    course_url: '',
    course_note: '',
  };
}

export const allOf = (category: string, courses: string[]): ProgramRequirement => ({ category, kind: 'all_of', courses, credits: 0 });
export const fromList = (category: string, credits: number, courses: string[]): ProgramRequirement => ({ category, kind: 'from', courses, credits });
export const credits = (category: string, amount: number): ProgramRequirement => ({ category, kind: 'credits', courses: [], credits: amount });

export function catalog(
  courses: CatalogCourse[],
  requirements: ProgramRequirement[],
  terms: Season[] = ['Spring', 'Fall'],
  totalCredits = 120,
): ProgramCatalog {
  return {
    university: { id: 'u1', name: 'Northfield State University', terms },
    program: { id: 'p1', university: 'u1', program_name: 'Computer Science', degree: 'BS', total_credits: totalCredits, min_gpa: null, requirements },
    courses,
  };
}

let nextId = 0;
export function planCourse(code: string, credit: number, term: string, status: PlanCourseView['status'] = 'planned', id = `pc${++nextId}`): PlanCourseView {
  return { id, course_code: code, credit, term, status };
}
