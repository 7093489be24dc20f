// The seeded bench programs (bench/plan/programs.ts) on which term-by-term packing under the first priority
// rules ended two terms past the bound: the generator now ends within one term of it, keeping every rule.
import { describe, expect, it } from 'vitest';
import { benchProgram } from '../../../../bench/plan/programs';
import { generatePlan } from '../../../../src/lib/planning/generate-plan';
import { planViolations } from './plan-checker';

const cases = [
  { size: 300, seed: 10, load: 12 },
  { size: 300, seed: 14, load: 18 },
  { size: 300, seed: 19, load: 18 },
  { size: 300, seed: 26, load: 18 },
];

describe('generatePlan on seeded bench programs', () => {
  for (const { size, seed, load } of cases) {
    it(`${size} courses, seed ${seed}, ${load} credits a term: within one term of the bound`, () => {
      const input = { ...benchProgram(size, seed), creditLoad: load };
      const plan = generatePlan(input);
      expect(plan.termsNeeded - plan.lowerBound).toBeLessThanOrEqual(1);
      expect(planViolations(input, plan)).toEqual([]);
    });
  }
});
