// Add Class offers courses not in the plan, and planned ones (to move), never ones taking or taken.
import { expect, it } from 'vitest';
import { classChoices, courseLabel } from '../../../src/features/advisor/semester/class-choices';
import { catalogCourse, planCourse } from './plan-fixtures';

it('offers new and planned courses, matching codes whatever their case and spacing', () => {
  const catalog = ['CS 1110', 'CS 2110', 'CS 3110', 'CS 4410'].map((code) => catalogCourse({ course_code: code }));
  const planned = planCourse({ course_code: 'cs  2110', status: 'planned', term: 'Fall 2027' });
  const plan = [planned, planCourse({ course_code: 'CS 3110', status: 'taking' }), planCourse({ course_code: 'CS 4410', status: 'taken' })];
  const choices = classChoices(catalog, plan);
  expect(choices.map((choice) => choice.course.course_code)).toEqual(['CS 1110', 'CS 2110']);
  expect(choices[0]!.planned).toBeUndefined();
  expect(choices[1]!.planned).toBe(planned);
});

it('labels a course with its code and title', () => {
  expect(courseLabel({ course_code: 'CS 2110', course_title: 'Object-Oriented Programming' })).toBe('CS 2110 · Object-Oriented Programming');
  expect(courseLabel({ course_code: 'CS 9999', course_title: '' })).toBe('CS 9999');
});
