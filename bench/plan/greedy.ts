// The reference for the planner bench: a naive greedy planner with no lookahead. It takes the required courses,
// then each list's courses in the order written and free electives in catalogue order, each with the first
// option of every `or`; then fills each taught term with whatever is available, in that order, up to the load.
import { codeKey } from '../../src/lib/catalog/course-code';
import { isSatisfied, parseRequisites, type Requisite } from '../../src/lib/catalog/requisites';
import { SEASONS, termFromIndex, termIndex, type Season } from '../../src/lib/catalog/terms';
import type { PlanInput } from '../../src/lib/planning/plan-types';

export function greedyPlan(input: PlanInput): { terms: number; placed: number } {
  const load = input.creditLoad === 0 ? 15 : input.creditLoad;
  const courses = new Map(input.catalog.courses.map((item) => [codeKey(item.course_code), item]));
  const prereq = new Map([...courses].map(([code, item]) => [code, parseRequisites(item.course_prereq)]));
  const coreq = new Map([...courses].map(([code, item]) => [code, parseRequisites(item.course_coreq)]));
  const done = new Set(input.kept.filter((item) => item.status !== 'planned').map((item) => codeKey(item.code)));
  const chosen: string[] = [];
  const take = (code: string): void => {
    if (!courses.has(code) || done.has(code) || chosen.includes(code)) return;
    chosen.push(code);
    const first = (node: Requisite | null): void => {
      if (!node) return;
      if (node.kind === 'course') take(node.code);
      else if (node.kind === 'all') node.of.forEach(first);
      else first(node.of[0]!);
    };
    first(prereq.get(code)!);
    first(coreq.get(code)!);
  };
  const creditsOf = (codes: Iterable<string>) => [...codes].reduce((sum, code) => sum + (courses.get(code)?.course_credit ?? 0), 0);
  const listed = new Set(input.catalog.program.requirements.flatMap((requirement) => requirement.courses.map(codeKey)));
  for (const requirement of input.catalog.program.requirements) {
    const pool = requirement.kind === 'credits' ? [...courses.keys()].filter((code) => !listed.has(code)) : requirement.courses.map(codeKey);
    for (const code of pool) {
      if (requirement.kind === 'all_of') take(code);
      else if (creditsOf([...done, ...chosen].filter((other) => pool.includes(other))) < requirement.credits) take(code);
    }
  }

  const taught: Season[] = input.catalog.university.terms.length > 0 ? input.catalog.university.terms : ['Spring', 'Fall'];
  const placedAt = new Map<string, number>();
  const seasonsOf = (code: string) => SEASONS.filter((season) => courses.get(code)!.course_offered.includes(season));
  let terms = 0;
  for (let index = termIndex(input.start); placedAt.size < chosen.length && terms < 200; index++) {
    const season = termFromIndex(index).season;
    if (!taught.includes(season)) continue;
    terms++;
    let credits = 0;
    for (const code of chosen) {
      const offered = seasonsOf(code);
      if (placedAt.has(code) || (offered.length > 0 && !offered.includes(season))) continue;
      const before = (other: string) => !courses.has(other) || done.has(other) || (placedAt.get(other) ?? Infinity) < index;
      const by = (other: string) => before(other) || placedAt.get(other) === index;
      if (!isSatisfied(prereq.get(code)!, before)) continue;
      const partner = isSatisfied(coreq.get(code)!, by)
        ? []
        : chosen.filter((other) => !placedAt.has(other) && other !== code && isSatisfied(coreq.get(code)!, (c) => by(c) || c === other));
      if (!isSatisfied(coreq.get(code)!, by) && partner.length === 0) continue;
      const group = [code, ...partner.slice(0, 1)];
      const size = creditsOf(group);
      if (credits + size > load && !(credits === 0 && group.length === 1)) continue;
      for (const member of group) placedAt.set(member, index);
      credits += size;
    }
  }
  return { terms: placedAt.size < chosen.length ? Infinity : terms, placed: chosen.length };
}
