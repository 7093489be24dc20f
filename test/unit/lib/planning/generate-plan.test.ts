import { describe, expect, it } from 'vitest';
import { generatePlan, PlanImpossibleError } from '../../../../src/lib/planning/generate-plan';
import type { PlanInput } from '../../../../src/lib/planning/plan-types';
import { allOf, catalog, course, credits, fromList } from './catalog-builder';

const fall2026 = { season: 'Fall', year: 2026 } as const;
const terms = (input: PlanInput) => generatePlan(input).placed.map((placed) => `${placed.term}: ${placed.course.course_code}`);

function impossible(input: PlanInput): PlanImpossibleError {
  try {
    generatePlan(input);
  } catch (error) {
    if (error instanceof PlanImpossibleError) return error;
    throw error;
  }
  throw new Error('expected PlanImpossibleError');
}

describe('generatePlan', () => {
  it('places a prerequisite chain in successive taught terms, each where it is offered', () => {
    const input: PlanInput = {
      catalog: catalog(
        [course('CS 1110', 4, 'Fall'), course('CS 2110', 4, 'Spring', 'CS 1110'), course('CS 3110', 4, 'Fall, Spring', 'cs  2110')],
        [allOf('Core', ['CS 3110', 'CS 2110', 'CS 1110'])],
      ),
      start: fall2026,
      creditLoad: 0,
      kept: [],
    };
    const plan = generatePlan(input);
    expect(terms(input)).toEqual(['Fall 2026: CS 1110', 'Spring 2027: CS 2110', 'Fall 2027: CS 3110']);
    expect(plan).toMatchObject({ termsNeeded: 3, lowerBound: 3, estimatedGraduation: 'Fall 2027' });
  });

  it('starts at the next taught term and skips untaught seasons', () => {
    const input: PlanInput = {
      catalog: catalog([course('A 1', 3), course('A 2', 3, '', 'A 1')], [allOf('Core', ['A 1', 'A 2'])], ['Fall']),
      start: { season: 'Spring', year: 2027 },
      creditLoad: 15,
      kept: [],
    };
    expect(terms(input)).toEqual(['Fall 2027: A 1', 'Fall 2028: A 2']);
    expect(generatePlan(input).termsNeeded).toBe(2);
  });

  it('never places kept taken or taking courses, and counts a taking course only after its term', () => {
    const input: PlanInput = {
      catalog: catalog(
        [course('A 1', 3), course('A 2', 3, '', 'A 1'), course('B 1', 3), course('B 2', 3, '', 'B 1')],
        [allOf('Core', ['A 1', 'A 2', 'B 1', 'B 2'])],
      ),
      start: fall2026,
      creditLoad: 15,
      kept: [
        { code: 'a 1', status: 'taken', term: 'Spring 2026' },
        { code: 'B 1', status: 'taking', term: 'Spring 2027' },
        { code: 'A 2', status: 'planned', term: 'Fall 2030' },
      ],
    };
    expect(terms(input)).toEqual(['Fall 2026: A 2', 'Fall 2027: B 2']);
  });

  it('counts a taking course without a term as done after the start term, and as a corequisite from it', () => {
    const input: PlanInput = {
      catalog: catalog([course('A 1', 3), course('A 2', 3, '', 'A 1'), course('L 1', 1, '', '', 'A 1')], [allOf('Core', ['A 2', 'L 1'])]),
      start: fall2026,
      creditLoad: 15,
      kept: [{ code: 'A 1', status: 'taking', term: '' }],
    };
    expect(terms(input)).toEqual(['Fall 2026: L 1', 'Spring 2027: A 2']);
  });

  it('keeps to the load, except for a single course larger than it', () => {
    const input: PlanInput = {
      catalog: catalog([course('A 1', 4), course('A 2', 4), course('A 3', 4), course('BIG 1', 20)], [allOf('Core', ['A 1', 'A 2', 'A 3', 'BIG 1'])]),
      start: fall2026,
      creditLoad: 8,
      kept: [],
    };
    const plan = generatePlan(input);
    const perTerm = new Map<string, number[]>();
    for (const placed of plan.placed) perTerm.set(placed.term, [...(perTerm.get(placed.term) ?? []), placed.course.course_credit]);
    for (const creditsOfTerm of perTerm.values()) expect(creditsOfTerm.length === 1 || creditsOfTerm.reduce((a, b) => a + b) <= 8).toBe(true);
    expect(plan.termsNeeded).toBe(3);
    expect(plan.lowerBound).toBe(3);
  });

  it('puts a corequisite in the same term or earlier, and mutual corequisites together', () => {
    const input: PlanInput = {
      catalog: catalog(
        [
          course('LAB 1', 1, 'Fall', '', 'PHYS 1'),
          course('PHYS 1', 4, 'Fall', '', 'LAB 1'),
          course('PHYS 2', 4, '', 'PHYS 1', 'LAB 2'),
          course('LAB 2', 1, 'Spring'),
        ],
        [allOf('Physics', ['PHYS 2'])],
      ),
      start: { season: 'Spring', year: 2027 },
      creditLoad: 15,
      kept: [],
    };
    expect(terms(input)).toEqual(['Spring 2027: LAB 2', 'Fall 2027: LAB 1', 'Fall 2027: PHYS 1', 'Spring 2028: PHYS 2']);
  });

  it('adds the prerequisites a chosen course needs, taking the cheapest option of an or', () => {
    const input: PlanInput = {
      catalog: catalog(
        [course('CS 1', 3), course('MATH 1', 3), course('MATH 2', 4, '', 'MATH 1'), course('MATH 9', 3), course('CS 2', 3, '', 'CS 1 and (MATH 2 or MATH 9)')],
        [allOf('Core', ['CS 2', 'MATH 1'])],
      ),
      start: fall2026,
      creditLoad: 15,
      kept: [],
    };
    expect(terms(input)).toEqual(['Fall 2026: CS 1', 'Fall 2026: MATH 1', 'Fall 2026: MATH 9', 'Spring 2027: CS 2']);
  });

  it('chooses electives that add the least late work, and fills free credits from courses no list claims', () => {
    const input: PlanInput = {
      catalog: catalog(
        [
          course('CS 1', 3),
          course('CS 2', 3, '', 'CS 1'),
          course('CS 3', 3, '', 'CS 2'),
          course('CS 40', 3, '', 'CS 3'),
          course('CS 41', 3, '', 'CS 1'),
          course('CS 42', 3),
          course('ART 1', 3),
          course('ART 2', 3),
        ],
        [allOf('Core', ['CS 1', 'CS 2']), fromList('Technical electives', 6, ['CS 40', 'CS 41', 'CS 42']), credits('Free electives', 3)],
      ),
      start: fall2026,
      creditLoad: 15,
      kept: [],
    };
    const plan = generatePlan(input);
    expect(plan.placed.map((placed) => placed.course.course_code).sort()).toEqual(['ART 1', 'CS 1', 'CS 2', 'CS 41', 'CS 42']);
    expect(plan.termsNeeded).toBe(2);
  });

  it('is deterministic', () => {
    const input: PlanInput = {
      catalog: catalog([course('B 1', 3), course('A 1', 3), course('C 1', 3, '', 'A 1 or B 1')], [credits('Free', 9)]),
      start: fall2026,
      creditLoad: 6,
      kept: [],
    };
    expect(generatePlan(input)).toEqual(generatePlan(structuredClone(input)));
  });

  it('gives the last kept term, or the start term, when nothing is left', () => {
    const base = { catalog: catalog([course('A 1', 3)], [allOf('Core', ['A 1'])]), start: fall2026, creditLoad: 15 };
    expect(generatePlan({ ...base, kept: [{ code: 'A 1', status: 'taken', term: 'Spring 2026' }] })).toEqual({
      placed: [],
      termsNeeded: 0,
      lowerBound: 0,
      estimatedGraduation: 'Spring 2026',
      unpinned: [],
    });
    expect(generatePlan({ ...base, kept: [{ code: 'A 1', status: 'taken', term: '' }] }).estimatedGraduation).toBe('Fall 2026');
  });

  describe('impossible input', () => {
    const base = { start: fall2026, creditLoad: 15, kept: [] };

    it('a required course offered only in a season the university does not teach', () => {
      const error = impossible({ ...base, catalog: catalog([course('CS 1', 3, 'Summer')], [allOf('Core', ['CS 1'])]) });
      expect(error.course).toBe('CS 1');
      expect(error.message).toBe('CS 1 can never be taken: it is offered only in Summer, which Northfield State University does not teach.');
    });

    it('a prerequisite that can never be met', () => {
      const error = impossible({ ...base, catalog: catalog([course('CS 1', 3, 'Winter'), course('CS 2', 3, '', 'CS 1')], [allOf('Core', ['CS 2'])]) });
      expect(error.course).toBe('CS 2');
      expect(error.message).toContain('it needs CS 1, which is offered only in Winter');
    });

    it('a requisite cycle', () => {
      const error = impossible({ ...base, catalog: catalog([course('CS 1', 3, '', 'CS 2'), course('CS 2', 3, '', 'CS 1')], [allOf('Core', ['CS 1'])]) });
      expect(error.message).toBe('CS 1 can never be taken: its requisites form a cycle (CS 1 → CS 2 → CS 1).');
    });

    it('a list with too few credits', () => {
      const error = impossible({ ...base, catalog: catalog([course('CS 1', 3), course('CS 2', 3)], [fromList('Technical electives', 9, ['CS 1', 'CS 2'])]) });
      expect(error.requirement).toBe('Technical electives');
      expect(error.message).toBe('Technical electives needs 9 credits, but its courses add up to only 6.');
    });

    it('too few courses for free credits', () => {
      const error = impossible({ ...base, catalog: catalog([course('CS 1', 3)], [credits('Free electives', 6)]) });
      expect(error.message).toContain('Free electives needs 6 credits');
    });

    it('corequisites that can never share a term', () => {
      const error = impossible({
        ...base,
        catalog: catalog([course('A 1', 3, 'Fall', '', 'B 1'), course('B 1', 3, 'Spring', '', 'A 1')], [allOf('Core', ['A 1'])]),
      });
      expect(error.course).toBe('A 1');
    });

    it('a load below one credit', () => {
      expect(() => generatePlan({ ...base, creditLoad: -3, catalog: catalog([course('A 1', 3)], [allOf('Core', ['A 1'])]) })).toThrow(PlanImpossibleError);
      expect(() => generatePlan({ ...base, creditLoad: Number.NaN, catalog: catalog([course('A 1', 3)], [allOf('Core', ['A 1'])]) })).toThrow(
        'Credits per term',
      );
    });
  });
});

