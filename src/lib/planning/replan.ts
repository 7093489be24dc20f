// Generate, Update and Modify plan on a plan the student already has: what stays, what the generator places,
// and the difference, so a dialog can list it before anything changes (docs/degree-audit.md).
// Stays: taken courses and credit from elsewhere (history), taking courses, and planned courses pinned by
// hand in a term the plan may still use. A pinned course in a term that has ended, or in the term under way
// (which holds only what is being taken), or whose prerequisites cannot come before it, cannot stay: it is
// placed again and listed as not fitting there.
// Everything else planned is placed again; a planned course no longer needed is listed as removed.
import { codeKey } from '../catalog/course-code';
import { currentTerm } from '../catalog/current-term';
import { formatTerm, parseTerm, termIndex, type Term } from '../catalog/terms';
import type { GradedCourse } from '../grades/graded-course';
import { indexCatalog } from './catalog-index';
import { courseFailed, hasCreditFromElsewhere } from './course-passed';
import { generatePlan } from './generate-plan';
import type { CreditsToward, GeneratedPlan, KeptCourse, PinnedCourse, ProgramCatalog } from './plan-types';

export interface ReplanInput {
  catalog: ProgramCatalog;
  start: Term;
  /** Credits per term; 0 means 15. */
  creditLoad: number;
  /** Today, read in the student's local calendar: it decides which terms have ended. */
  today: Date;
  /** The plan as it is now. */
  courses: readonly GradedCourse[];
}

export interface PlanMove {
  courseCode: string;
  /** Where it was ("" when it had no term). */
  from: string;
  to: string;
}

export interface PlanChanges {
  /** Courses left exactly where they are. */
  stay: GradedCourse[];
  /** Planned courses going to another term. */
  moves: PlanMove[];
  /** Courses the plan now needs that it did not hold (including retakes of a course whose grade does not count). */
  added: { courseCode: string; term: string }[];
  /** Planned courses no longer needed. */
  removed: GradedCourse[];
  /** Pinned courses that cannot stay in their term, and why; each is also in moves or removed. */
  notFit: { course: GradedCourse; reason: string }[];
}

export interface Replan {
  /** The term under way. */
  now: Term;
  generated: GeneratedPlan;
  changes: PlanChanges;
}

/** Throws PlanImpossibleError like generatePlan. */
export function replan(input: ReplanInput): Replan {
  const index = indexCatalog(input.catalog);
  const scale = input.catalog.university.grading_scale;
  const now = currentTerm(input.today, index.taught);
  const nowIndex = termIndex(now);
  const view = (course: GradedCourse) => ({ course_code: course.courseCode, status: course.status, grade: course.grade, creditSource: course.creditSource });

  const kept: KeptCourse[] = [];
  const creditsToward: CreditsToward[] = [];
  const pinned: PinnedCourse[] = [];
  const stay: GradedCourse[] = [];
  const movable: GradedCourse[] = [];
  const notFit: PlanChanges['notFit'] = [];
  for (const course of input.courses) {
    if (hasCreditFromElsewhere(course)) {
      // Credits with no course behind them fill their requirement; a catalogue course is had, like one taken.
      if (course.countsToward) creditsToward.push({ category: course.countsToward, credit: course.credits });
      else kept.push({ code: course.courseCode, status: 'taken', term: '' });
      stay.push(course);
    } else if (course.status === 'taken' || course.status === 'taking') {
      // A grade below the course's minimum is history that counts for nothing: the course is needed again.
      if (!courseFailed(view(course), index, scale)) kept.push({ code: course.courseCode, status: course.status, term: course.term });
      stay.push(course);
    } else if (course.pinned) {
      const reason = pinnedProblem(course, nowIndex, index.taught);
      if (reason) {
        notFit.push({ course, reason });
        movable.push(course);
      } else {
        pinned.push({ code: course.courseCode, term: course.term });
        stay.push(course);
      }
    } else {
      movable.push(course);
    }
  }

  const generated = generatePlan({ catalog: input.catalog, start: input.start, creditLoad: input.creditLoad, kept, now, pinned, creditsToward });
  // A pin the generator had to let go (what it needs cannot come before it) is placed like the rest.
  for (const { code, reason } of generated.unpinned) {
    const at = stay.findIndex((course) => course.pinned && course.status === 'planned' && codeKey(course.courseCode) === code);
    if (at < 0) continue;
    const [course] = stay.splice(at, 1);
    notFit.push({ course: course!, reason });
    movable.push(course!);
  }
  return { now, generated, changes: differences(movable, generated, stay, notFit) };
}

function pinnedProblem(course: GradedCourse, nowIndex: number, taught: readonly string[]): string | undefined {
  const term = parseTerm(course.term);
  if (!term) return undefined;
  const where = formatTerm(term);
  if (termIndex(term) < nowIndex) return `${where} has ended; mark ${course.courseCode} taken if you took it.`;
  if (termIndex(term) === nowIndex) return `${where} is under way and holds only courses you are taking; mark ${course.courseCode} taking if you are.`;
  if (!taught.includes(term.season)) return `the university does not teach in ${term.season}.`;
  return undefined;
}

function differences(movable: readonly GradedCourse[], generated: GeneratedPlan, stay: GradedCourse[], notFit: PlanChanges['notFit']): PlanChanges {
  const placed = new Map<string, string[]>();
  for (const item of generated.placed) {
    const code = codeKey(item.course.course_code);
    placed.set(code, [...(placed.get(code) ?? []), item.term]);
  }
  const moves: PlanMove[] = [];
  const removed: GradedCourse[] = [];
  for (const course of movable) {
    const terms = placed.get(codeKey(course.courseCode));
    const to = terms?.shift();
    if (to === undefined) {
      removed.push(course);
    } else if (to === course.term.trim()) {
      stay.push(course);
    } else {
      moves.push({ courseCode: course.courseCode, from: course.term.trim(), to });
    }
  }
  const added = [...placed.entries()].flatMap(([courseCode, terms]) => terms.map((term) => ({ courseCode, term })));
  return { stay, moves, added, removed, notFit };
}
