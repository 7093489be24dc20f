// What-if: the student's plan beside another program of the same university, computed without changing
// anything. For each side: the credits done that carry over (carry-over.ts), the requirements still open,
// and a plan made the same way for both (replan: from the term after the one under way, with the plan's load,
// taken and taking courses where they are, nothing in a past term), so the two are compared like for like.
// For the other program a course pinned by hand stays pinned only when that program's requirements name it;
// the other side's `replan` is exactly what switching would store (applyReplan).
import type { Program } from '../catalog/catalog';
import { codeKey } from '../catalog/course-code';
import { parseTerm, termFromIndex, termIndex, type Term } from '../catalog/terms';
import type { GradedCourse } from '../grades/graded-course';
import { carryOver, doneCourses, openRequirements, type CarryOver, type DoneCourse, type OpenRequirement } from './carry-over';
import { indexCatalog, type CatalogIndex } from './catalog-index';
import { PlanImpossibleError } from './plan-impossible-error';
import type { ProgramCatalog } from './plan-types';
import { replan, type Replan } from './replan';

export interface WhatIfInput {
  current: ProgramCatalog;
  /** Another program of the same university. */
  other: ProgramCatalog;
  /** The plan's start term and load (0 means 15). */
  start: Term;
  creditLoad: number;
  /** Today, in the student's local calendar. */
  today: Date;
  courses: readonly GradedCourse[];
}

export type ProjectedPlan =
  | {
      ok: true;
      replan: Replan;
      /** Taught terms from the first one still open (after the term under way, or the start) to graduation. */
      termsLeft: number;
      projectedGraduation: string;
    }
  | { ok: false; problem: string };

export interface ProgramOutlook {
  program: Program;
  carryOver: CarryOver;
  /** Requirements what carries over leaves unmet. */
  openRequirements: OpenRequirement[];
  plan: ProjectedPlan;
}

export interface WhatIf {
  /** What the student has done (credit from elsewhere, taken with a grade that counts, taking), each code once. */
  done: DoneCourse[];
  doneCredits: number;
  current: ProgramOutlook;
  other: ProgramOutlook;
}

export function whatIf(input: WhatIfInput): WhatIf {
  if (input.current.university.id !== input.other.university.id) throw new Error('What-if compares programs of one university only.');
  const index = indexCatalog(input.current);
  const done = doneCourses(input.courses, index, input.current.university.grading_scale);
  return {
    done,
    doneCredits: done.reduce((sum, course) => sum + course.credits, 0),
    current: outlook(input, input.current, done, input.courses),
    other: outlook(input, input.other, done, withRelevantPins(input.other.program, input.courses)),
  };
}

function outlook(input: WhatIfInput, catalog: ProgramCatalog, done: readonly DoneCourse[], courses: readonly GradedCourse[]): ProgramOutlook {
  const index = indexCatalog(catalog);
  const creditOf = (code: string) => index.courses.get(code)?.credit ?? 0;
  const carried = carryOver(catalog.program, done, creditOf);
  return {
    program: catalog.program,
    carryOver: carried,
    openRequirements: openRequirements(catalog, carried.carried, creditOf),
    plan: projectedPlan(input, catalog, index, courses),
  };
}

function projectedPlan(input: WhatIfInput, catalog: ProgramCatalog, index: CatalogIndex, courses: readonly GradedCourse[]): ProjectedPlan {
  let result: Replan;
  try {
    result = replan({ catalog, start: input.start, creditLoad: input.creditLoad, today: input.today, courses });
  } catch (error) {
    if (error instanceof PlanImpossibleError) return { ok: false, problem: error.message };
    throw error;
  }
  const unpinned = courses.filter((course, at) => input.courses[at]!.pinned === true && course.pinned !== true);
  const withReasons = { ...result, changes: { ...result.changes, notFit: [...result.changes.notFit, ...notNamed(catalog.program, unpinned, result)] } };
  const graduation = result.generated.estimatedGraduation;
  const firstOpen = Math.max(termIndex(input.start), termIndex(result.now) + 1);
  const last = parseTerm(graduation);
  let termsLeft = 0;
  for (let at = firstOpen; last && at <= termIndex(last); at++) if (index.taught.includes(termFromIndex(at).season)) termsLeft++;
  return { ok: true, replan: withReasons, termsLeft, projectedGraduation: graduation };
}

/** Planned courses pinned by hand stay pinned only when the program's requirements name them. */
function withRelevantPins(program: Program, courses: readonly GradedCourse[]): GradedCourse[] {
  const named = new Set(program.requirements.flatMap((requirement) => requirement.courses.map(codeKey)));
  return courses.map((course) =>
    course.status === 'planned' && course.pinned && !named.has(codeKey(course.courseCode)) ? { ...course, pinned: false } : course,
  );
}

/** The unpinned courses the planner moved or removed, listed with why they did not stay (their pin is then dropped). */
function notNamed(program: Program, unpinned: readonly GradedCourse[], result: Replan): Replan['changes']['notFit'] {
  const key = (code: string, term: string) => `${codeKey(code)}|${term.trim()}`;
  const changed = new Set([
    ...result.changes.moves.map((move) => key(move.courseCode, move.from)),
    ...result.changes.removed.map((course) => key(course.courseCode, course.term)),
  ]);
  return unpinned
    .filter((course) => changed.has(key(course.courseCode, course.term)))
    .map((course) => ({ course: { ...course, pinned: true }, reason: `${program.program_name} does not list it among its requirements.` }));
}
