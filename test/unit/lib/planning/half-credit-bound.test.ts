// The half-credit rule of the lower bound, on hand-worked catalogues (docs/degree-audit.md).
import { describe, expect, it } from 'vitest';
import { generatePlan } from '../../../../src/lib/planning/generate-plan';
import type { PlanInput } from '../../../../src/lib/planning/plan-types';
import { allOf, catalog, course } from './catalog-builder';

// 24 credits at 12 a term: two terms if they pack exactly. LAB 2 needs LAB 1, both half a credit, so they sit
// in different terms, each of which then totals x.5 and carries 11.5 at most: 23 < 24, a third term is needed.
const whole = [course('A 1', 4), course('A 2', 4), course('A 3', 4), course('A 4', 4), course('A 5', 4), course('A 6', 3)];
const input = (labTwoPrereq: string): PlanInput => {
  const courses = [...whole, course('LAB 1', 0.5), course('LAB 2', 0.5, '', labTwoPrereq)];
  return {
    catalog: catalog(courses, [
      allOf(
        'Core',
        courses.map((item) => item.course_code),
      ),
    ]),
    start: { season: 'Fall', year: 2026 },
    creditLoad: 12,
    kept: [],
  };
};

describe('lower bound: half credits in a chain', () => {
  it('counts the half credit each chained half-credit course leaves unused in its term', () => {
    const plan = generatePlan(input('LAB 1'));
    expect(plan.lowerBound).toBe(3);
    expect(plan.termsNeeded).toBe(3);
  });

  it('does not apply when the half-credit courses may share a term', () => {
    const plan = generatePlan(input(''));
    expect(plan).toMatchObject({ lowerBound: 2, termsNeeded: 2 });
  });

  it('lets each other half-credit course even out one of the chain’s terms', () => {
    // 24 credits again, four of them half a credit: LAB 1 with LAB 3 and LAB 2 with HALF 1 make both terms whole.
    const courses = [course('A 1', 4), course('A 2', 4), course('A 3', 4), course('A 4', 4), course('A 5', 3), course('A 6', 3)];
    courses.push(course('LAB 1', 0.5), course('LAB 2', 0.5, '', 'LAB 1'), course('LAB 3', 0.5), course('HALF 1', 0.5));
    const plan = generatePlan({
      ...input('LAB 1'),
      catalog: catalog(courses, [
        allOf(
          'Core',
          courses.map((item) => item.course_code),
        ),
      ]),
    });
    expect(plan).toMatchObject({ lowerBound: 2, termsNeeded: 2 });
  });
});
