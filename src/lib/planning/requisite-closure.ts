// Adding a course to the plan with everything it needs: its prerequisites and corequisites, recursively, and
// for an `or` the cheapest option (one already kept or planned costs nothing; otherwise the fewest new
// credits, then the earliest possible term, then the order written). A course on its way into the plan does
// not count as a prerequisite yet, so an `or` can never close a requisite cycle.
import { isSatisfied, type Requisite } from '../catalog/requisites';
import type { CatalogIndex } from './catalog-index';
import type { Feasibility } from './feasibility';
import { PlanImpossibleError } from './plan-impossible-error';

const NEVER = Number.POSITIVE_INFINITY;

export interface Closure {
  /** Planned codes, in the order they joined. */
  readonly order: string[];
  has(code: string): boolean;
  /** Whether the code is met before the plan (kept) or outside the catalogue. */
  isKept(code: string): boolean;
  ensure(code: string): void;
  remove(code: string): void;
  /** New credits the course would bring with what it needs (0 when kept or planned; Infinity when impossible). */
  cost(code: string): number;
}

export function requisiteClosure(index: CatalogIndex, done: ReadonlySet<string>, feasible: Feasibility, earliest: (code: string) => number): Closure {
  const selected = new Set<string>();
  const order: string[] = [];
  const adding = new Set<string>();
  const isKept = (code: string) => done.has(code) || !index.courses.has(code);

  function costOf(requisite: Requisite | null, strict: boolean, memo: Map<string, number>, stack: Set<string>): number {
    if (!requisite) return 0;
    if (requisite.kind === 'course') return codeCost(requisite.code, strict, memo, stack);
    const parts = requisite.of.map((part) => costOf(part, strict, memo, stack));
    return requisite.kind === 'all' ? parts.reduce((sum, part) => sum + part, 0) : Math.min(...parts);
  }

  // A cost computed while a course up the stack was ruled out holds only in that context: not memoised.
  let cycleHit = false;

  function codeCost(code: string, strict: boolean, memo: Map<string, number>, stack: Set<string>): number {
    if (isKept(code)) return 0;
    if (adding.has(code)) return strict ? NEVER : 0;
    if (stack.has(code)) {
      cycleHit = true;
      return strict ? NEVER : 0;
    }
    if (selected.has(code)) return 0;
    if (!feasible.canTake(code)) return NEVER;
    const known = memo.get(code);
    if (known !== undefined) return known;
    const course = index.courses.get(code)!;
    const outer = cycleHit;
    cycleHit = false;
    stack.add(code);
    const total = course.credit + costOf(course.prereq, true, memo, stack) + costOf(course.coreq, false, memo, stack);
    stack.delete(code);
    if (!cycleHit) memo.set(code, total);
    cycleHit ||= outer;
    return total;
  }

  function optionStart(requisite: Requisite): number {
    if (requisite.kind === 'course') return index.courses.has(requisite.code) ? earliest(requisite.code) : 0;
    const parts = requisite.of.map(optionStart);
    return requisite.kind === 'all' ? Math.max(...parts) : Math.min(...parts);
  }

  function satisfy(requisite: Requisite | null, strict: boolean, owner: string): void {
    const met = (code: string) => isKept(code) || (selected.has(code) && (!strict || !adding.has(code)));
    if (!requisite || isSatisfied(requisite, met)) return;
    if (requisite.kind === 'course') return ensure(requisite.code);
    if (requisite.kind === 'all') return requisite.of.forEach((part) => satisfy(part, strict, owner));
    const memo = new Map<string, number>();
    let best: Requisite | undefined;
    let bestKey = [NEVER, NEVER];
    for (const option of requisite.of) {
      const key = [costOf(option, strict, memo, new Set()), optionStart(option)];
      if (Number.isFinite(key[0]) && (key[0]! < bestKey[0]! || (key[0] === bestKey[0] && key[1]! < bestKey[1]!))) [best, bestKey] = [option, key];
    }
    if (!best) throw new PlanImpossibleError(`${owner} can never be taken: its requisites can never be met without a cycle.`, { course: owner });
    satisfy(best, strict, owner);
  }

  function ensure(code: string): void {
    if (isKept(code) || selected.has(code)) return;
    if (!feasible.canTake(code)) throw new PlanImpossibleError(feasible.whyNot(code), { course: code });
    const course = index.courses.get(code)!;
    selected.add(code);
    order.push(code);
    adding.add(code);
    satisfy(course.prereq, true, code);
    satisfy(course.coreq, false, code);
    adding.delete(code);
  }

  return {
    order,
    has: (code) => selected.has(code),
    isKept,
    ensure,
    remove(code) {
      selected.delete(code);
      order.splice(order.indexOf(code), 1);
    },
    cost: (code) => codeCost(code, true, new Map(), new Set()),
  };
}
