// The contract of the graduation planner (src/lib/planning): what the generator takes and gives, what the
// requirement table and the insights compute. Pure data, shared by the device (offline generation) and
// the server (POST /api/plans/ without courses, GET /api/requirements/).
import type { CatalogCourse, Program, University } from '../catalog/catalog';
import type { Term } from '../catalog/terms';
import type { PlanCourseStatus } from '../plan';

/** The catalogue of one program, as the API sends it and the device caches it. */
export interface ProgramCatalog {
  university: University;
  program: Program;
  courses: CatalogCourse[];
}

/** A course the student already has in their plan and keeps: taken or taking (or planned, when kept as is). */
export interface KeptCourse {
  code: string;
  status: PlanCourseStatus;
  /** "Fall 2026", or empty when unknown. */
  term: string;
}

export interface PlanInput {
  catalog: ProgramCatalog;
  start: Term;
  /** Credits per term; 0 means 15. */
  creditLoad: number;
  /** Courses already taken or being taken: they count, and are never placed again. */
  kept: KeptCourse[];
  /**
   * The term under way today. Given, no course is placed in it or before it: terms that have ended hold only
   * history, and the current one only what the student marked taking (kept).
   */
  now?: Term;
  /** Courses placed or moved by hand: they stay in their term and count towards its load. */
  pinned?: PinnedCourse[];
  /** Credit from elsewhere with no catalogue course behind it: it counts toward the requirement of that category. */
  creditsToward?: CreditsToward[];
}

export interface CreditsToward {
  /** A requirement's category. */
  category: string;
  credit: number;
}

export interface PinnedCourse {
  code: string;
  /** "Spring 2027": a term the plan may use (after `now`, taught by the university). */
  term: string;
}

export interface PlacedCourse {
  course: CatalogCourse;
  /** "Fall 2026". */
  term: string;
}

export interface GeneratedPlan {
  /** Every course still needed except the pinned ones, each in its term, in term order then code order. */
  placed: PlacedCourse[];
  /** Terms from the start term to the last placed course's term that the university teaches. */
  termsNeeded: number;
  /** The larger of ceil(credits left / load) and the longest prerequisite chain under the offering pattern. */
  lowerBound: number;
  /** The last term holding a course ("Spring 2030"), or the start term when nothing is left. */
  estimatedGraduation: string;
  /** Pinned courses that could not stay in their term (what they need cannot come before it), placed like the rest. */
  unpinned: Unpinned[];
}

export interface Unpinned {
  code: string;
  /** Why, in the student's words. */
  reason: string;
}

/** A plan course as the insights and the requirement table see it. */
export interface PlanCourseView {
  id: string;
  course_code: string;
  credit: number;
  term: string;
  status: PlanCourseStatus;
  /** A taken course's grade (docs/degree-audit.md); absent when none is recorded. */
  grade?: string;
  /** Credit from elsewhere: counts as taken and passed, whatever its status. */
  creditSource?: string;
  /** Credit from elsewhere that is no catalogue course: the category of the requirement it counts toward. */
  countsToward?: string;
  pinned?: boolean;
}

export interface RequirementRow {
  category: string;
  credits_required: number;
  /** Credits of taken courses counted towards this requirement. */
  credits_completed: number;
  /** Required minus completed; 0 or less is satisfied. */
  credits_remaining: number;
}

/** Something to fix or know about in a plan, in words a student understands. */
export interface PlanInsight {
  kind: 'prerequisite' | 'corequisite' | 'offering' | 'overload' | 'requirement' | 'untaught-term' | 'ended-term' | 'current-term' | 'min-grade';
  message: string;
  /** The plan course it is about, when it is about one. */
  planCourseId?: string;
}
