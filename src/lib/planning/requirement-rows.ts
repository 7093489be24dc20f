// The Degree requirement table (GET /api/requirements/): per program requirement in file order, the
// credits it asks for and the credits of taken courses counted towards it (requirement-counting decides
// which requirement a course counts towards). A plan course the catalogue no longer lists counts by its own
// credit towards the `credits`-alone requirements. A taken course whose grade does not reach its minimum
// counts nowhere; credit from elsewhere counts as taken (course-passed), and credits from elsewhere with no
// course behind them count toward the requirement the student named (`countsToward`, by its category).
import { codeKey } from '../catalog/course-code';
import { indexCatalog } from './catalog-index';
import { courseFailed, hasCreditFromElsewhere } from './course-passed';
import type { PlanCourseView, ProgramCatalog, RequirementRow } from './plan-types';
import { countTowardsRequirements, creditsRequired, requirementByCategory, type CountedCourse } from './requirement-counting';
import type { PlanCourseStatus } from '../plan';
import type { Program } from '../catalog/catalog';

export function requirementRows(catalog: ProgramCatalog, planCourses: readonly PlanCourseView[]): RequirementRow[] {
  return requirementRowsFor(catalog, planCourses, ['taken']);
}

/** Rows counting plan courses of the given statuses (the insights count the whole plan). */
export function requirementRowsFor(catalog: ProgramCatalog, planCourses: readonly PlanCourseView[], statuses: readonly PlanCourseStatus[]): RequirementRow[] {
  const index = indexCatalog(catalog);
  const program = catalog.program;
  const scale = catalog.university.grading_scale;
  const courses: CountedCourse[] = [...planCourses]
    .filter((course) => hasCreditFromElsewhere(course) || (statuses.includes(course.status) && !courseFailed(course, index, scale)))
    .map((course) => {
      const requirement = namedRequirement(program, course);
      return {
        code: codeKey(course.course_code),
        credit: Number.isFinite(course.credit) ? course.credit : 0,
        ...(requirement === undefined ? {} : { requirement }),
      };
    });
  const counted = countTowardsRequirements(program, courses);
  return program.requirements.map((requirement, position) => {
    const required = creditsRequired(program, position, (code) => index.courses.get(code)?.credit ?? 0);
    return {
      category: requirement.category,
      credits_required: required,
      credits_completed: counted[position]!,
      credits_remaining: required - counted[position]!,
    };
  });
}

/** The requirement credit with no course behind it counts toward; undefined for a course (counted by its code). */
function namedRequirement(program: Program, course: PlanCourseView): number | undefined {
  // A category the program no longer has (it was changed): counted by its code, like any course not listed.
  return hasCreditFromElsewhere(course) ? requirementByCategory(program, course.countsToward) : undefined;
}

export interface DegreeProgress {
  takenCredits: number;
  /** Taken credits / the program's total credits × 100, rounded to one decimal; 0 without a total. */
  percentComplete: number;
}

export function degreeProgress(catalog: ProgramCatalog, planCourses: readonly PlanCourseView[]): DegreeProgress {
  const index = indexCatalog(catalog);
  const seen = new Set<string>();
  let takenCredits = 0;
  for (const course of planCourses) {
    // Credits with no course behind them are each their own: two "Transfer credit" entries both count.
    const code = course.countsToward?.trim() && hasCreditFromElsewhere(course) ? `#${course.id}` : codeKey(course.course_code);
    const done = hasCreditFromElsewhere(course) || (course.status === 'taken' && !courseFailed(course, index, catalog.university.grading_scale));
    if (!done || seen.has(code)) continue;
    seen.add(code);
    takenCredits += Number.isFinite(course.credit) ? course.credit : 0;
  }
  const total = catalog.program.total_credits;
  return { takenCredits, percentComplete: total > 0 ? Math.round((takenCredits / total) * 1000) / 10 : 0 };
}
