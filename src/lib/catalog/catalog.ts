// The course catalogue as the API sends it and the app caches it (docs/catalog-format.md): one shape for the
// server's routes, the device's offline cache and the plan generator on both sides.
import type { GradingScale } from '../grades/grading-scale';
import type { Season } from './terms';

export interface University {
  id: string;
  name: string;
  /** The seasons the university teaches in, in Winter, Spring, Summer, Fall order. */
  terms: Season[];
  /** The catalogue's grading scale; absent means the common 4.0 scale. */
  grading_scale?: GradingScale;
}

/** A requirement of a program, in file order (a course counts towards the first that can use it). */
export type ProgramRequirement =
  | { category: string; kind: 'all_of'; courses: string[]; credits: number }
  | { category: string; kind: 'from'; courses: string[]; credits: number }
  | { category: string; kind: 'credits'; courses: []; credits: number };

export interface Program {
  id: string;
  university: string;
  program_name: string;
  degree: string;
  total_credits: number;
  min_gpa: number | null;
  requirements: ProgramRequirement[];
}

/** GET /api/advisor/courses/?program= items, sorted by course_code. */
export interface CatalogCourse {
  id: string;
  course_code: string;
  course_title: string;
  course_description: string;
  course_credit: number;
  /** The seasons it is offered, comma-separated ("Fall, Spring"); empty when unknown. */
  course_offered: string;
  course_category: string;
  /** A requisite expression (requisites.ts); empty when none. */
  course_prereq: string;
  course_coreq: string;
  min_grade_req: string;
  course_url: string;
  course_note: string;
}
