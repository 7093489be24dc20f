// The importer's review step: the dated items the extractor found, as rows the student checks,
// edits and deselects before anything is saved, and the tasks the chosen rows become. An item that is
// already on the board (same course, same title, same day) is marked and left unchosen, so importing the
// same syllabus twice adds nothing twice; so is one already past, so a syllabus imported mid-term does not
// fill the board with overdue work (the student can still tick it). Re-importing a syllabus imported before
// matches its tasks by title: one whose day or time changed is chosen to be moved, not added again, unless
// the syllabus line it was read from is unchanged: then the student moved it, and it stays where they put it
// (unticked, and marked, so they can still move it back).
import type { DatedItem, DatedItemKind } from './syllabus-extraction';

export interface ReviewRow {
  /** Stable within one review: the item's position. */
  key: string;
  chosen: boolean;
  title: string;
  kind: DatedItemKind;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, or '' for none (the task is then due at the end of that day). */
  time: string;
  outsideTerm: boolean;
  duplicate: boolean;
  /** Due before the day of import. */
  past: boolean;
  /**
   * The task of the earlier import of this syllabus this row moves to its new day, when it was due, and
   * whether the student moved it there themselves (the syllabus gives the same line as when it was imported).
   */
  replaces: { id: string; due_at: string | null; byStudent: boolean } | null;
  sourceLine: number;
  sourceText: string;
}

export type ReviewGroup = 'exams' | 'deadlines';

/** The task fields a chosen row becomes (the same as the Add task form's). */
export interface ImportedTask {
  title: string;
  notes: string;
  course: string;
  /** A local wall-clock date-time, YYYY-MM-DDTHH:MM, in the device's time zone. */
  due: string;
  /** An exam or quiz dated without a time: due on its day (from its start), not at a made-up hour. */
  allDay: boolean;
  /** The earlier import's task to update instead of adding one. */
  replaces?: string;
}

/** What the review compares with to mark an item already on the board. */
export interface ExistingTask {
  id: string;
  title: string;
  course: string;
  due_at: string | null;
  syllabus_id: string | null;
  /** An imported task's note names the syllabus line it was read from (sourceNote). */
  notes?: string;
}

/** Exams and quizzes apart from the rest, as a student reads a syllabus's key dates. */
export function reviewGroup(kind: DatedItemKind): ReviewGroup {
  return kind === 'exam' || kind === 'quiz' ? 'exams' : 'deadlines';
}

const KIND_NAMES: Record<DatedItemKind, string> = {
  assignment: 'Assignment',
  quiz: 'Quiz',
  exam: 'Exam',
  project: 'Project',
  reading: 'Reading',
  other: 'Deadline',
};

export const kindName = (kind: DatedItemKind): string => KIND_NAMES[kind];

/** When a syllabus gives a day but no time, work is due by the end of that day... */
const END_OF_DAY = '23:59';

/** ...and an exam or quiz is on that day, all day: a deadline at 23:59 would put its preparation too late. */
function dueOf(kind: DatedItemKind, date: string, time: string | null): { due: string; allDay: boolean } {
  if (time) return { due: `${date}T${time}`, allDay: false };
  if (reviewGroup(kind) === 'exams') return { due: `${date}T00:00`, allDay: true };
  return { due: `${date}T${END_OF_DAY}`, allDay: false };
}

const normalise = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function sameTask(existing: ExistingTask, course: string, title: string, date: string): boolean {
  return (
    normalise(existing.course) === normalise(course) &&
    normalise(existing.title) === normalise(title) &&
    existing.due_at !== null &&
    existing.due_at.slice(0, 10) === date
  );
}

/** A local date-time from a task's due_at, YYYY-MM-DDTHH:MM, as the review compares it. */
const localDue = (dueAt: string) => new Date(dueAt).toLocaleString('sv').slice(0, 16).replace(' ', 'T');

/** The earlier import's task with this title whose day or time differs (an unchanged one is a duplicate). */
function movedTask(existing: readonly ExistingTask[], syllabusId: string | null, item: DatedItem): ReviewRow['replaces'] {
  if (syllabusId === null) return null;
  const { due } = dueOf(item.kind, item.date, item.time ?? null);
  const earlier = existing.find((task) => task.syllabus_id === syllabusId && normalise(task.title) === normalise(item.title));
  if (!earlier || (earlier.due_at !== null && localDue(earlier.due_at) === due)) return null;
  return { id: earlier.id, due_at: earlier.due_at, byStudent: readFromLine(earlier, item) };
}

/** Whether the task's note still quotes this syllabus line: the date it was imported with came from it. */
function readFromLine(task: ExistingTask, item: DatedItem): boolean {
  return item.source.line > 0 && task.notes !== undefined && task.notes.endsWith(`: ${readableLine(item.source.text)}`);
}

/** `today`: the day of import, YYYY-MM-DD. `syllabusId`: the earlier import of this syllabus, if any. */
export function reviewRows(
  items: readonly DatedItem[],
  course: string,
  existing: readonly ExistingTask[],
  today: string,
  syllabusId: string | null = null,
): ReviewRow[] {
  return items.map((item, index) => {
    const replaces = movedTask(existing, syllabusId, item);
    const duplicate = replaces === null && existing.some((task) => sameTask(task, course, item.title, item.date));
    const past = item.date < today;
    return {
      key: String(index),
      chosen: !duplicate && !past && !replaces?.byStudent,
      replaces,
      title: item.title,
      kind: item.kind,
      date: item.date,
      time: item.time ?? '',
      outsideTerm: item.outsideTerm,
      duplicate,
      past,
      sourceLine: item.source.line,
      sourceText: item.source.text,
    };
  });
}

/** A row's problem in the student's words, or null when it can be saved. */
export function rowProblem(row: Pick<ReviewRow, 'title' | 'date' | 'time'>): string | null {
  if (!row.title.trim()) return 'Give it a title.';
  if (row.title.trim().length > 200) return 'Keep the title under 200 characters.';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(row.date) || !Number.isFinite(new Date(`${row.date}T00:00`).getTime())) return 'Enter a date.';
  if (row.time !== '' && !/^([01]\d|2[0-3]):[0-5]\d$/.test(row.time)) return 'Enter a time such as 23:59, or leave it empty.';
  return null;
}

/** A source line as a note: a schedule table's cell borders become separators. */
const readableLine = (text: string) =>
  text
    .split('|')
    .map((cell) => cell.trim())
    .filter(Boolean)
    .join(' · ');

/** Whether a task's notes are still the note an import wrote (sourceNote), not the student's own words. */
export const isSourceNote = (notes: string) => /^[A-Z][a-z]+ from the syllabus( \(|\.)/.test(notes);

/** Where a task came from, for its notes: the syllabus and, when known, the line it was read from. */
function sourceNote(row: ReviewRow, syllabusName: string): string {
  const from = `${kindName(row.kind)} from the syllabus`;
  const note = row.sourceLine > 0 ? `${from} (${syllabusName}, line ${row.sourceLine}): ${readableLine(row.sourceText)}` : `${from} (${syllabusName}).`;
  return note.slice(0, 5000);
}

export function importedTasks(rows: readonly ReviewRow[], course: string, syllabusName: string): ImportedTask[] {
  return rows
    .filter((row) => row.chosen)
    .map((row) => ({
      title: row.title.trim(),
      notes: sourceNote(row, syllabusName),
      course: course.trim(),
      ...dueOf(row.kind, row.date, row.time || null),
      ...(row.replaces ? { replaces: row.replaces.id } : {}),
    }));
}
