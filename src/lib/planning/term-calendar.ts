// The planner's clock: taught terms numbered 0, 1, 2… from the first term of the plan (the start term, or the
// next taught one). Kept courses become "usable from position p" numbers, so the scheduler compares integers.
import { codeKey } from '../catalog/course-code';
import { formatTerm, parseTerm, termFromIndex, termIndex, type Season, type Term } from '../catalog/terms';
import type { KeptCourse } from './plan-types';

export interface TermCalendar {
  taught: Season[];
  /** Term index (terms.ts) of position 0. */
  firstIndex: number;
  seasonAt(position: number): Season;
  termAt(position: number): Term;
  /** The first position whose term is at or after the term with this index. */
  positionFrom(index: number): number;
}

export function termCalendar(start: Term, taught: Season[]): TermCalendar {
  let firstIndex = termIndex(start);
  while (!taught.includes(termFromIndex(firstIndex).season)) firstIndex++;
  // Taught terms repeat every year: position p is year-block floor(p / n), season p mod n after the first.
  const order: number[] = [];
  for (let index = firstIndex; order.length < taught.length; index++) if (taught.includes(termFromIndex(index).season)) order.push(index - firstIndex);
  const indexAt = (position: number) => firstIndex + Math.floor(position / taught.length) * 4 + order[position % taught.length]!;
  return {
    taught,
    firstIndex,
    seasonAt: (position) => termFromIndex(indexAt(position)).season,
    termAt: (position) => termFromIndex(indexAt(position)),
    positionFrom(index) {
      if (index <= firstIndex) return 0;
      const years = Math.floor((index - firstIndex) / 4);
      let position = years * taught.length;
      while (indexAt(position) < index) position++;
      return position;
    },
  };
}

/** When a kept course can be used: as a prerequisite from `prereqFrom`, as a corequisite from `coreqFrom`. */
export interface Availability {
  prereqFrom: number;
  coreqFrom: number;
}

/**
 * A taken or taking course counts as a prerequisite only after its own term and as a corequisite from its own
 * term, so nothing that needs it lands beside it. A taken course without a term counts from the first term;
 * a taking one without a term, after the start term. Planned courses are not kept: the caller plans them again.
 */
export function keptAvailability(kept: readonly KeptCourse[], calendar: TermCalendar, start: Term): Map<string, Availability> {
  const available = new Map<string, Availability>();
  for (const course of kept) {
    if (course.status === 'planned') continue;
    const code = codeKey(course.code);
    let availability: Availability = { prereqFrom: 0, coreqFrom: 0 };
    const term = parseTerm(course.term) ?? (course.status === 'taking' ? start : null);
    if (term) {
      const index = termIndex(term);
      availability = { prereqFrom: calendar.positionFrom(index + 1), coreqFrom: calendar.positionFrom(index) };
    }
    const before = available.get(code);
    if (!before || availability.prereqFrom < before.prereqFrom) available.set(code, availability);
  }
  return available;
}

export function termText(calendar: TermCalendar, position: number): string {
  return formatTerm(calendar.termAt(position));
}
