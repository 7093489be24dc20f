// List scheduling, one taught term after another: the courses whose prerequisites are met and that are offered
// that season, highest priority first (longest tail of dependent terms under the offering pattern), packed
// up to the load. A course whose corequisite is not yet planned comes in together with it when both can go.
// A term holds more than the load only when it holds a single course.
import { isSatisfied, type Requisite } from '../catalog/requisites';
import { LAST_YEAR } from '../catalog/terms';
import type { CatalogIndex } from './catalog-index';
import { nextOffered } from './plan-bounds';
import { pinDeadlines } from './pinned-requisites';
import { PlanImpossibleError } from './plan-impossible-error';
import { bestFill, type PackItem } from './term-packing';
import type { Availability, TermCalendar } from './term-calendar';

export interface ScheduleInput {
  index: CatalogIndex;
  calendar: TermCalendar;
  kept: ReadonlyMap<string, Availability>;
  plan: readonly string[];
  load: number;
  /**
   * With it, each term first takes the courses that cannot wait (no slack against the target length), then
   * fills the rest with the most credits that fit (term-packing); without it, plain first fit by priority.
   */
  urgent?: (code: string, position: number) => boolean;
  /** When packing, prefer among equal credits the courses offered in fewer seasons (the rest can fill a Summer). */
  narrowFirst?: boolean;
  /** Plan courses that stay where the student put them (pinned): code → position. */
  fixed?: ReadonlyMap<string, number>;
  /** Credits a term already carries from kept courses (taking, taken) besides the fixed ones: position → credits. */
  occupied?: ReadonlyMap<number, number>;
}

/** Orders the courses competing for a term at a position: negative when `a` goes first. */
export type Priority = (a: string, b: string, position: number) => number;

