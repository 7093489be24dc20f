// What the student has done, and how much of it another program (or their own) would count: the What-if
// comparison's "credits that carry over". Done means credit from elsewhere, taken courses whose grade counts
// (course-passed) and courses being taken; each code once, except credits with no course behind them, which
// count toward the requirement the student named (by its category, when the program has one) and each
// count. A done course carries over when a requirement of
// the program can still use it; the rest (a course no requirement names while there is no free-elective
// pool, or credits beyond what a requirement asks) does not, so carried + not carried = done, always.
import type { Program } from '../catalog/catalog';
import { codeKey } from '../catalog/course-code';
import { termSortKey } from '../catalog/terms';
import type { GradedCourse } from '../grades/graded-course';
import type { GradingScale } from '../grades/grading-scale';
import type { CatalogIndex } from './catalog-index';
import { courseFailed, hasCreditFromElsewhere } from './course-passed';
import { countTowardsRequirements, creditsRequired, requirementByCategory, requirementOwners } from './requirement-counting';
import type { ProgramCatalog } from './plan-types';

export interface DoneCourse {
  courseCode: string;
  credits: number;
  /** Credit from elsewhere with no course behind it: the category of the requirement it counts toward. */
  countsToward?: string;
}

export interface CarryOver {
  carried: DoneCourse[];
  carriedCredits: number;
  notCarried: DoneCourse[];
  notCarriedCredits: number;
}

export interface OpenRequirement {
  category: string;
  creditsRequired: number;
  creditsRemaining: number;
}

const credit = (course: GradedCourse) => (Number.isFinite(course.credits) && course.credits > 0 ? course.credits : 0);
// Earlier work fills a requirement first, so what is only in progress is what turns out surplus.
const stage = (course: GradedCourse) => (hasCreditFromElsewhere(course) ? 0 : course.status === 'taken' ? 1 : 2);

/** The courses that count as done, each code once, credit from elsewhere first, then taken, then taking, by term. */
export function doneCourses(courses: readonly GradedCourse[], index: CatalogIndex, scale?: GradingScale): DoneCourse[] {
  const view = (course: GradedCourse) => ({ course_code: course.courseCode, status: course.status, grade: course.grade, creditSource: course.creditSource });
  const counting = courses.filter(
    (course) => hasCreditFromElsewhere(course) || course.status === 'taking' || (course.status === 'taken' && !courseFailed(view(course), index, scale)),
  );
  const ordered = [...counting].sort(
    (a, b) =>
      stage(a) - stage(b) ||
      termSortKey(a.term) - termSortKey(b.term) ||
      (codeKey(a.courseCode) < codeKey(b.courseCode) ? -1 : codeKey(a.courseCode) > codeKey(b.courseCode) ? 1 : 0),
  );
  const seen = new Set<string>();
  const done: DoneCourse[] = [];
  ordered.forEach((course, at) => {
    const countsToward = hasCreditFromElsewhere(course) ? course.countsToward?.trim() : undefined;
    const key = countsToward ? `#${at}` : codeKey(course.courseCode);
    if (seen.has(key)) return;
    seen.add(key);
    done.push({ courseCode: course.courseCode, credits: credit(course), ...(countsToward ? { countsToward } : {}) });
  });
  return done;
}

/** Splits done courses into those a requirement of the program can use and the rest, in the order given. */
export function carryOver(program: Program, done: readonly DoneCourse[], creditOf: (code: string) => number): CarryOver {
  const owners = requirementOwners(program);
  const room = program.requirements.map((_, position) => creditsRequired(program, position, creditOf));
  // The `credits`-alone requirements take every course no other requirement names, as one pool.
  let poolRoom = program.requirements.reduce((sum, requirement) => sum + (requirement.kind === 'credits' ? requirement.credits : 0), 0);
  const result: CarryOver = { carried: [], carriedCredits: 0, notCarried: [], notCarriedCredits: 0 };
  for (const course of done) {
    const named = requirementByCategory(program, course.countsToward);
    const owner = named ?? owners.get(codeKey(course.courseCode));
    // The `credits`-alone requirements share one pool, named or not.
    const pooled = owner === undefined || program.requirements[owner]!.kind === 'credits';
    // An `all_of` requirement asks for each of its courses, so one it names always fits.
    const fits = pooled ? poolRoom > 1e-9 : program.requirements[owner]!.kind === 'all_of' || room[owner]! > 1e-9;
    if (pooled) poolRoom -= fits ? course.credits : 0;
    else room[owner]! -= course.credits;
    if (fits) {
      result.carried.push(course);
      result.carriedCredits += course.credits;
    } else {
      result.notCarried.push(course);
      result.notCarriedCredits += course.credits;
    }
  }
  return result;
}

/** The program's requirements these courses leave unmet, in file order. */
export function openRequirements(catalog: ProgramCatalog, courses: readonly DoneCourse[], creditOf: (code: string) => number): OpenRequirement[] {
  const counted = countTowardsRequirements(
    catalog.program,
    courses.map((course) => ({ code: course.courseCode, credit: course.credits, requirement: requirementByCategory(catalog.program, course.countsToward) })),
  );
  return catalog.program.requirements
    .map((requirement, position) => {
      const required = creditsRequired(catalog.program, position, creditOf);
      return { category: requirement.category, creditsRequired: required, creditsRemaining: Math.max(0, required - counted[position]!) };
    })
    .filter((row) => row.creditsRemaining > 1e-9);
}
