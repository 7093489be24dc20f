// The weekly plan generator over many generated inputs: every plan obeys the rules in plan-checker.ts,
// the same input always gives the same plan, and plans for different weeks, titles or topics differ.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateWeeklyPlan } from '../../../../src/lib/study/generate-weekly-plan';
import { extractTopics, plainText } from '../../../../src/lib/study/plan-topics';
import { inputArb } from './input-arbitrary';
import { checkPlan } from './plan-checker';

describe('generateWeeklyPlan over generated inputs', () => {
  it('obeys the plan rules and is deterministic', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const plan = generateWeeklyPlan(input);
        checkPlan(input, plan);
        expect(generateWeeklyPlan(structuredClone(input))).toEqual(plan);
      }),
      { numRuns: 400 },
    );
  }, 120_000);

  it('gives every deadline due Tuesday to Sunday a prep block on an earlier day when the budget allows', () => {
    fc.assert(
      fc.property(inputArb, fc.integer({ min: 3, max: 40 }), (input, weeklyHours) => {
        const plan = generateWeeklyPlan({ ...input, weeklyHours });
        for (const deadline of input.deadlines) {
          const day = Math.round((Date.parse(deadline.dueAt.slice(0, 10)) - Date.parse(input.weekOf)) / 86_400_000);
          if (day < 1 || day > 6) continue;
          expect(plan.blocks.some((block) => block.day < day && block.focus.includes(deadline.title))).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  }, 120_000);

  it('writes different plans for different titles, weeks or topics', () => {
    fc.assert(
      fc.property(inputArb, inputArb, (first, second) => {
        const differs =
          plainText(first.title) !== plainText(second.title) ||
          first.weekOf !== second.weekOf ||
          extractTopics(first.description).join('\n') !== extractTopics(second.description).join('\n');
        fc.pre(differs);
        expect(generateWeeklyPlan(first).markdown).not.toBe(generateWeeklyPlan(second).markdown);
      }),
      { numRuns: 200 },
    );
  }, 120_000);
});
