// What the embedded syllabus extractor finds in a syllabus's text. The importer's review screen
// shows it, the student edits it, and saving turns it into a syllabus record and tasks. Pure data: the
// extractor (extract-syllabus.ts) writes it, on the device, offline.

/** A 1-based line range of the extracted text an item was read from (the review screen highlights it). */
export interface SourceSpan {
  line: number;
  /** The line's text, as extracted (for the highlight without re-reading the text). */
  text: string;
}

export type DatedItemKind = 'assignment' | 'quiz' | 'exam' | 'project' | 'reading' | 'other';

export interface DatedItem {
  title: string;
  kind: DatedItemKind;
  /** YYYY-MM-DD, resolved against the term (a date without a year lands in the term's year). */
  date: string;
  /** HH:MM (24 h) when the syllabus gives a time, else null. */
  time: string | null;
  /** True when the date falls outside the term's dates: shown for review, never dropped. */
  outsideTerm: boolean;
  source: SourceSpan;
}

export interface WeekTopic {
  /** 1-based week of term. */
  week: number;
  /** The Monday of that week (YYYY-MM-DD) when the term's start is known, else null. */
  startsOn: string | null;
  topic: string;
  source: SourceSpan;
}

export interface GradingWeight {
  component: string;
  /** Percent, 0–100. */
  percent: number;
  source: SourceSpan;
}

export interface MeetingTime {
  /** Mon … Sun */
  days: Array<'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun'>;
  /** HH:MM (24 h) */
  start: string | null;
  end: string | null;
  location: string | null;
}

export interface SyllabusExtraction {
  courseCode: string | null;
  courseTitle: string | null;
  /** e.g. "Fall 2026" */
  term: string | null;
  termStart: string | null;
  termEnd: string | null;
  meetings: MeetingTime[];
  instructor: string | null;
  officeHours: string | null;
  topics: WeekTopic[];
  items: DatedItem[];
  grading: GradingWeight[];
}

export interface ExtractOptions {
  /** The day of import (YYYY-MM-DD): with no term dates in the text, years resolve to the term nearest it. */
  today: string;
}
