// The Semester tab's figures come from the plan's courses alone: taken over total credits, this term's
// taking credits, and taken courses grouped by term (counts only: there are no grades to judge by).
import { describe, expect, it } from 'vitest';
import { degreeProgress, previousTerms, takingCourses, takingCredits } from '../../../src/features/advisor/semester/semester-progress';
import { planCourse } from './plan-fixtures';

const courses = [
  planCourse({ course_code: 'CS 1110', status: 'taken', term: 'Fall 2024', credit: 4 }),
  planCourse({ course_code: 'MATH 1910', status: 'taken', term: 'fall  2024', credit: 4 }),
  planCourse({ course_code: 'CS 2110', status: 'taken', term: 'Spring 2025', credit: 3 }),
  planCourse({ course_code: 'ENGL 1100', status: 'taken', term: 'Winter 2025', credit: 3 }),
  planCourse({ course_code: 'PE 1000', status: 'taken', term: '', credit: 1 }),
  planCourse({ course_code: 'CS 3110', status: 'taking', term: 'Fall 2025', credit: 4 }),
  planCourse({ course_code: 'cs 2800', status: 'taking', term: 'Fall 2025', credit: 3 }),
  planCourse({ course_code: 'CS 4410', status: 'planned', term: 'Spring 2026', credit: 4 }),
];

describe('degreeProgress', () => {
  it('is taken credits over the plan total, to one decimal', () => {
    expect(degreeProgress({ total_credits: 120 }, courses)).toEqual({ takenCredits: 15, totalCredits: 120, percent: 12.5 });
    expect(degreeProgress({ total_credits: 90 }, courses).percent).toBe(16.7);
  });

  it('falls back to the credits of all plan courses when the plan has no total, and to 0 with nothing at all', () => {
    expect(degreeProgress({ total_credits: 0 }, courses)).toEqual({ takenCredits: 15, totalCredits: 26, percent: 57.7 });
    expect(degreeProgress({ total_credits: 0 }, [])).toEqual({ takenCredits: 0, totalCredits: 0, percent: 0 });
  });
});

describe('credits earned', () => {
  it('leaves out a withdrawal and a failed grade, as the dashboard and the Graduation tab do: A (4) + W (3) + F (3) + B (3) earn 7', () => {
    const graded = [
      planCourse({ course_code: 'CS 1110', status: 'taken', term: 'Fall 2024', credit: 4, grade: 'A' }),
      planCourse({ course_code: 'WRIT 1010', status: 'taken', term: 'Fall 2024', credit: 3, grade: 'W' }),
      planCourse({ course_code: 'PHYS 1112', status: 'taken', term: 'Fall 2024', credit: 3, grade: 'F' }),
      planCourse({ course_code: 'CS 2110', status: 'taken', term: 'Spring 2025', credit: 3, grade: 'B' }),
    ];
    expect(degreeProgress({ total_credits: 120 }, graded)).toEqual({ takenCredits: 7, totalCredits: 120, percent: 5.8 });
  });
});

describe('taking', () => {
  it('lists taking courses by code and sums their credits', () => {
    expect(takingCourses(courses).map((course) => course.course_code)).toEqual(['cs 2800', 'CS 3110']);
    expect(takingCredits(courses)).toBe(7);
  });
});

describe('previousTerms', () => {
  it('groups taken courses by term, newest first (Winter before Spring within a year), unknown terms last', () => {
    expect(previousTerms(courses)).toMatchObject([
      { term: 'Spring 2025', courses: 1, credits: 3 },
      { term: 'Winter 2025', courses: 1, credits: 3 },
      { term: 'Fall 2024', courses: 2, credits: 8 },
      { term: '', courses: 1, credits: 1 },
    ]);
  });

  it('is empty when nothing is taken', () => {
    expect(previousTerms(courses.filter((course) => course.status !== 'taken'))).toEqual([]);
  });
});
