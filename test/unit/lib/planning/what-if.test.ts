// What-if on a hand-made university with two programs that share courses. Today is 2026-11-28: Fall 2026 is
// under way, so both plans start in Spring 2027 with 8 credits a term. The answers are worked by hand below.
import { describe, expect, it } from 'vitest';
import type { GradedCourse } from '../../../../src/lib/grades/graded-course';
import type { ProgramCatalog } from '../../../../src/lib/planning/plan-types';
import { whatIf, type ProjectedPlan, type WhatIfInput } from '../../../../src/lib/planning/what-if';
import { allOf, catalog, course, credits, fromList } from './catalog-builder';

const fs = (code: string, credit: number, prereq = '') => course(code, credit, 'Fall, Spring', prereq);
const courses = [
  fs('CS 1', 4),
  fs('CS 2', 4, 'CS 1'),
  fs('CS 3', 4, 'CS 2'),
  fs('MATH 1', 4),
  fs('MATH 2', 4, 'MATH 1'),
  fs('MATH 3', 4, 'MATH 2'),
  fs('HIST 1', 3),
  fs('ART 1', 3),
];
// Computer Science: CS 1–3 and MATH 1 (16 credits), 3 free-elective credits.
const computing = catalog(courses, [allOf('Core', ['CS 1', 'CS 2', 'CS 3', 'MATH 1']), credits('Free electives', 3)]);
// Mathematics: MATH 1–3 (12 credits) and 4 programming credits from CS 1 or CS 2; no free electives.
const mathematics: ProgramCatalog = {
  ...catalog(courses, [allOf('Core', ['MATH 1', 'MATH 2', 'MATH 3']), fromList('Programming', 4, ['CS 1', 'CS 2'])]),
  program: {
    id: 'p2',
    university: 'u1',
    program_name: 'Mathematics',
    degree: 'BS',
    total_credits: 120,
    min_gpa: null,
    requirements: [allOf('Core', ['MATH 1', 'MATH 2', 'MATH 3']), fromList('Programming', 4, ['CS 1', 'CS 2'])],
  },
};

const at = (courseCode: string, credits: number, term: string, status: GradedCourse['status'], extra: Partial<GradedCourse> = {}): GradedCourse => ({
  courseCode,
  credits,
  term,
  status,
  ...extra,
});
const record: GradedCourse[] = [
  at('MATH 1', 4, '', 'taken', { creditSource: 'ap' }),
  at('CS 1', 4, 'Fall 2025', 'taken', { grade: 'A' }),
  at('HIST 1', 3, 'Spring 2026', 'taken', { grade: 'B' }),
  // An F earns nothing: not done, in neither program.
  at('ART 1', 3, 'Spring 2026', 'taken', { grade: 'F' }),
  at('CS 2', 4, 'Fall 2026', 'taking'),
  at('CS 3', 4, 'Spring 2027', 'planned'),
];
const input = (plan: GradedCourse[]): WhatIfInput => ({
  current: computing,
  other: mathematics,
  start: { season: 'Fall', year: 2025 },
  creditLoad: 8,
  today: new Date(2026, 10, 28),
  courses: plan,
});
const codes = (list: { courseCode: string }[]) => list.map((item) => item.courseCode);
const planned = (plan: ProjectedPlan) => {
  if (!plan.ok) throw new Error(plan.problem);
  return plan;
};

