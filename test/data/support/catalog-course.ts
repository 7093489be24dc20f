// A catalogue course as the data tests need one: offered Fall and Spring, in Core.
import type { CatalogCourse } from '../../../src/lib/catalog/catalog';

export const catalogCourse = (code: string, credit = 3, prereq = ''): CatalogCourse => ({
  id: `course-${code}`,
  course_code: code,
  course_title: `${code} title`,
  course_description: '',
  course_credit: credit,
  course_offered: 'Fall, Spring',
  course_category: 'Core',
  course_prereq: prereq,
  course_coreq: '',
  min_grade_req: '',
  course_url: '',
  course_note: '',
});
