// Which courses can ever be taken, however long the plan: offered in a taught season, with prerequisites that
// can be met by courses that can themselves be taken (a least fixed point, so a requisite cycle never counts
// as met) and corequisites that can be met (a greatest fixed point, as two courses may be corequisites of
// each other). Also says in words why a course can never be taken, following the chain to its cause.
import { isSatisfied, requisiteCodes, type Requisite } from '../catalog/requisites';
import type { CatalogIndex } from './catalog-index';

export interface Feasibility {
  canTake(code: string): boolean;
  /** "CS 3110 can never be taken: it needs CS 2110, which is offered only in Summer, which X does not teach." */
  whyNot(code: string): string;
}

export function feasibility(index: CatalogIndex, done: ReadonlySet<string>, universityName: string): Feasibility {
  const feasible = new Set<string>();
  const met = (code: string) => done.has(code) || feasible.has(code) || !index.courses.has(code);
  const open = [...index.courses.values()].filter((course) => !done.has(course.code) && course.seasons.length > 0);
  for (let changed = true; changed;) {
    changed = false;
    for (const course of open) {
      if (!feasible.has(course.code) && isSatisfied(course.prereq, met)) {
        feasible.add(course.code);
        changed = true;
      }
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (const code of [...feasible]) {
      if (!isSatisfied(index.courses.get(code)!.coreq, met)) {
        feasible.delete(code);
        changed = true;
      }
    }
  }

  const unmetIn = (requisite: Requisite | null) => requisiteCodes(requisite).find((code) => !met(code));

  function whyNot(code: string): string {
    const path = [code];
    for (;;) {
      const current = path[path.length - 1]!;
      const course = index.courses.get(current)!;
      const intro =
        path.length === 1 ? `${code} can never be taken: it` : `${code} can never be taken: it needs ${path.slice(1).join(', which needs ')}, which`;
      if (course.seasons.length === 0) return `${intro} is offered only in ${course.listed.join(', ')}, which ${universityName} does not teach.`;
      const prereq = unmetIn(course.prereq);
      const next = prereq ?? unmetIn(course.coreq);
      if (next === undefined) return `${code} can never be taken: its requisites can never be met.`;
      const loop = path.indexOf(next);
      if (loop >= 0) return `${code} can never be taken: its requisites form a cycle (${[...path.slice(loop), next].join(' → ')}).`;
      path.push(next);
    }
  }

  return { canTake: (code) => done.has(code) || !index.courses.has(code) || feasible.has(code), whyNot };
}
