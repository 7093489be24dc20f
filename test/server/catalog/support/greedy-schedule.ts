// A deliberately plain term-by-term scheduler, only to show that a catalogue's programs can be finished:
// required courses (the first listed options of `from` requirements, plus any prerequisites they need)
// placed as early as their prerequisites, corequisites and offered seasons allow, longest chain first,
// then free electives filling the load. Not the product's planner (src/lib/planning).
import type { CatalogFile, CatalogFileCourse } from '../../../../src/lib/catalog/catalog-file';
import { isSatisfied, parseRequisites, requisiteCodes, type Requisite } from '../../../../src/lib/catalog/requisites';
import type { Season } from '../../../../src/lib/catalog/terms';

export interface ScheduleOptions {
  load: number;
  seasons: Season[];
  maxTerms: number;
}

/** Courses per term, from the first term; throws when the program cannot be finished within maxTerms. */
export function greedySchedule(catalog: CatalogFile, programName: string, options: ScheduleOptions): string[][] {
  const byCode = new Map(catalog.courses.map((course) => [course.code, course]));
  const prereq = (code: string) => parseRequisites(byCode.get(code)!.prerequisites);
  const coreqs = (code: string) => requisiteCodes(parseRequisites(byCode.get(code)!.corequisites)).filter((other) => byCode.has(other));
  const program = catalog.programs.find((candidate) => candidate.name === programName)!;
  const needed = new Set<string>();
  let free = 0;
  const need = (code: string) => {
    if (needed.has(code)) return;
    needed.add(code);
    coreqs(code).forEach(need);
  };
  for (const requirement of program.requirements) {
    if (requirement.kind === 'credits') free += requirement.credits;
    const listed: readonly string[] = requirement.courses;
    let credits = 0;
    for (const code of listed) {
      if (requirement.kind === 'from' && credits >= requirement.credits) break;
      if (needed.has(code)) continue;
      need(code);
      credits += [code, ...coreqs(code)].filter((c) => listed.includes(c)).reduce((sum, c) => sum + byCode.get(c)!.credits, 0);
    }
  }
  // Prerequisites the requirements do not list: the first option of each `or`, taken out of free electives.
  const close = (requisite: Requisite | null): void => {
    if (!requisite || isSatisfied(requisite, (code) => needed.has(code) || !byCode.has(code))) return;
    if (requisite.kind === 'course') {
      need(requisite.code);
      free -= byCode.get(requisite.code)!.credits;
      close(prereq(requisite.code));
    } else if (requisite.kind === 'all') requisite.of.forEach(close);
    else close(requisite.of[0]!);
  };
  [...needed].forEach((code) => close(prereq(code)));
  const height = chainHeights(needed, prereq);
  const placed = new Map<string, number>();
  const terms: string[][] = [];
  for (let term = 0; placed.size < needed.size || free > 0; term++) {
    if (term >= options.maxTerms) throw new Error(`${programName}: not finished in ${options.maxTerms} terms: ${JSON.stringify(terms)}`);
    const season = options.seasons[term % options.seasons.length]!;
    const chosen: string[] = [];
    let room = options.load;
    const takeable = (course: CatalogFileCourse) =>
      !placed.has(course.code) &&
      !chosen.includes(course.code) &&
      (course.offered.length === 0 || course.offered.includes(season)) &&
      isSatisfied(prereq(course.code), (code) => !byCode.has(code) || (placed.get(code) ?? term) < term);
    const take = (codes: string[]) => {
      codes.forEach((code) => chosen.push(code));
      room -= codes.reduce((sum, code) => sum + byCode.get(code)!.credits, 0);
    };
    const candidates = [...needed].sort((a, b) => height.get(b)! - height.get(a)! || a.localeCompare(b));
    for (const code of candidates) {
      const bundle = [code, ...coreqs(code).filter((other) => !placed.has(other) && !chosen.includes(other))];
      if (!bundle.every((c) => takeable(byCode.get(c)!))) continue;
      if (bundle.reduce((sum, c) => sum + byCode.get(c)!.credits, 0) <= room) take(bundle);
    }
    for (const course of catalog.courses) {
      if (free <= 0 || needed.has(course.code) || course.corequisites || course.credits > room || !takeable(course)) continue;
      take([course.code]);
      free -= course.credits;
    }
    chosen.forEach((code) => placed.set(code, term));
    terms.push(chosen);
  }
  return terms;
}

/** The longest chain of required courses that each course opens (1 when none waits on it). */
function chainHeights(needed: Set<string>, prereq: (code: string) => Requisite | null): Map<string, number> {
  const heights = new Map<string, number>();
  const waiting = new Map<string, string[]>();
  for (const code of needed) for (const before of requisiteCodes(prereq(code))) waiting.set(before, [...(waiting.get(before) ?? []), code]);
  const height = (code: string): number => {
    if (!heights.has(code)) heights.set(code, 1 + Math.max(0, ...(waiting.get(code) ?? []).map(height)));
    return heights.get(code)!;
  };
  needed.forEach(height);
  return heights;
}