describe('whatIf', () => {
  const result = whatIf(input(record));

  it('counts what the student has done once: credit from elsewhere, passed and taking courses (15 credits)', () => {
    expect(codes(result.done)).toEqual(['MATH 1', 'CS 1', 'HIST 1', 'CS 2']);
    expect(result.doneCredits).toBe(15);
  });

  it('carries everything over in the current program and leaves only CS 3 open', () => {
    // MATH 1, CS 1 and CS 2 are Core; HIST 1 fills the 3 free-elective credits.
    expect(result.current.carryOver).toMatchObject({ carriedCredits: 15, notCarriedCredits: 0 });
    expect(result.current.openRequirements).toEqual([{ category: 'Core', creditsRequired: 16, creditsRemaining: 4 }]);
    // CS 3 needs CS 2, taken this term: Spring 2027, the only term left.
    expect(planned(result.current.plan)).toMatchObject({ termsLeft: 1, projectedGraduation: 'Spring 2027' });
  });

  it('carries 8 of the 15 credits over to Mathematics and adds two terms of mathematics', () => {
    // MATH 1 is Core; CS 1 fills Programming, so CS 2 finds it full; HIST 1 has no requirement and there is no pool.
    expect(result.other.carryOver).toMatchObject({ carriedCredits: 8, notCarriedCredits: 7 });
    expect(codes(result.other.carryOver.carried)).toEqual(['MATH 1', 'CS 1']);
    expect(codes(result.other.carryOver.notCarried)).toEqual(['HIST 1', 'CS 2']);
    expect(result.other.openRequirements).toEqual([{ category: 'Core', creditsRequired: 12, creditsRemaining: 8 }]);
    const other = planned(result.other.plan);
    // MATH 2 in Spring 2027, MATH 3 after it in Fall 2027; the planned CS 3 is no longer needed.
    expect(other).toMatchObject({ termsLeft: 2, projectedGraduation: 'Fall 2027' });
    expect(other.replan.generated.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`)).toEqual(['Spring 2027: MATH 2', 'Fall 2027: MATH 3']);
    expect(codes(other.replan.changes.removed)).toEqual(['CS 3']);
    // Taken and taking courses stay where they are, grades and all.
    expect(other.replan.changes.stay).toEqual(expect.arrayContaining([record[1], record[2], record[3], record[4]]));
  });

  it('keeps a pin the other program names and lets go of one it does not, saying why', () => {
    const pinned = [
      ...record.slice(0, 5),
      at('CS 3', 4, 'Spring 2027', 'planned', { pinned: true }),
      at('MATH 2', 4, 'Fall 2027', 'planned', { pinned: true }),
    ];
    const other = planned(whatIf(input(pinned)).other.plan);
    expect(other.replan.changes.stay).toContainEqual(pinned[6]);
    expect(other.replan.generated.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`)).toEqual(['Spring 2028: MATH 3']);
    expect(codes(other.replan.changes.removed)).toEqual(['CS 3']);
    expect(other.replan.changes.notFit.map(({ course: item, reason }) => `${item.courseCode}: ${reason}`)).toEqual([
      'CS 3: Mathematics does not list it among its requirements.',
    ]);
    // The current program keeps both pins, as Update plan would.
    const current = planned(whatIf(input(pinned)).current.plan);
    expect(current.replan.changes.notFit).toEqual([]);
    expect(codes(current.replan.changes.stay)).toEqual(expect.arrayContaining(['CS 3', 'MATH 2']));
  });

  it('counts credits with no course behind them toward the requirement the student named, each entry on its own', () => {
    // Two transfer entries, 4 and 3 credits, both said to count toward Programming; and MATH 1 by AP.
    const transfer = (credits: number) => at('Transfer credit', credits, '', 'taken', { creditSource: 'transfer', countsToward: 'Programming' });
    const result = whatIf(input([at('MATH 1', 4, '', 'taken', { creditSource: 'ap' }), transfer(4), transfer(3)]));
    // Both entries count (one code, two entries): 4 + 4 + 3.
    expect(codes(result.done)).toEqual(['MATH 1', 'Transfer credit', 'Transfer credit']);
    expect(result.doneCredits).toBe(11);
    // Mathematics has Programming (4 credits): the first entry fills it, the second finds it full.
    expect(result.other.carryOver).toMatchObject({ carriedCredits: 8, notCarriedCredits: 3 });
    expect(result.other.openRequirements).toEqual([{ category: 'Core', creditsRequired: 12, creditsRemaining: 8 }]);
    // Computer Science has no Programming: the entries go to its 3 free-elective credits, where one fits.
    expect(result.current.carryOver).toMatchObject({ carriedCredits: 8, notCarriedCredits: 3 });
    expect(result.current.openRequirements).toEqual([{ category: 'Core', creditsRequired: 16, creditsRemaining: 12 }]);
  });

  it('changes nothing it is given', () => {
    const copy = structuredClone(record);
    whatIf(input(copy));
    expect(copy).toEqual(record);
  });

  it('says why when the other program cannot be planned', () => {
    const impossible: ProgramCatalog = { ...mathematics, program: { ...mathematics.program, requirements: [fromList('Programming', 12, ['CS 1', 'CS 2'])] } };
    expect(whatIf({ ...input(record), other: impossible }).other.plan).toEqual({
      ok: false,
      problem: 'Programming needs 12 credits, but its courses add up to only 8.',
    });
  });

  it('refuses a program of another university', () => {
    const elsewhere = { ...mathematics, university: { ...mathematics.university, id: 'u2' } };
    expect(() => whatIf({ ...input(record), other: elsewhere })).toThrow('one university');
  });
});
