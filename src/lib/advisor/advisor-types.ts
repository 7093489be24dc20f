// What the embedded advisor reads and answers. The server gathers this input from its database;
// the same pure code could run on the device. Shapes are the API's own so nothing is converted twice.
import type { ProgramCatalog, PlanCourseView } from '../planning/plan-types';
import type { Syllabus } from '../syllabus/syllabus-record';

/** A task as the advisor needs it (the tasks entity's fields it reads). */
export interface AdvisorTask {
  title: string;
  course: string;
  /** ISO date-time, or null without a due date. */
  due_at: string | null;
  status: 'todo' | 'in_progress' | 'complete';
}

/** An imported syllabus as the advisor reads it (its grading and weekly topics). */
export type AdvisorSyllabus = Pick<Syllabus, 'course' | 'term' | 'term_start' | 'topics' | 'grading'>;

export interface AdvisorPlan {
  start_term: string;
  start_year: number;
  credit_load: number;
  estimated_graduation: string;
  program_name: string;
}

export type AdvisorPlanCourse = PlanCourseView & { course_title?: string };

export interface AdvisorInput {
  profile: { first_name: string; expected_graduation: string | null } | null;
  plan: AdvisorPlan | null;
  planCourses: readonly AdvisorPlanCourse[];
  /** The plan's program with its university's courses; null without a plan or when it left the catalogue. */
  catalog: ProgramCatalog | null;
  tasks: readonly AdvisorTask[];
  /** The student's imported syllabi; absent is none. */
  syllabi?: readonly AdvisorSyllabus[];
  now: Date;
}

export type AdvisorIntent =
  'gpa' | 'can-take' | 'prerequisites' | 'offered' | 'next-term' | 'requirements' | 'graduation' | 'what-if' | 'due' | 'syllabus' | 'course' | 'help';

export interface AdvisorAnswer {
  intent: AdvisorIntent;
  /** Markdown. */
  text: string;
  /** Codes of the catalogue courses the question named, in the order named. */
  courses: string[];
}
