// A syllabus as the API sends it and the device keeps it: what the student confirmed from an
// import — the course, its term, the topics by week and the grading — never the file itself. Tasks made
// from it name it (Task.syllabus_id), so a re-import of the same course's syllabus updates them.

export interface SyllabusTopic {
  /** 1-based week of term. */
  week: number;
  /** The Monday of that week, YYYY-MM-DD, when the term's start is known. */
  starts_on: string | null;
  topic: string;
}

export interface SyllabusGrade {
  component: string;
  /** 0–100 */
  percent: number;
}

export interface Syllabus {
  id: string;
  /** The course code as the student confirmed it (e.g. 'CS 2110'); '' when none. */
  course: string;
  /** The course's title, '' when none. */
  title: string;
  /** e.g. 'Fall 2026', '' when none. */
  term: string;
  /** YYYY-MM-DD or null. */
  term_start: string | null;
  term_end: string | null;
  topics: SyllabusTopic[];
  grading: SyllabusGrade[];
  /** The imported file's name, or 'pasted text' / the web address it came from. */
  file_name: string;
  created_at?: string;
  updated_at?: string;
  version?: number;
}

/** The largest values the server accepts. */
export const SYLLABUS_LIMITS = {
  course: 100,
  title: 200,
  term: 100,
  fileName: 255,
  topics: 60,
  topic: 500,
  grading: 30,
  component: 200,
} as const;

/** How many syllabi one student may keep. */
export const SYLLABUS_CAP = 200;