/** Code → position of its term. Throws PlanImpossibleError when some course can never be placed. */
export function scheduleTerms(input: ScheduleInput, priority: Priority): Map<string, number> {
  const { index, calendar, kept, load } = input;
  const fixed = input.fixed ?? new Map<string, number>();
  const placedAt = new Map<string, number>(fixed);
  const unplaced = new Set(input.plan.filter((code) => !fixed.has(code)));
  const carried = new Map<number, { credits: number; count: number }>();
  const carry = (position: number, credits: number) => {
    const before = carried.get(position) ?? { credits: 0, count: 0 };
    carried.set(position, { credits: before.credits + credits, count: before.count + 1 });
  };
  fixed.forEach((position, code) => carry(position, index.courses.get(code)?.credit ?? 0));
  input.occupied?.forEach((credits, position) => carry(position, credits));
  // Nothing changes between a term and the same season a year later unless a course was placed or a kept
  // course became usable: a full round of seasons with neither means the rest can never be placed.
  const thresholds = new Set([...kept.values()].flatMap((availability) => [availability.prereqFrom, availability.coreqFrom]));
  fixed.forEach((position) => thresholds.add(position + 1));
  const prereqMet = (code: string, position: number) =>
    !index.courses.has(code) || (kept.get(code)?.prereqFrom ?? Infinity) <= position || (placedAt.get(code) ?? Infinity) < position;
  const coreqMet = (code: string, position: number) =>
    !index.courses.has(code) || (kept.get(code)?.coreqFrom ?? Infinity) <= position || (placedAt.get(code) ?? Infinity) <= position;
  const eligible = (code: string, position: number) =>
    unplaced.has(code) &&
    index.courses.get(code)!.seasons.includes(calendar.seasonAt(position)) &&
    isSatisfied(index.courses.get(code)!.prereq, (other) => prereqMet(other, position));

  // The course with the unplaced corequisites it needs this term, or null when they cannot join it.
  function bundleFor(code: string, position: number): string[] | null {
    const bundle = new Set([code]);
    const need = (requisite: Requisite | null): boolean => {
      if (isSatisfied(requisite, (other) => coreqMet(other, position) || bundle.has(other))) return true;
      if (requisite!.kind === 'all') return requisite!.of.every(need);
      if (requisite!.kind === 'any') {
        return requisite!.of.some((option) => {
          const before = [...bundle];
          if (need(option)) return true;
          bundle.clear();
          before.forEach((member) => bundle.add(member));
          return false;
        });
      }
      if (!eligible(requisite!.code, position)) return false;
      bundle.add(requisite!.code);
      return need(index.courses.get(requisite!.code)!.coreq);
    };
    return need(index.courses.get(code)!.coreq) ? [...bundle] : null;
  }

  // What a pinned course needs must come before it: at its last offering in time it goes ahead of everything.
  const deadlines = pinDeadlines(index, fixed, (code) => unplaced.has(code));
  const mustGoNow = (code: string, position: number) => (deadlines.get(code) ?? Infinity) < nextOffered(calendar, index.courses.get(code)!, position + 1);

  const lastThreshold = Math.max(0, ...thresholds);
  let lastEvent = 0;
  for (let position = 0; unplaced.size > 0; position++) {
    if (thresholds.has(position)) lastEvent = position;
    if (calendar.termAt(position).year > LAST_YEAR || (position > lastThreshold && position - lastEvent > calendar.taught.length)) throw stuck(input, unplaced);
    let credits = carried.get(position)?.credits ?? 0;
    let count = carried.get(position)?.count ?? 0;
    let closed = credits > load + 1e-9;
    const place = (code: string): boolean => {
      if (!unplaced.has(code) || closed) return false;
      const bundle = bundleFor(code, position);
      if (!bundle) return false;
      const size = bundle.reduce((sum, member) => sum + index.courses.get(member)!.credit, 0);
      if (credits + size > load + 1e-9 && !(count === 0 && bundle.length === 1)) return false;
      for (const member of bundle) {
        placedAt.set(member, position);
        unplaced.delete(member);
      }
      credits += size;
      count += bundle.length;
      closed = credits > load + 1e-9;
      return true;
    };
    const candidates = () => [...unplaced].filter((code) => eligible(code, position)).sort((a, b) => priority(a, b, position));
    candidates()
      .filter((code) => mustGoNow(code, position))
      .sort((a, b) => deadlines.get(a)! - deadlines.get(b)!)
      .forEach(place);
    if (input.urgent) {
      const waiting = candidates();
      waiting.filter((code) => input.urgent!(code, position)).forEach(place);
      const items = new Map<string, PackItem>();
      waiting.forEach((code, rank) => {
        const bundle = unplaced.has(code) ? bundleFor(code, position) : null;
        const key = bundle?.slice().sort().join('|');
        if (!bundle || !key || items.has(key)) return;
        const seasons = input.narrowFirst ? Math.max(...bundle.map((member) => index.courses.get(member)!.seasons.length)) : 4;
        items.set(key, {
          members: bundle,
          credits: bundle.reduce((sum, member) => sum + index.courses.get(member)!.credit, 0),
          value: 4 - seasons + 1 / (rank + 2),
        });
      });
      for (const item of bestFill([...items.values()], load - credits)) place(item.members[0]!);
    }
    for (let progress = true; progress && !closed;) {
      progress = false;
      for (const code of candidates()) if (place(code)) progress = true;
    }
    if (count > 0) lastEvent = position;
  }
  return placedAt;
}

function stuck(input: ScheduleInput, unplaced: ReadonlySet<string>): PlanImpossibleError {
  const code = [...unplaced].sort()[0]!;
  const course = input.index.courses.get(code)!;
  const needs = [course.course.course_prereq, course.course.course_coreq].filter((text) => text.trim() !== '').join('; ');
  return new PlanImpossibleError(
    `${code} cannot be placed in any term: its requisites (${needs || 'none'}) cannot all be met in a term it is offered within the load of ${input.load} credits.`,
    { course: code },
  );
}
