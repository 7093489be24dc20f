// Credit from elsewhere as the student enters it, and where it counts, on a hand-worked plan: A (4 cr) + B (3 cr)
// taken here, and AP credit for a 4-credit course. GPA = (4 × 4 + 3 × 3) / 7 = 25 / 7 = 3.571… → 3.57; credits
// earned 4 + 3 + 4 = 11; attempted here 7. With 3 credits taking this term, 3.0 needs a term GPA of
// (3.0 × 10 − 25) / 3 = 1.666… → 1.67, which C- (1.7) reaches. Counted in the GPA (wrongly), the AP credit would
// change every one of these figures.
import { describe, expect, it } from 'vitest';
import { advise } from '../../../../src/lib/advisor/advise';
import type { AdvisorInput } from '../../../../src/lib/advisor/advisor-types';
import { creditFromElsewhereProblems } from '../../../../src/lib/grades/credit-from-elsewhere';
import { toPlanCourseView } from '../../../../src/lib/grades/plan-course-grades';
import type { PlanCourse } from '../../../../src/lib/plan';
import { achievements } from '../../../../src/lib/progress/achievements';
import { degreeProgress } from '../../../../src/lib/progress/degree-progress';
import { planCourse } from '../../advisor/plan-fixtures';

// As the data layer stores them: the AP credit taken, in no term, with its source.
const stored: PlanCourse[] = [
  planCourse({ course_code: 'CS 1110', credit: 4, term: 'Fall 2025', status: 'taken', grade: 'A' }),
  planCourse({ course_code: 'MATH 1110', credit: 3, term: 'Fall 2025', status: 'taken', grade: 'B' }),
  planCourse({ course_code: 'MATH 1910', credit: 4, term: '', status: 'taken', credit_source: 'ap', credit_note: 'AP Calculus BC, score 5' }),
];
const taking = planCourse({ course_code: 'CS 2110', credit: 3, term: 'Spring 2026', status: 'taking' });

const advisorInput = (courses: PlanCourse[]): AdvisorInput => ({
  profile: { first_name: 'Ada', expected_graduation: null },
  plan: { start_term: 'Fall', start_year: 2025, credit_load: 15, estimated_graduation: 'Spring 2029', program_name: 'Computer Science' },
  planCourses: courses.map(toPlanCourseView),
  catalog: null,
  tasks: [],
  now: new Date('2026-02-15T12:00:00Z'),
});

describe('credit from elsewhere counts in credits, never in the GPA', () => {
  it('in the figures the dashboard and the Graduation header show', () => {
    const degree = degreeProgress({ total_credits: 120, current_gpa: null }, stored);
    expect(degree.gpa).toBeCloseTo(25 / 7, 10);
    expect(degree).toMatchObject({ takenCredits: 11, creditsAttempted: 7, creditsFromElsewhere: 4 });
  });

  it('in the advisor’s answers', () => {
    expect(advise(advisorInput(stored), 'What is my GPA?').text).toContain('Your cumulative GPA is **3.57**, over 7 credits of letter grades.');
    expect(advise(advisorInput(stored), 'What is my GPA?').text).toContain(
      'Credits earned: **11** (7 credits attempted here, 4 credits from elsewhere, outside the GPA).',
    );
    expect(advise(advisorInput([...stored, taking]), 'What GPA do I need this term to reach 3.0?').text).toContain(
      'Your GPA is **3.57** over 7 credits. To reach 3.00 you need a term GPA of at least **1.67** over this term’s 3 credits (C- or better in every course gets there).',
    );
  });

  it('in the badges: the GPA badge from that GPA, and no term is complete by credit that has no term', () => {
    const gpa = degreeProgress({ total_credits: 120, current_gpa: null }, stored).gpa;
    const input = { tasks: [], plan: { created_at: '2025-08-01T00:00:00Z' }, gpa, now: new Date('2026-02-15T12:00:00Z'), zone: 'UTC' };
    const badges = (planCourses: PlanCourse[], minGpa: number) =>
      Object.fromEntries(achievements({ ...input, planCourses, minGpa }).map((badge) => [badge.id, badge]));
    expect(badges(stored, 3.5)['gpa-above-min']!.earned).toBe(true);
    expect(badges(stored, 3.6)['gpa-above-min']!.earned).toBe(false);
    // Only AP credit and a planned course: no term of the plan has been taken.
    const onlyCredit = [stored[2]!, planCourse({ course_code: 'CS 2110', credit: 3, term: 'Fall 2026', status: 'planned' })];
    expect(badges(onlyCredit, 2)['term-taken']).toMatchObject({ earned: false, left: '1 course of Fall 2026 still to take.' });
  });
});

describe('creditFromElsewhereProblems', () => {
  const entry = { source: 'ap' as const, courseId: 'course-1', countsToward: '', credits: 4, note: 'AP Calculus BC, score 5' };

  it('accepts a course or credits toward a requirement', () => {
    expect(creditFromElsewhereProblems(entry)).toEqual({});
    expect(creditFromElsewhereProblems({ ...entry, courseId: null, countsToward: 'Free electives', credits: 1.5 })).toEqual({});
  });

  it('says what is wrong, field by field', () => {
    expect(creditFromElsewhereProblems({ source: null, courseId: null, countsToward: ' ', credits: 0, note: 'x'.repeat(201) })).toEqual({
      source: 'Choose where the credit came from.',
      countsToward: 'Choose a course, or the requirement these credits count toward.',
      credits: 'Enter the credits: more than 0.',
      note: 'At most 200 characters; this is 201.',
    });
    expect(creditFromElsewhereProblems({ ...entry, credits: 31 }).credits).toBe('At most 30 credits.');
    expect(creditFromElsewhereProblems({ ...entry, credits: 1.25 }).credits).toBe('Credits come in whole or half credits (3 or 1.5).');
    expect(creditFromElsewhereProblems({ ...entry, credits: Number.NaN }).credits).toBe('Enter the credits: more than 0.');
  });
});
