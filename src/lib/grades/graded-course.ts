// A course as the grade and audit logic sees it: plain fields, so the rules do not depend on how a plan
// course is stored. `grade` absent means in progress (or not recorded yet); `creditSource` marks credit
// earned elsewhere (transfer, AP, IB, a test), which counts towards the degree but never in the GPA.
import type { CreditSource, PlanCourseStatus } from '../plan';

export type { CreditSource };

export interface GradedCourse {
  courseCode: string;
  credits: number;
  /** "Fall 2026"; empty when unknown (credit from elsewhere often has none). */
  term: string;
  status: PlanCourseStatus;
  grade?: string;
  creditSource?: CreditSource;
  /** Credit from elsewhere that is no catalogue course: the category of the requirement it counts toward. */
  countsToward?: string;
  /** Placed or moved by hand: re-planning leaves it where it is. */
  pinned?: boolean;
}
