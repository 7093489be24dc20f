// Timing without load: the earliest position each course could take under the offering pattern (its
// prerequisites one term earlier, its corequisites the same term or earlier), the tail of terms each course
// still drags behind it (the scheduler's priority), and the plan's lower bound on terms.
import type { Requisite } from '../catalog/requisites';
import type { CatalogIndex, IndexedCourse } from './catalog-index';
import type { Availability, TermCalendar } from './term-calendar';

/** How a code stands: met before the plan, part of the plan, or neither (then never met). */
export type Standing = (code: string) => 'kept' | 'plan' | 'none';

const NEVER = Number.POSITIVE_INFINITY;

/** The first position at or after `from` whose season the course is offered in. */
export function nextOffered(calendar: TermCalendar, course: IndexedCourse, from: number): number {
  if (!Number.isFinite(from) || course.seasons.length === 0) return NEVER;
  for (let position = Math.max(0, from); position < from + calendar.taught.length; position++) {
    if (course.seasons.includes(calendar.seasonAt(position))) return position;
  }
  return NEVER;
}

/**
 * Earliest positions of courses, ignoring load; memoised per call, so build one per state of the plan.
 * A pinned course (`fixed`) stands where the student put it, even before what it needs, so it counts there.
 */
export function earliestPositions(
  index: CatalogIndex,
  calendar: TermCalendar,
  kept: ReadonlyMap<string, Availability>,
  standing: Standing,
  fixed: ReadonlyMap<string, number> = new Map(),
) {
  const memo = new Map<string, number>();
  const onStack = new Set<string>();
  // A value computed while a course up the stack was ruled out is right only in that context: not memoised.
  let cycleHit = false;

  function ready(requisite: Requisite | null, strict: boolean): number {
    if (!requisite) return 0;
    if (requisite.kind === 'course') {
      const code = requisite.code;
      if (!index.courses.has(code)) return 0;
      const state = standing(code);
      if (state === 'kept') return strict ? kept.get(code)!.prereqFrom : kept.get(code)!.coreqFrom;
      if (state === 'none') return NEVER;
      // A corequisite cycle (each the other's corequisite) puts both in one term: no constraint between them.
      if (onStack.has(code)) {
        cycleHit = true;
        return strict ? NEVER : 0;
      }
      return earliest(code) + (strict ? 1 : 0);
    }
    const parts = requisite.of.map((part) => ready(part, strict));
    return requisite.kind === 'all' ? Math.max(0, ...parts) : Math.min(...parts);
  }

  function earliest(code: string): number {
    const known = memo.get(code) ?? fixed.get(code);
    if (known !== undefined) return known;
    const course = index.courses.get(code)!;
    const outer = cycleHit;
    cycleHit = false;
    onStack.add(code);
    const from = Math.max(ready(course.prereq, true), ready(course.coreq, false));
    onStack.delete(code);
    const position = nextOffered(calendar, course, from);
    if (!cycleHit) memo.set(code, position);
    cycleHit ||= outer;
    return position;
  }

  return earliest;
}

/**
 * The larger of the chain bound and the credit bound. The credit bound counts seasons: the courses offered
 * only within a set of seasons need that many terms of those seasons (a course larger than the load fills a
 * term alone, so it counts one term), which is what makes a Summer term that little is offered in count.
 * `waste` is the credits those terms must leave unused, however packed (half-credit-waste.ts).
 */
export function lowerBound(
  courses: readonly IndexedCourse[],
  load: number,
  earliest: (code: string) => number,
  calendar: TermCalendar,
  waste: (within: readonly IndexedCourse[]) => number = () => 0,
): number {
  if (courses.length === 0) return 0;
  const chain = Math.max(...courses.map((course) => earliest(course.code) + 1));
  // Some course never fits (corequisites that cannot share a term): the scheduler names it.
  if (!Number.isFinite(chain)) return chain;
  const taught = calendar.taught;
  const maskOf = (seasons: readonly string[]) => taught.reduce((mask, season, at) => (seasons.includes(season) ? mask | (1 << at) : mask), 0);
  const masks = courses.map((course) => maskOf(course.seasons));
  const needs: { mask: number; terms: number }[] = [];
  for (let mask = 1; mask < 1 << taught.length; mask++) {
    const within = courses.filter((_, at) => (masks[at]! & ~mask) === 0);
    const large = within.filter((course) => course.credit > load).length;
    const small = within.reduce((sum, course) => sum + (course.credit > load ? 0 : course.credit), 0);
    needs.push({ mask, terms: large + Math.ceil((small + (small > 0 ? waste(within) : 0)) / load - 1e-9) });
  }
  const have = needs.map(() => 0);
  let terms = 0;
  while (terms < chain || needs.some((need, at) => have[at]! < need.terms)) {
    const bit = 1 << taught.indexOf(calendar.seasonAt(terms));
    needs.forEach((need, at) => (need.mask & bit ? (have[at]! += 1) : 0));
    terms++;
  }
  return terms;
}

/**
 * tail(code, position): terms from the course's term to the last term of everything waiting on it, under the
 * offering pattern. It depends on the position only through its season, so it is memoised per season.
 */
export function tailLengths(index: CatalogIndex, calendar: TermCalendar, dependents: ReadonlyMap<string, { code: string; strict: boolean }[]>) {
  const period = calendar.taught.length;
  const memo = new Map<string, number>();
  const onStack = new Set<string>();
  function tail(code: string, position: number): number {
    const key = `${code}|${position % period}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (onStack.has(key)) return 0;
    onStack.add(key);
    let length = 1;
    for (const next of dependents.get(code) ?? []) {
      const at = nextOffered(calendar, index.courses.get(next.code)!, position + (next.strict ? 1 : 0));
      if (Number.isFinite(at)) length = Math.max(length, at - position + tail(next.code, at));
    }
    onStack.delete(key);
    memo.set(key, length);
    return length;
  }
  return tail;
}

/** For each planned course, the planned courses whose requisites name it (strict for prerequisites). */
export function dependentsOf(index: CatalogIndex, plan: readonly string[]): Map<string, { code: string; strict: boolean }[]> {
  const inPlan = new Set(plan);
  const dependents = new Map<string, { code: string; strict: boolean }[]>();
  const link = (from: string, code: string, strict: boolean) => {
    if (!inPlan.has(from) || from === code) return;
    const list = dependents.get(from) ?? [];
    list.push({ code, strict });
    dependents.set(from, list);
  };
  for (const code of plan) {
    const course = index.courses.get(code)!;
    for (const from of codesOf(course.prereq)) link(from, code, true);
    for (const from of codesOf(course.coreq)) link(from, code, false);
  }
  return dependents;
}

function codesOf(requisite: Requisite | null): string[] {
  if (!requisite) return [];
  return requisite.kind === 'course' ? [requisite.code] : requisite.of.flatMap(codesOf);
}
