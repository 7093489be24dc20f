// fast-check arbitraries for the planner's property tests: small random programs with prerequisite DAGs of
// and/or expressions, offerings, taught seasons, credits in halves, all three requirement kinds, loads 0–24
// and kept courses. `feasible` catalogues admit a plan by construction (requisites point backwards, offerings
// within the taught seasons, requirement credits within reach); `wild` ones may hold cycles, untaught-only
// offerings, forward corequisites and requirements asking for more than the catalogue has.
import fc from 'fast-check';
import type { ProgramRequirement } from '../../../../src/lib/catalog/catalog';
import { SEASONS, type Season } from '../../../../src/lib/catalog/terms';
import type { KeptCourse, PlanInput } from '../../../../src/lib/planning/plan-types';
import { catalog, course } from './catalog-builder';

const rawCourse = fc.record({
  credit: fc.constantFrom(0, 0.5, 1, 1.5, 2, 3, 3, 3, 3, 4, 4, 4.5, 5, 6, 7.5),
  offered: fc.subarray([...SEASONS]),
  prereq: fc.array(fc.array(fc.nat(999), { maxLength: 2 }), { maxLength: 2 }),
  external: fc.nat(9),
  coreq: fc.option(fc.nat(999), { freq: 4 }),
});

const rawInput = fc.record({
  courses: fc.array(rawCourse, { minLength: 1, maxLength: 12 }),
  taught: fc.subarray([...SEASONS]),
  requirements: fc.array(
    fc.record({ kind: fc.constantFrom('all_of', 'from', 'credits'), picks: fc.array(fc.nat(999), { maxLength: 5 }), credits: fc.integer({ min: 0, max: 12 }) }),
    { maxLength: 4 },
  ),
  load: fc.integer({ min: 0, max: 24 }),
  kept: fc.array(
    fc.record({
      pick: fc.nat(999),
      status: fc.constantFrom('taken', 'taking', 'planned'),
      term: fc.option(fc.tuple(fc.constantFrom(...SEASONS), fc.integer({ min: 2024, max: 2030 }))),
    }),
    { maxLength: 4 },
  ),
  start: fc.record({ season: fc.constantFrom(...SEASONS), year: fc.integer({ min: 2024, max: 2029 }) }),
  wildness: fc.nat(99),
});

type Raw = typeof rawInput extends fc.Arbitrary<infer T> ? T : never;

const codeOf = (at: number) => `C ${String(100 + at)}`;

function build(raw: Raw, feasible: boolean): PlanInput {
  const taught: Season[] = raw.taught.length > 0 ? raw.taught : ['Spring', 'Fall'];
  const count = raw.courses.length;
  // In a wild catalogue some references point forwards (cycles, impossible corequisites); feasible ones point back.
  const target = (at: number, pick: number) => (feasible || pick % 11 !== 0 ? (at === 0 ? -1 : pick % at) : pick % count);
  const courses = raw.courses.map((shape, at) => {
    const offered = feasible ? shape.offered.filter((season) => taught.includes(season)) : shape.offered;
    const clauses = shape.prereq
      .map((clause) =>
        clause
          .map((pick) => target(at, pick))
          .filter((other) => other >= 0 && other !== at)
          .map(codeOf),
      )
      .filter((clause) => clause.length > 0)
      .map((clause) => (clause.length > 1 ? `(${clause.join(' and ')})` : clause[0]!));
    if (shape.external === 0) clauses.push('EXT 1');
    const coreq = shape.coreq === null ? -1 : target(at, shape.coreq);
    return course(codeOf(at), shape.credit, offered.join(', '), clauses.join(' or '), coreq >= 0 && coreq !== at ? codeOf(coreq) : '');
  });
  const requirements: ProgramRequirement[] = raw.requirements.map((shape, at) => {
    const listed = [...new Set(shape.picks.map((pick) => codeOf(pick % count)))];
    const category = `Requirement ${at + 1}`;
    if (shape.kind === 'all_of') return { category, kind: 'all_of', courses: listed, credits: 0 };
    if (shape.kind === 'from') return { category, kind: 'from', courses: listed, credits: shape.credits };
    return { category, kind: 'credits', courses: [], credits: shape.credits };
  });
  if (feasible)
    withinReach(
      requirements,
      courses.map((item) => [item.course_code, item.course_credit] as const),
    );
  const kept: KeptCourse[] = raw.kept.map((shape) => ({
    code: codeOf(shape.pick % count).toLowerCase(),
    status: shape.status as KeptCourse['status'],
    term: shape.term ? `${shape.term[0]} ${shape.term[1]}` : '',
  }));
  return { catalog: catalog(courses, requirements, raw.taught), start: raw.start, creditLoad: raw.load, kept };
}

// Lower requirement credits to what the courses that would count towards them can give.
function withinReach(requirements: ProgramRequirement[], credits: (readonly [string, number])[]): void {
  const owner = new Map<string, number>();
  requirements.forEach((requirement, at) => requirement.courses.forEach((code) => owner.has(code) || requirement.kind === 'credits' || owner.set(code, at)));
  let pool = credits.filter(([code]) => !owner.has(code)).reduce((sum, [, credit]) => sum + credit, 0);
  requirements.forEach((requirement, at) => {
    if (requirement.kind === 'from') {
      const reach = credits.filter(([code]) => owner.get(code) === at).reduce((sum, [, credit]) => sum + credit, 0);
      requirement.credits = Math.min(requirement.credits, reach);
    } else if (requirement.kind === 'credits') {
      requirement.credits = Math.min(requirement.credits, pool);
      pool -= requirement.credits;
    }
  });
}

export const feasibleInput = rawInput.map((raw) => build(raw, true));
export const wildInput = rawInput.map((raw) => build(raw, raw.wildness < 50));
