// Credits a set of terms must leave unused because of half credits, for the lower bound on terms.
//
// The rule: with a whole-number load and every credit a multiple of a half, a term whose courses hold an odd
// number of half-credit remainders (0.5, 1.5, 4.5…) totals x.5 credits, so it carries at most load − 0.5.
// Courses that must follow one another (each needs the one before, by a prerequisite no other course can
// stand in for) never share a term, so a chain of k such courses puts one in each of k terms; each other
// course with a half remainder (or a term already holding kept courses with one) can even out at most one of
// those terms. So at least k − (the others) terms carry load − 0.5 at most.
// A course above the load sits alone in its term and never shares it, so it neither counts nor evens out;
// a pinned course may stand before what it needs, so it is never part of a chain, only one that evens out.
import { isSatisfied, requisiteCodes } from '../catalog/requisites';
import type { CatalogIndex, IndexedCourse } from './catalog-index';

export interface HalfCreditInput {
  index: CatalogIndex;
  plan: readonly string[];
  load: number;
  /** Whether a code is met without the plan: kept, or outside the catalogue. */
  isKept: (code: string) => boolean;
  /** Pinned plan courses. */
  fixed: ReadonlySet<string>;
  /** Credits kept courses already put in the plan's terms: position → credits. */
  occupied: ReadonlyMap<number, number>;
}

const isWhole = (value: number) => Math.abs(value - Math.round(value)) < 1e-9;
const isHalves = (value: number) => isWhole(value * 2);

/** For a set of plan courses (those offered only within some seasons), the credits their terms must leave unused. */
export function halfCreditWaste(input: HalfCreditInput): (within: readonly IndexedCourse[]) => number {
  const { index, plan, load } = input;
  const credits = plan.map((code) => index.courses.get(code)!.credit);
  if (!isWhole(load) || !credits.every(isHalves) || ![...input.occupied.values()].every(isHalves)) return () => 0;
  const odd = plan.filter((code) => {
    const credit = index.courses.get(code)!.credit;
    return credit <= load && !isWhole(credit);
  });
  if (odd.length < 2) return () => 0;
  const oddOccupied = [...input.occupied.values()].filter((value) => !isWhole(value)).length;
  const after = strictlyAfter(input);
  const chainable = odd.filter((code) => !input.fixed.has(code));
  return (within) => {
    const inside = new Set(within.map((course) => course.code));
    const chain = longestChain(
      chainable.filter((code) => inside.has(code)),
      after,
    );
    const others = odd.length - chain + oddOccupied;
    return Math.max(0, chain - others) * 0.5;
  };
}

/** code → the plan courses that must go in a later term than it (through requisites nothing else can meet). */
function strictlyAfter(input: HalfCreditInput): Map<string, Set<string>> {
  const { index, plan } = input;
  const inPlan = new Set(plan);
  const met = (code: string) => inPlan.has(code) || input.isKept(code);
  // needs[code]: the plan courses it cannot do without, each with whether it must be in an earlier term.
  const needs = new Map<string, { code: string; strict: boolean }[]>();
  for (const code of plan) {
    const course = index.courses.get(code)!;
    const list: { code: string; strict: boolean }[] = [];
    for (const [requisite, strict] of [
      [course.prereq, true],
      [course.coreq, false],
    ] as const) {
      for (const other of new Set(requisiteCodes(requisite))) {
        if (other === code || !inPlan.has(other) || input.fixed.has(other)) continue;
        if (!isSatisfied(requisite, (candidate) => candidate !== other && met(candidate))) list.push({ code: other, strict });
      }
    }
    needs.set(code, input.fixed.has(code) ? [] : list);
  }
  // Walk down from each course: what it needs, strictly earlier once any step on the way is a prerequisite.
  const earlier = new Map<string, Set<string>>();
  for (const code of plan) {
    const strictly = new Set<string>();
    const seen = new Set<string>();
    const stack: { code: string; strict: boolean }[] = [{ code, strict: false }];
    while (stack.length > 0) {
      const { code: at, strict } = stack.pop()!;
      const key = `${at}|${strict}`;
      if (seen.has(key)) continue;
      seen.add(key);
      if (strict) strictly.add(at);
      for (const next of needs.get(at) ?? []) stack.push({ code: next.code, strict: strict || next.strict });
    }
    earlier.set(code, strictly);
  }
  const after = new Map<string, Set<string>>();
  earlier.forEach((before, code) => before.forEach((other) => after.set(other, (after.get(other) ?? new Set()).add(code))));
  return after;
}

/** The most courses among these that can be ordered each strictly after the one before. */
function longestChain(codes: readonly string[], after: ReadonlyMap<string, ReadonlySet<string>>): number {
  const memo = new Map<string, number>();
  const length = (code: string): number => {
    const known = memo.get(code);
    if (known !== undefined) return known;
    // Strict order is acyclic for courses that can be planned, so the recursion ends; the guard is for safety.
    memo.set(code, 1);
    const value = 1 + Math.max(0, ...codes.filter((other) => after.get(code)?.has(other)).map(length));
    memo.set(code, value);
    return value;
  };
  return Math.max(0, ...codes.map(length));
}
