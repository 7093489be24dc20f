// The graduation plan generator: which courses are still needed (course-selection), when each can
// go at the earliest (plan-bounds), and one term after another the courses packed by priority
// (schedule-terms). A few priority rules are tried, until one reaches the lower bound, and the shortest plan
// kept, first rule first on a tie.
// Deterministic: no clock, no randomness, ties broken by code (or a fixed hash of it). Impossible input throws PlanImpossibleError;
// a load below 1 credit (other than 0, which means 15) is such input too.
import { codeKey } from '../catalog/course-code';
import { formatTerm, parseTerm, termFromIndex, termIndex } from '../catalog/terms';
import { indexCatalog, type CatalogIndex } from './catalog-index';
import { feasibility } from './feasibility';
import { halfCreditWaste } from './half-credit-waste';
import { dependentsOf, earliestPositions, lowerBound, nextOffered, tailLengths } from './plan-bounds';
import { PlanImpossibleError } from './plan-impossible-error';
import type { GeneratedPlan, PlanInput, Unpinned } from './plan-types';
import { brokenPins } from './pinned-requisites';
import { scheduleTerms, type Priority, type ScheduleInput } from './schedule-terms';
import { selectCourses } from './course-selection';
import { keptAvailability, termCalendar, termText, type Availability, type TermCalendar } from './term-calendar';

export { PlanImpossibleError } from './plan-impossible-error';

export const DEFAULT_CREDIT_LOAD = 15;

// Reorderings tried when the rules miss the bound: four put every seeded bench program within one term of it.
const REORDERINGS = 4;

export function generatePlan(input: PlanInput): GeneratedPlan {
  const load = input.creditLoad === 0 ? DEFAULT_CREDIT_LOAD : input.creditLoad;
  if (!Number.isFinite(load) || load < 1)
    throw new PlanImpossibleError(`Credits per term must be at least 1 (or 0 for ${DEFAULT_CREDIT_LOAD}); it is ${input.creditLoad}.`);
  const index = indexCatalog(input.catalog);
  // Positions count the terms a course may still go in: from the start, or after the term under way when later.
  const fromStart = termCalendar(input.start, index.taught);
  const firstOpen = input.now && termIndex(input.now) + 1 > fromStart.firstIndex ? termFromIndex(termIndex(input.now) + 1) : input.start;
  const calendar = termCalendar(firstOpen, index.taught);
  const offset = fromStart.positionFrom(calendar.firstIndex);
  const kept = keptAvailability(input.kept, calendar, input.start);
  const done = new Set(kept.keys());
  const fixed = pinnedPositions(input, calendar, done);
  const feasible = feasibility(index, done, input.catalog.university.name);
  const standing = (plan: (code: string) => boolean) => (code: string) => (done.has(code) ? 'kept' : plan(code) ? 'plan' : 'none') as 'kept' | 'plan' | 'none';
  const hypothetical = earliestPositions(index, calendar, kept, standing(feasible.canTake));
  const chainOf = (plan: ReadonlySet<string>) => {
    const earliest = earliestPositions(
      index,
      calendar,
      kept,
      standing((code) => plan.has(code)),
    );
    return Math.max(0, ...[...plan].map((code) => earliest(code) + 1));
  };
  const extra = (input.creditsToward ?? []).map((credits) => ({
    code: '',
    credit: credits.credit,
    requirement: input.catalog.program.requirements.findIndex((requirement) => requirement.category === credits.category),
  }));
  const plan = selectCourses({ index, program: input.catalog.program, done, feasible, hypothetical, chainOf, required: [...fixed.keys()], extra });
  const inPlan = new Set(plan);
  const occupied = occupiedCredits(input, index, calendar);
  // A pin whose requisites cannot come in time is let go, and the schedule made again without it.
  const unpinned: Unpinned[] = [];
  for (;;) {
    const earliest = earliestPositions(
      index,
      calendar,
      kept,
      standing((code) => inPlan.has(code)),
      fixed,
    );
    // A pinned course ends the plan no earlier than its own term.
    const waste = halfCreditWaste({ index, plan, load, isKept: (code) => done.has(code) || !index.courses.has(code), fixed: new Set(fixed.keys()), occupied });
    const bound = Math.max(
      lowerBound(
        plan.map((code) => index.courses.get(code)!),
        load,
        earliest,
        calendar,
        waste,
      ),
      Math.max(-1, ...fixed.values()) + 1,
    );
    const positions = bestSchedule(index, calendar, kept, plan, load, bound, fixed, occupied);
    const broken = brokenPins(index, calendar, kept, positions, fixed);
    if (broken.length === 0) return described(input, index, calendar, { plan, fixed, positions, bound, offset }, unpinned);
    for (const pin of broken) fixed.delete(pin.code);
    unpinned.push(...broken);
  }
}

interface Schedule {
  plan: readonly string[];
  fixed: ReadonlyMap<string, number>;
  positions: ReadonlyMap<string, number>;
  bound: number;
  /** Positions between the start term and the first term the plan may use. */
  offset: number;
}

function described(input: PlanInput, index: CatalogIndex, calendar: TermCalendar, schedule: Schedule, unpinned: Unpinned[]): GeneratedPlan {
  const { plan, fixed, positions, bound, offset } = schedule;
  const placed = plan
    .filter((code) => !fixed.has(code))
    .map((code) => ({ code, position: positions.get(code)! }))
    .sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : 1))
    .map(({ code, position }) => ({ course: index.courses.get(code)!.course, term: termText(calendar, position) }));
  const last = Math.max(-1, ...positions.values());
  return {
    placed,
    termsNeeded: last >= 0 ? offset + last + 1 : 0,
    lowerBound: bound > 0 ? offset + bound : 0,
    estimatedGraduation: last >= 0 ? termText(calendar, last) : (lastKeptTerm(input) ?? formatTerm(input.start)),
    unpinned,
  };
}

