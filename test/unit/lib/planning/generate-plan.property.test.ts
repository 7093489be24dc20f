// Property tests of the generator: on 1,000 random feasible programs every plan keeps every rule, and on
// 1,000 random programs of any kind the generator either returns a sound plan or throws PlanImpossibleError
// naming a course or requirement, never anything else. Both runs together take a few seconds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatePlan, PlanImpossibleError } from '../../../../src/lib/planning/generate-plan';
import type { Season } from '../../../../src/lib/catalog/terms';
import type { PlanInput } from '../../../../src/lib/planning/plan-types';
import { planViolations } from './plan-checker';
import { allOf, course, fromList } from './catalog-builder';
import { feasibleInput, wildInput } from './random-catalog';

describe('generatePlan properties', () => {
  it('plans every feasible program, keeping every rule, deterministically', () => {
    fc.assert(
      fc.property(feasibleInput, (input) => {
        const plan = generatePlan(input);
        expect(planViolations(input, plan)).toEqual([]);
        expect(generatePlan(structuredClone(input))).toEqual(plan);
      }),
      { numRuns: Number(process.env.PLAN_RUNS ?? 1000), seed: Number(process.env.PLAN_SEED ?? 14) },
    );
  });

  it('on any program returns a sound plan or throws PlanImpossibleError naming what is at fault', () => {
    let plans = 0;
    fc.assert(
      fc.property(wildInput, (input: PlanInput) => {
        let plan;
        try {
          plan = generatePlan(input);
        } catch (error) {
          expect(error).toBeInstanceOf(PlanImpossibleError);
          const named = (error as PlanImpossibleError).course ?? (error as PlanImpossibleError).requirement;
          expect(named).toBeTruthy();
          expect((error as Error).message).toContain(named);
          return;
        }
        plans++;
        expect(planViolations(input, plan)).toEqual([]);
      }),
      { numRuns: Number(process.env.PLAN_RUNS ?? 1000), seed: Number(process.env.PLAN_SEED ?? 14) + 27 },
    );
    expect(plans).toBeGreaterThan(300);
  });
});

describe('generatePlan on programs made impossible', () => {
  const breakers: { name: string; spoil: (input: PlanInput) => string }[] = [
    {
      name: 'a required course offered only in a season not taught',
      spoil(input) {
        const taught: Season[] = input.catalog.university.terms.length > 0 ? input.catalog.university.terms : ['Spring', 'Fall'];
        const untaught = (['Winter', 'Spring', 'Summer', 'Fall'] as const).find((season) => !taught.includes(season));
        input.catalog.university.terms = untaught ? [...taught] : ['Fall'];
        input.catalog.courses.push(course('X 900', 3, untaught ?? 'Spring'));
        // First in file order, so the generator meets it before anything the narrowed seasons may break.
        input.catalog.program.requirements.unshift(allOf('Broken', ['X 900']));
        return 'X 900';
      },
    },
    {
      name: 'a required course in a prerequisite cycle',
      spoil(input) {
        input.catalog.courses.push(course('X 901', 3, '', 'X 902'), course('X 902', 3, '', 'X 901'));
        input.catalog.program.requirements.unshift(allOf('Broken', ['X 901']));
        return 'X 901';
      },
    },
    {
      name: 'a list asking for more credits than it lists',
      spoil(input) {
        input.catalog.courses.push(course('X 903', 3));
        input.catalog.program.requirements.push(fromList('Broken', 4, ['X 903']));
        return 'Broken';
      },
    },
  ];
  for (const breaker of breakers) {
    it(`throws PlanImpossibleError naming it: ${breaker.name}`, () => {
      fc.assert(
        fc.property(feasibleInput, (input) => {
          const culprit = breaker.spoil(input);
          expect(() => generatePlan(input)).toThrow(PlanImpossibleError);
          expect(() => generatePlan(input)).toThrow(culprit);
        }),
        { numRuns: 200, seed: 7 },
      );
    });
  }
});
