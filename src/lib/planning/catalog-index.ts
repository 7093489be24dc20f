// The program catalogue read once into the shape the planner works on: courses by canonical code, their
// requisites parsed, their offerings narrowed to the seasons the university teaches. The generator, the
// requirement table and the insights all read the catalogue through this, so they agree on every course.
import type { CatalogCourse } from '../catalog/catalog';
import { codeKey } from '../catalog/course-code';
import { parseRequisites, type Requisite } from '../catalog/requisites';
import { isSeason, SEASONS, type Season } from '../catalog/terms';
import type { ProgramCatalog } from './plan-types';

export interface IndexedCourse {
  code: string;
  course: CatalogCourse;
  credit: number;
  /** The seasons the catalogue lists, in Winter..Fall order; empty when unknown. */
  listed: Season[];
  /** The taught seasons it may be planned in: the listed ones the university teaches, or every taught one when unknown. */
  seasons: Season[];
  prereq: Requisite | null;
  coreq: Requisite | null;
}

export interface CatalogIndex {
  /** Seasons the university teaches, in Winter..Fall order (Fall and Spring when the catalogue names none). */
  taught: Season[];
  courses: Map<string, IndexedCourse>;
}

/** "fall, Spring" → ['Spring', 'Fall']; words that are no season are ignored (so "TBA" reads as unknown). */
export function listedSeasons(text: string): Season[] {
  const named = new Set(
    text
      .split(/[,/;]|\band\b/i)
      .map((word) => word.trim())
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()),
  );
  return SEASONS.filter((season) => named.has(season));
}

// An expression the import should have refused is read as no requirement rather than breaking a plan view.
function safeRequisites(text: string): Requisite | null {
  try {
    return parseRequisites(text);
  } catch {
    return null;
  }
}

export function indexCatalog(catalog: ProgramCatalog): CatalogIndex {
  const taughtSet = new Set(catalog.university.terms.filter(isSeason));
  const taught = SEASONS.filter((season) => taughtSet.has(season));
  const seasonsTaught = taught.length > 0 ? taught : (['Spring', 'Fall'] as Season[]);
  const courses = new Map<string, IndexedCourse>();
  for (const course of catalog.courses) {
    const code = codeKey(course.course_code);
    if (courses.has(code)) continue;
    const listed = listedSeasons(course.course_offered ?? '');
    const credit = Number.isFinite(course.course_credit) && course.course_credit > 0 ? course.course_credit : 0;
    courses.set(code, {
      code,
      course,
      credit,
      listed,
      seasons: listed.length === 0 ? seasonsTaught : listed.filter((season) => seasonsTaught.includes(season)),
      prereq: safeRequisites(course.course_prereq),
      coreq: safeRequisites(course.course_coreq),
    });
  }
  return { taught: seasonsTaught, courses };
}
