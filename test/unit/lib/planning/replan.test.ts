// Re-planning a plan that already has a past: on 2026-11-28 (Fall 2026 under way) nothing is placed in a term
// that has ended or in Fall 2026, taken, taking and pinned courses stay, and the difference is listed first.
import { describe, expect, it } from 'vitest';
import type { GradedCourse } from '../../../../src/lib/grades/graded-course';
import { generatePlan } from '../../../../src/lib/planning/generate-plan';
import { replan, type ReplanInput } from '../../../../src/lib/planning/replan';
import { allOf, catalog, course, credits } from './catalog-builder';

const today = new Date(2026, 10, 28);
const cs = (code: string, credit: number, prereq = '', minGrade = '') => ({ ...course(code, credit, 'Fall, Spring', prereq), min_grade_req: minGrade });
const program = catalog(
  [
    cs('CS 1110', 4, '', 'C'),
    cs('CS 2110', 4, 'CS 1110'),
    cs('CS 3110', 4, 'CS 2110'),
    course('MATH 1910', 4),
    course('MATH 1920', 4, '', 'MATH 1910'),
    course('HIST 1000', 3),
    course('ART 1000', 3),
    course('PHYS 1000', 4),
  ],
  [allOf('Core', ['CS 1110', 'CS 2110', 'CS 3110', 'MATH 1910', 'MATH 1920']), credits('Free electives', 6)],
  ['Spring', 'Summer', 'Fall'],
);
const at = (courseCode: string, credits: number, term: string, status: GradedCourse['status'], extra: Partial<GradedCourse> = {}): GradedCourse => ({
  courseCode,
  credits,
  term,
  status,
  ...extra,
});

