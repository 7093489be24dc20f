// A graduation plan and its courses as the API sends them and the app keeps them: one shape
// for the server and the client, so the two cannot drift apart.
export type StartTerm = 'Fall' | 'Winter' | 'Spring' | 'Summer';
export type PlanCourseStatus = 'planned' | 'taking' | 'taken';
export type CreditSource = 'transfer' | 'ap' | 'ib' | 'test' | 'other';

/** The most credits one course or plan course may carry. */
export const CREDIT_LIMIT = 30;

export interface Plan {
  id: string;
  university: string | null;
  university_name: string;
  program: string | null;
  program_name: string;
  start_term: StartTerm;
  start_year: number;
  credit_load: number;
  total_credits: number;
  current_gpa: number | null;
  estimated_graduation: string;
  /** Terms from the start term through the last planned course; 0 when unknown. */
  terms_needed: number;
  /** The fewest terms the remaining courses could take; 0 when unknown. */
  lower_bound_terms: number;
  created_at: string;
  updated_at: string;
  /** Raised by one on every change on the server; absent on a plan not yet saved there. */
  version?: number;
}

export interface PlanCourse {
  id: string;
  plan: string;
  course: string | null;
  course_code: string;
  course_title: string;
  term: string;
  status: PlanCourseStatus;
  prerequisites: string;
  credit: number;
  /** A taken course's grade on the university's scale ("B+", "P", "W"); null while in progress or unrecorded. */
  grade: string | null;
  /** Where credit from elsewhere came from; null for a course taken here. */
  credit_source: CreditSource | null;
  /** What that credit was ("AP Calculus BC, score 5"); empty for a course taken here. */
  credit_note: string;
  /** Credit from elsewhere that is no catalogue course: the category of the requirement it counts toward; empty otherwise. */
  counts_toward: string;
  /** Placed or moved by hand: re-planning leaves it where it is. */
  pinned: boolean;
  created_at: string;
  updated_at: string;
  version?: number;
}
