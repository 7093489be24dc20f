// The rest of a syllabus the review shows besides its deadlines: the topics by week and the grading, as
// rows the student edits and deselects, and the syllabus record the chosen ones are saved as. A syllabus
// imported before for the same course and term is found, so re-importing it updates that record.
import type { SyllabusExtraction } from './syllabus-extraction';
import { SYLLABUS_LIMITS, type Syllabus } from './syllabus-record';

export interface TopicRow {
  key: string;
  chosen: boolean;
  week: number;
  startsOn: string | null;
  topic: string;
  sourceLine: number;
  sourceText: string;
}

export interface GradeRow {
  key: string;
  chosen: boolean;
  component: string;
  /** As typed: a number 0–100. */
  percent: string;
  sourceLine: number;
  sourceText: string;
}

export type SyllabusFields = Omit<Syllabus, 'id' | 'created_at' | 'updated_at' | 'version'>;

export function topicRows(extraction: SyllabusExtraction): TopicRow[] {
  return extraction.topics.slice(0, SYLLABUS_LIMITS.topics).map((topic, index) => ({
    key: `topic-${index}`,
    chosen: true,
    week: topic.week,
    startsOn: topic.startsOn,
    topic: topic.topic,
    sourceLine: topic.source.line,
    sourceText: topic.source.text,
  }));
}

export function gradeRows(extraction: SyllabusExtraction): GradeRow[] {
  return extraction.grading.slice(0, SYLLABUS_LIMITS.grading).map((grade, index) => ({
    key: `grade-${index}`,
    chosen: true,
    component: grade.component,
    percent: String(grade.percent),
    sourceLine: grade.source.line,
    sourceText: grade.source.text,
  }));
}

export function topicProblem(row: Pick<TopicRow, 'topic'>): string | null {
  if (!row.topic.trim()) return 'Name the topic, or untick it.';
  if (row.topic.trim().length > SYLLABUS_LIMITS.topic) return `Keep the topic under ${SYLLABUS_LIMITS.topic} characters.`;
  return null;
}

export function gradeProblem(row: Pick<GradeRow, 'component' | 'percent'>): string | null {
  if (!row.component.trim()) return 'Name what is graded, or untick it.';
  if (row.component.trim().length > SYLLABUS_LIMITS.component) return `Keep the name under ${SYLLABUS_LIMITS.component} characters.`;
  const percent = Number(row.percent);
  if (row.percent.trim() === '' || !Number.isFinite(percent) || percent < 0 || percent > 100) return 'Enter a percentage from 0 to 100.';
  return null;
}

const squash = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The syllabus imported before for this course (and this term, when both name one), if any. */
export function earlierImport<S extends Pick<Syllabus, 'id' | 'course' | 'term'>>(syllabi: readonly S[], course: string | null, term: string | null): S | null {
  const key = squash(course ?? '');
  if (!key) return null;
  const sameTerm = (syllabus: S) => !term || !syllabus.term || squash(syllabus.term) === squash(term);
  return syllabi.find((syllabus) => squash(syllabus.course) === key && sameTerm(syllabus)) ?? null;
}

/** What the syllabus record holds once the student confirms: the chosen topics and grading, never the file. */
export function syllabusFields(
  extraction: SyllabusExtraction,
  course: string,
  fileName: string,
  topics: readonly TopicRow[],
  grades: readonly GradeRow[],
): SyllabusFields {
  return {
    course: course.trim().slice(0, SYLLABUS_LIMITS.course),
    title: (extraction.courseTitle ?? '').slice(0, SYLLABUS_LIMITS.title),
    term: (extraction.term ?? '').slice(0, SYLLABUS_LIMITS.term),
    term_start: extraction.termStart,
    term_end: extraction.termEnd,
    topics: topics.filter((row) => row.chosen).map((row) => ({ week: row.week, starts_on: row.startsOn, topic: row.topic.trim() })),
    grading: grades.filter((row) => row.chosen).map((row) => ({ component: row.component.trim(), percent: Number(row.percent) })),
    file_name: fileName.slice(0, SYLLABUS_LIMITS.fileName),
  };
}