describe('generatePlan with a pinned course', () => {
  it('lets go of a pin in the first term when its prerequisite cannot come before it, and places it after', () => {
    const plan = generatePlan({
      catalog: catalog([course('A 1', 3), course('B 1', 3, '', 'A 1')], [allOf('Core', ['A 1', 'B 1'])]),
      start: fall2026,
      creditLoad: 15,
      kept: [],
      pinned: [{ code: 'B 1', term: 'Fall 2026' }],
    });
    expect(plan.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`)).toEqual(['Fall 2026: A 1', 'Spring 2027: B 1']);
    expect(plan.unpinned).toEqual([{ code: 'B 1', reason: 'B 1 needs A 1 in an earlier term, which cannot come before Fall 2026.' }]);
    expect(plan).toMatchObject({ termsNeeded: 2, lowerBound: 2 });
  });

  it('places what a pinned course needs before it, ahead of a course with a longer tail', () => {
    // 3 credits a term. C 1 pinned in Spring 2027 needs B 1 in Fall 2026; D 1 heads a three-term chain, so by
    // tail alone it would take Fall 2026 and push B 1 to Spring 2027 beside C 1.
    const chain = catalog(
      [course('B 1', 3), course('C 1', 3, '', 'B 1'), course('D 1', 3), course('E 1', 3, '', 'D 1'), course('F 1', 3, '', 'E 1')],
      [allOf('Core', ['B 1', 'C 1', 'D 1', 'E 1', 'F 1'])],
    );
    const plan = generatePlan({ catalog: chain, start: fall2026, creditLoad: 3, kept: [], pinned: [{ code: 'C 1', term: 'Spring 2027' }] });
    expect(plan.placed.map(({ course: item, term }) => `${term}: ${item.course_code}`)).toEqual([
      'Fall 2026: B 1',
      'Fall 2027: D 1',
      'Spring 2028: E 1',
      'Fall 2028: F 1',
    ]);
    expect(plan.unpinned).toEqual([]);
  });
});