/** Pinned courses at their positions; one in a term the plan may not use (ended, untaught) or already kept is left out. */
function pinnedPositions(input: PlanInput, calendar: TermCalendar, done: ReadonlySet<string>): Map<string, number> {
  const fixed = new Map<string, number>();
  for (const pin of input.pinned ?? []) {
    const term = parseTerm(pin.term);
    const code = codeKey(pin.code);
    if (!term || done.has(code) || fixed.has(code) || termIndex(term) < calendar.firstIndex) continue;
    const position = calendar.positionFrom(termIndex(term));
    if (termIndex(calendar.termAt(position)) === termIndex(term)) fixed.set(code, position);
  }
  return fixed;
}

/** Credits kept courses (taking, or taken in a term still open) already put in the plan's terms. */
function occupiedCredits(input: PlanInput, index: CatalogIndex, calendar: TermCalendar): Map<number, number> {
  const occupied = new Map<number, number>();
  for (const course of input.kept) {
    const term = parseTerm(course.term);
    if (course.status === 'planned' || !term || termIndex(term) < calendar.firstIndex) continue;
    const position = calendar.positionFrom(termIndex(term));
    if (termIndex(calendar.termAt(position)) !== termIndex(term)) continue;
    occupied.set(position, (occupied.get(position) ?? 0) + (index.courses.get(codeKey(course.code))?.credit ?? 0));
  }
  return occupied;
}

function bestSchedule(
  index: CatalogIndex,
  calendar: TermCalendar,
  kept: ReadonlyMap<string, Availability>,
  plan: string[],
  load: number,
  bound: number,
  fixed: ReadonlyMap<string, number>,
  occupied: ReadonlyMap<number, number>,
) {
  const dependents = dependentsOf(index, plan);
  const tail = tailLengths(index, calendar, dependents);
  const credit = (code: string) => index.courses.get(code)!.credit;
  const fanOut = (code: string) => dependents.get(code)?.length ?? 0;
  const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const priorities: Priority[] = [
    (a, b, at) => tail(b, at) - tail(a, at) || credit(b) - credit(a) || byCode(a, b),
    (a, b, at) => tail(b, at) - tail(a, at) || fanOut(b) - fanOut(a) || credit(a) - credit(b) || byCode(a, b),
    (a, b, at) => tail(b, at) - tail(a, at) || credit(a) - credit(b) || byCode(a, b),
  ];
  // Slack-first packing aimed at the lower bound (and one term more) first, then plain first fit by each rule.
  // A course is urgent when waiting for its next offering would end its tail past the target.
  const aimedAt = (target: number) => (code: string, at: number) => {
    const next = nextOffered(calendar, index.courses.get(code)!, at + 1);
    return next + tail(code, next) > target;
  };
  type Attempt = Omit<ScheduleInput, 'index' | 'calendar' | 'kept' | 'plan' | 'load' | 'fixed' | 'occupied'>;
  const aimed: Attempt[] = [
    { urgent: aimedAt(bound) },
    { urgent: aimedAt(bound), narrowFirst: true },
    { urgent: aimedAt(bound + 1), narrowFirst: true },
    { urgent: aimedAt(bound + 1) },
  ];
  // Tried in order until one reaches the bound. Term-by-term packing cannot look back, so when the first rules
  // miss, the aimed packings run again under the other rules and then with ties among equal tails broken by a
  // fixed hash of the code instead: a different but deterministic order, which often packs the last terms fuller.
  function* tries(): Generator<[Attempt, Priority]> {
    for (const attempt of [aimed[0]!, aimed[1]!, {}, aimed[2]!, aimed[3]!]) yield [attempt, priorities[0]!];
    for (const priority of priorities.slice(1)) yield [{}, priority];
    for (const priority of priorities.slice(1)) for (const attempt of aimed) yield [attempt, priority];
    for (let salt = 1; salt <= REORDERINGS; salt++) {
      const salted: Priority = (a, b, at) => tail(b, at) - tail(a, at) || hashOf(a, salt) - hashOf(b, salt) || byCode(a, b);
      for (const attempt of aimed) yield [attempt, salted];
    }
  }
  let best: Map<string, number> | undefined;
  let bestTerms = Infinity;
  let failure: unknown;
  for (const [attempt, priority] of tries()) {
    let positions: Map<string, number>;
    try {
      positions = scheduleTerms({ index, calendar, kept, plan, load, fixed, occupied, ...attempt }, priority);
    } catch (error) {
      // Another order may still get through; the error stands only when none does.
      failure ??= error;
      continue;
    }
    const terms = Math.max(-1, ...positions.values()) + 1;
    if (terms < bestTerms) [best, bestTerms] = [positions, terms];
    if (bestTerms <= bound) break;
  }
  if (!best) throw failure;
  return best;
}

/** A fixed pseudo-random rank of a code per salt (FNV-1a), for tie-breaks that differ from code order. */
function hashOf(code: string, salt: number): number {
  let hash = 2166136261 ^ salt;
  for (let at = 0; at < code.length; at++) hash = Math.imul(hash ^ code.charCodeAt(at), 16777619);
  return hash >>> 0;
}

function lastKeptTerm(input: PlanInput): string | undefined {
  const terms = input.kept
    .filter((course) => course.status !== 'planned')
    .map((course) => parseTerm(course.term))
    .filter((term) => term !== null);
  if (terms.length === 0) return undefined;
  return formatTerm(terms.reduce((latest, term) => (termIndex(term) > termIndex(latest) ? term : latest)));
}