// Started Fall 2024; two planned courses were left in terms that have since ended.
const history: GradedCourse[] = [
  at('CS 1110', 4, 'Fall 2024', 'taken', { grade: 'A' }),
  at('MATH 1910', 4, 'Fall 2024', 'taken', { grade: 'B' }),
  at('CS 2110', 4, 'Spring 2025', 'planned'),
  at('MATH 1920', 4, 'Fall 2025', 'planned'),
  at('HIST 1000', 3, 'Fall 2026', 'taking'),
  at('ART 1000', 3, 'Spring 2028', 'planned', { pinned: true }),
  at('PHYS 1000', 4, 'Fall 2027', 'planned'),
];
const input = (courses: GradedCourse[]): ReplanInput => ({ catalog: program, start: { season: 'Fall', year: 2024 }, creditLoad: 12, today, courses });
const placedTerms = (result: ReturnType<typeof replan>) => result.generated.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`);

describe('replan', () => {
  it('places nothing in Fall 2024 to Fall 2026, keeps the pinned course in its term and lists every change', () => {
    const result = replan(input(history));
    expect(result.now).toEqual({ season: 'Fall', year: 2026 });
    expect(placedTerms(result)).toEqual(['Spring 2027: CS 2110', 'Spring 2027: MATH 1920', 'Fall 2027: CS 3110']);
    expect(result.changes.moves).toEqual([
      { courseCode: 'CS 2110', from: 'Spring 2025', to: 'Spring 2027' },
      { courseCode: 'MATH 1920', from: 'Fall 2025', to: 'Spring 2027' },
    ]);
    expect(result.changes.added).toEqual([{ courseCode: 'CS 3110', term: 'Fall 2027' }]);
    // HIST 1000 and ART 1000 fill the free electives, so PHYS 1000 is no longer needed.
    expect(result.changes.removed.map((item) => item.courseCode)).toEqual(['PHYS 1000']);
    expect(result.changes.stay.map((item) => `${item.term}: ${item.courseCode}`)).toEqual([
      'Fall 2024: CS 1110',
      'Fall 2024: MATH 1910',
      'Fall 2026: HIST 1000',
      'Spring 2028: ART 1000',
    ]);
    expect(result.changes.notFit).toEqual([]);
    // Fall 2024 .. Spring 2028 with Spring, Summer and Fall taught: 11 terms, ending with the pinned course.
    expect(result.generated).toMatchObject({ estimatedGraduation: 'Spring 2028', termsNeeded: 11 });
  });

  it('moves a pinned course out of a term that has ended or is under way, and says why', () => {
    const result = replan(
      input([
        ...history.slice(0, 5),
        at('ART 1000', 3, 'Spring 2026', 'planned', { pinned: true }),
        at('PHYS 1000', 4, 'Fall 2026', 'planned', { pinned: true }),
      ]),
    );
    expect(result.changes.notFit.map(({ course: item, reason }) => `${item.courseCode}: ${reason}`)).toEqual([
      'ART 1000: Spring 2026 has ended; mark ART 1000 taken if you took it.',
      'PHYS 1000: Fall 2026 is under way and holds only courses you are taking; mark PHYS 1000 taking if you are.',
    ]);
    expect(result.generated.placed.every(({ term }) => !['Spring 2026', 'Fall 2026'].includes(term))).toBe(true);
    expect(result.changes.moves.map((move) => move.courseCode)).toContain('ART 1000');
  });

  it('moves a pinned course whose prerequisite cannot come before it, and says why', () => {
    // CS 3110 pinned in Spring 2027, the first open term; CS 2110, which it needs, is still only planned.
    const pinnedEarly = at('CS 3110', 4, 'Spring 2027', 'planned', { pinned: true });
    const result = replan(input([...history, pinnedEarly]));
    expect(result.changes.notFit.map(({ course: item, reason }) => `${item.courseCode}: ${reason}`)).toEqual([
      'CS 3110: CS 3110 needs CS 2110 in an earlier term, which cannot come before Spring 2027.',
    ]);
    expect(result.changes.moves).toContainEqual({ courseCode: 'CS 3110', from: 'Spring 2027', to: 'Fall 2027' });
    expect(result.changes.stay).not.toContain(pinnedEarly);
    expect(placedTerms(result)).toContain('Spring 2027: CS 2110');
  });

  it('takes a course again when its grade is below the minimum, before what needs it', () => {
    // CS 1110 asks for at least C; a D does not count, so CS 1110, CS 2110 and CS 3110 follow one another.
    const result = replan(input([at('CS 1110', 4, 'Fall 2024', 'taken', { grade: 'D' }), ...history.slice(1)]));
    expect(placedTerms(result)).toEqual(['Spring 2027: CS 1110', 'Spring 2027: MATH 1920', 'Fall 2027: CS 2110', 'Spring 2028: CS 3110']);
    expect(result.changes.added).toEqual([
      { courseCode: 'CS 1110', term: 'Spring 2027' },
      { courseCode: 'CS 3110', term: 'Spring 2028' },
    ]);
  });

  it('counts credit from elsewhere as taken and passed, with no term', () => {
    const ap = at('MATH 1910', 4, '', 'planned', { creditSource: 'ap' });
    const result = replan(input([history[0]!, ap, ...history.slice(2)]));
    expect(placedTerms(result)).toContain('Spring 2027: MATH 1920');
    expect(result.changes.stay).toContain(ap);
    expect(result.generated.placed.map(({ course: item }) => item.course_code)).not.toContain('MATH 1910');
  });
});

describe('generatePlan with a past', () => {
  const chain = catalog(
    [cs('CS 1110', 4), cs('CS 2110', 4, 'CS 1110'), course('HIST 1000', 3), course('ART 1000', 3)],
    [allOf('Core', ['CS 1110', 'CS 2110', 'HIST 1000', 'ART 1000'])],
  );

  it('never puts a course in the same term as a taken prerequisite', () => {
    const plan = generatePlan({
      catalog: chain,
      start: { season: 'Fall', year: 2026 },
      creditLoad: 15,
      kept: [{ code: 'CS 1110', status: 'taken', term: 'Fall 2026' }],
    });
    expect(plan.placed.find(({ course: item }) => item.course_code === 'CS 2110')?.term).toBe('Spring 2027');
  });

  it('counts the credits of courses being taken against their term', () => {
    // 12 credits: CS 1110 (4) being taken leaves room for HIST 1000 and ART 1000 (6), not CS 2110 too.
    const plan = generatePlan({
      catalog: chain,
      start: { season: 'Fall', year: 2026 },
      creditLoad: 12,
      kept: [
        { code: 'HIST 1000', status: 'taking', term: 'Fall 2026' },
        { code: 'ART 1000', status: 'taking', term: 'Fall 2026' },
      ],
    });
    expect(plan.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`)).toEqual(['Fall 2026: CS 1110', 'Spring 2027: CS 2110']);
    const full = generatePlan({
      catalog: chain,
      start: { season: 'Fall', year: 2026 },
      creditLoad: 8,
      kept: [
        { code: 'HIST 1000', status: 'taking', term: 'Fall 2026' },
        { code: 'ART 1000', status: 'taking', term: 'Fall 2026' },
      ],
    });
    expect(full.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`)).toEqual(['Spring 2027: CS 1110', 'Fall 2027: CS 2110']);
  });

  it('starts after the term under way, and counts terms and the bound from the start', () => {
    const plan = generatePlan({ catalog: chain, start: { season: 'Fall', year: 2025 }, creditLoad: 15, kept: [], now: { season: 'Fall', year: 2026 } });
    expect(plan.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`)).toEqual([
      'Spring 2027: ART 1000',
      'Spring 2027: CS 1110',
      'Spring 2027: HIST 1000',
      'Fall 2027: CS 2110',
    ]);
    // Fall 2025, Spring 2026, Fall 2026, Spring 2027, Fall 2027.
    expect(plan).toMatchObject({ termsNeeded: 5, lowerBound: 5, estimatedGraduation: 'Fall 2027' });
  });
});
