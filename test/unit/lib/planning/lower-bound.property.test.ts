// The reported lower bound is a true lower bound: on small random programs, an exhaustive search over every
// way of placing the plan's courses finds none that ends in fewer terms than the bound. The search is written
// from the rules (offerings, prerequisites before, corequisites by the same term, the load with a lone course
// allowed above it), not from the generator; it ignores credits kept courses put in a term, which only makes
// more placements possible, so the check is the stricter for it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codeKey } from '../../../../src/lib/catalog/course-code';
import { isSatisfied, parseRequisites, type Requisite } from '../../../../src/lib/catalog/requisites';
import { parseTerm, SEASONS, termFromIndex, termIndex, type Season } from '../../../../src/lib/catalog/terms';
import { generatePlan } from '../../../../src/lib/planning/generate-plan';
import type { PlanInput } from '../../../../src/lib/planning/plan-types';
import { feasibleInput } from './random-catalog';

// Small enough for the exhaustive search to stay well under a second per program.
const MAX_COURSES = 6;
const MAX_TERMS = 6;

/** Whether the plan's courses fit in the first `terms` taught terms from the start. */
function fitsIn(input: PlanInput, codes: string[], terms: number): boolean {
  const taught: Season[] = input.catalog.university.terms.length > 0 ? input.catalog.university.terms : ['Spring', 'Fall'];
  const load = input.creditLoad === 0 ? 15 : input.creditLoad;
  const slots: number[] = [];
  for (let index = termIndex(input.start); slots.length < terms; index++) if (taught.includes(termFromIndex(index).season)) slots.push(index);
  const catalog = new Map(input.catalog.courses.map((item) => [codeKey(item.course_code), item]));
  // Term index from which a kept course counts; taken without a term counts always.
  const keptFrom = new Map<string, number>();
  for (const item of input.kept.filter((entry) => entry.status !== 'planned')) {
    const term = parseTerm(item.term);
    const from = term ? termIndex(term) : item.status === 'taken' ? -Infinity : termIndex(input.start);
    keptFrom.set(codeKey(item.code), Math.min(from, keptFrom.get(codeKey(item.code)) ?? Infinity));
  }
  const courses = codes.map((code) => {
    const item = catalog.get(code)!;
    const offered = SEASONS.filter((season) => new RegExp(`\\b${season}\\b`, 'i').test(item.course_offered));
    return {
      code,
      credit: item.course_credit,
      offered: offered.length > 0 ? offered : taught,
      prereq: parseRequisites(item.course_prereq),
      coreq: parseRequisites(item.course_coreq),
    };
  });
  const at = new Map<string, number>();
  // Unplaced plan courses count as met (optimistically) while searching, and are all placed at the end.
  const holds = (requisite: Requisite | null, term: number, strict: boolean) =>
    isSatisfied(requisite, (other) => {
      if (!catalog.has(other)) return true;
      const kept = keptFrom.get(other);
      if (kept !== undefined && (strict ? kept < term : kept <= term)) return true;
      if (!codes.includes(other)) return false;
      const placed = at.get(other);
      return placed === undefined || (strict ? placed < term : placed <= term);
    });
  const consistent = () =>
    courses.every((course) => {
      const slot = at.get(course.code);
      return slot === undefined || (holds(course.prereq, slot, true) && holds(course.coreq, slot, false));
    });
  const used = slots.map(() => ({ credits: 0, count: 0 }));
  const place = (next: number): boolean => {
    if (next === courses.length) return true;
    const course = courses[next]!;
    return slots.some((slot, position) => {
      if (!course.offered.includes(termFromIndex(slot).season)) return false;
      const term = used[position]!;
      if (term.count > 0 && term.credits + course.credit > load + 1e-9) return false;
      at.set(course.code, slot);
      term.credits += course.credit;
      term.count += 1;
      const found = consistent() && place(next + 1);
      term.credits -= course.credit;
      term.count -= 1;
      at.delete(course.code);
      return found;
    });
  };
  return place(0);
}

describe('lowerBound', () => {
  it('no placement of the plan ends in fewer terms than the bound', () => {
    let checked = 0;
    fc.assert(
      fc.property(feasibleInput, (input) => {
        const plan = generatePlan(input);
        const codes = plan.placed.map((placed) => codeKey(placed.course.course_code));
        if (codes.length === 0 || codes.length > MAX_COURSES || plan.lowerBound < 2 || plan.termsNeeded > MAX_TERMS) return;
        checked++;
        expect(fitsIn(input, codes, plan.lowerBound - 1)).toBe(false);
        // The search itself finds the generator's own plan.
        expect(fitsIn(input, codes, plan.termsNeeded)).toBe(true);
      }),
      { numRuns: Number(process.env.PLAN_RUNS ?? 1000), seed: Number(process.env.PLAN_SEED ?? 21) },
    );
    expect(checked).toBeGreaterThan(200);
  });
});
