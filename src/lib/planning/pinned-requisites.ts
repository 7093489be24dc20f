// A course the student pinned to a term needs its prerequisites in earlier terms and its corequisites by that
// term, like any other. The scheduler cannot move a pinned course, so it places what the pins need first,
// each before its deadline; a pin whose requisites still do not fit before it cannot stay where it is
// (docs/degree-audit.md › Re-planning).
import { formatRequisites, isSatisfied, type Requisite } from '../catalog/requisites';
import { formatTerm } from '../catalog/terms';
import type { CatalogIndex } from './catalog-index';
import type { Availability, TermCalendar } from './term-calendar';

/** Codes a requisite needs whichever option is taken: every course not under an "or". */
function neededCodes(requisite: Requisite | null): string[] {
  if (!requisite || requisite.kind === 'any') return [];
  return requisite.kind === 'course' ? [requisite.code] : requisite.of.flatMap(neededCodes);
}

/**
 * For each course still to be placed that a pinned course needs (directly or through another such course),
 * the last position it may take: before a prerequisite's dependent, at the latest in a corequisite's term.
 */
export function pinDeadlines(index: CatalogIndex, fixed: ReadonlyMap<string, number>, isUnplaced: (code: string) => boolean): Map<string, number> {
  const deadlines = new Map<string, number>();
  const work = [...fixed.entries()].map(([code, position]) => ({ code, position }));
  for (let next = work.pop(); next; next = work.pop()) {
    const course = index.courses.get(next.code);
    if (!course) continue;
    const needs = [
      ...neededCodes(course.prereq).map((code) => ({ code, position: next!.position - 1 })),
      ...neededCodes(course.coreq).map((code) => ({ code, position: next!.position })),
    ];
    for (const need of needs) {
      if (!isUnplaced(need.code) || (deadlines.get(need.code) ?? Infinity) <= need.position) continue;
      deadlines.set(need.code, need.position);
      work.push(need);
    }
  }
  return deadlines;
}

/**
 * Pinned courses whose requisites the schedule does not meet in time, each with the reason in the student's
 * words; empty when every pin can stay.
 */
export function brokenPins(
  index: CatalogIndex,
  calendar: TermCalendar,
  kept: ReadonlyMap<string, Availability>,
  positions: ReadonlyMap<string, number>,
  fixed: ReadonlyMap<string, number>,
): { code: string; reason: string }[] {
  const broken: { code: string; reason: string }[] = [];
  for (const [code, position] of fixed) {
    const course = index.courses.get(code);
    if (!course) continue;
    const placedBy = (other: string, latest: number, from: 'prereqFrom' | 'coreqFrom') =>
      !index.courses.has(other) || (kept.get(other)?.[from] ?? Infinity) <= position || (positions.get(other) ?? Infinity) <= latest;
    const where = formatTerm(calendar.termAt(position));
    if (!isSatisfied(course.prereq, (other) => placedBy(other, position - 1, 'prereqFrom'))) {
      broken.push({ code, reason: `${code} needs ${formatRequisites(course.prereq)} in an earlier term, which cannot come before ${where}.` });
    } else if (!isSatisfied(course.coreq, (other) => placedBy(other, position, 'coreqFrom'))) {
      broken.push({ code, reason: `${code} needs ${formatRequisites(course.coreq)} by ${where} at the latest, which cannot fit.` });
    }
  }
  return broken;
}
