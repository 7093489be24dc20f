// The embedded advisor's GPA answers, on hand-worked figures. Fall 2025: A (4 cr) + B+ (3) + P (1) + W (3):
// quality points 16 + 9.9 = 25.9 over 7 GPA credits = 3.70; P earns its credit, W is neither earned nor attempted.
// Spring 2026: B (3) + C (3) = 15 / 6 = 2.50. Cumulative 40.9 / 13 = 3.146… → 3.15; earned 4+3+1+3+3 = 14 here,
// plus 4 AP credits = 18. This term: 12 credits taking. Reaching 3.0 needs (3.0 × 25 − 40.9) / 12 = 2.841… → 2.85
// (B in every course); 3.5 needs (87.5 − 40.9) / 12 = 3.883… → 3.89 (A); 4.0 needs 4.925: not reachable.
import { describe, expect, it } from 'vitest';
import { advise } from '../../../../src/lib/advisor/advise';
import type { AdvisorInput, AdvisorPlanCourse } from '../../../../src/lib/advisor/advisor-types';

let next = 0;
const course = (
  code: string,
  credit: number,
  term: string,
  status: AdvisorPlanCourse['status'],
  extra: Partial<AdvisorPlanCourse> = {},
): AdvisorPlanCourse => ({
  id: `c${(next += 1)}`,
  course_code: code,
  credit,
  term,
  status,
  ...extra,
});

const graded: AdvisorPlanCourse[] = [
  course('CS 1110', 4, 'Fall 2025', 'taken', { grade: 'A' }),
  course('MATH 1110', 3, 'Fall 2025', 'taken', { grade: 'B+' }),
  course('FYS 1000', 1, 'Fall 2025', 'taken', { grade: 'P' }),
  course('PHYS 1112', 3, 'Fall 2025', 'taken', { grade: 'W' }),
  course('CS 2110', 3, 'Spring 2026', 'taken', { grade: 'B' }),
  course('MATH 1920', 3, 'Spring 2026', 'taken', { grade: 'C' }),
  course('MATH 1910', 4, '', 'taken', { creditSource: 'ap' }),
];
const taking = ['CS 2800', 'CS 3110', 'MATH 2210', 'WRIT 2010'].map((code) => course(code, 3, 'Fall 2026', 'taking'));

function input(planCourses: AdvisorPlanCourse[]): AdvisorInput {
  return {
    profile: { first_name: 'Ada', expected_graduation: null },
    plan: { start_term: 'Fall', start_year: 2025, credit_load: 15, estimated_graduation: 'Spring 2029', program_name: 'Computer Science' },
    planCourses,
    catalog: null,
    tasks: [],
    now: new Date('2026-09-15T12:00:00Z'),
  };
}

describe('the embedded advisor on GPA', () => {
  it('answers the cumulative and last term’s GPA and the credits, AP credit outside the GPA', () => {
    const answer = advise(input([...graded, ...taking]), 'What is my GPA?');
    expect(answer.intent).toBe('gpa');
    expect(answer.text).toContain('Your cumulative GPA is **3.15**, over 13 credits of letter grades.');
    expect(answer.text).toContain('Your last graded term, Spring 2026: **2.50**.');
    expect(answer.text).toContain('Credits earned: **18** (14 credits attempted here, 4 credits from elsewhere, outside the GPA).');
  });

  it('answers the term GPA needed for a target, with the lowest grade that gets there', () => {
    const three = advise(input([...graded, ...taking]), 'What GPA do I need this term to reach 3.0?');
    expect(three.intent).toBe('gpa');
    expect(three.text).toContain('you need a term GPA of at least **2.85** over this term’s 12 credits (B or better in every course gets there)');
    expect(advise(input([...graded, ...taking]), 'What GPA do I need this term to reach 3.5?').text).toContain('at least **3.89**');
  });

  it('says when a target is not reachable this term', () => {
    expect(advise(input([...graded, ...taking]), 'What GPA do I need this term to reach 4.0?').text).toContain('it is **not reachable this term**');
  });

  it('says when there are no grades yet, or no courses this term to change the GPA', () => {
    expect(advise(input(taking), 'What is my GPA?').text).toMatch(/^You have no grades that count in a GPA recorded yet/);
    expect(advise(input(graded), 'What GPA do I need this term to reach 3.0?').text).toMatch(/^You have no courses marked taking this term/);
  });
});
