// Credit from elsewhere (transfer, AP, IB, a test) as a student enters it: a catalogue course they have credit
// for, or credits with no course behind them toward one requirement, with a note saying what it was. The
// device's form checks it with these rules and messages before anything is stored. It belongs to no term:
// it was never taken here, so no term's load or GPA holds it and re-planning never moves it.
import { CREDIT_LIMIT, type CreditSource } from '../plan';
import { CREDIT_SOURCES } from './grade-entry';

export interface CreditFromElsewhereEntry {
  source: CreditSource | null;
  /** A catalogue course's id; null for credits toward a requirement. */
  courseId: string | null;
  /** The requirement's category, for credits with no course behind them. */
  countsToward: string;
  credits: number;
  note: string;
}

export type CreditFromElsewhereField = 'source' | 'course' | 'countsToward' | 'credits' | 'note';

/** The longest note; the stored field (plan courses' `credit_note`) takes its limit from here. */
export const CREDIT_NOTE_MAX = 200;

/** What is wrong with the entry, field by field; empty when it can be stored. */
export function creditFromElsewhereProblems(entry: CreditFromElsewhereEntry): Partial<Record<CreditFromElsewhereField, string>> {
  const problems: Partial<Record<CreditFromElsewhereField, string>> = {};
  if (!entry.source || !CREDIT_SOURCES.includes(entry.source)) problems.source = 'Choose where the credit came from.';
  if (!entry.courseId && entry.countsToward.trim() === '') problems.countsToward = 'Choose a course, or the requirement these credits count toward.';
  if (!Number.isFinite(entry.credits) || entry.credits <= 0) problems.credits = 'Enter the credits: more than 0.';
  else if (entry.credits > CREDIT_LIMIT) problems.credits = `At most ${CREDIT_LIMIT} credits.`;
  else if (!Number.isInteger(entry.credits * 2)) problems.credits = 'Credits come in whole or half credits (3 or 1.5).';
  if (entry.note.trim().length > CREDIT_NOTE_MAX) problems.note = `At most ${CREDIT_NOTE_MAX} characters; this is ${entry.note.trim().length}.`;
  return problems;
}

/** The code an entry without a course is listed under: its source, since it names no course. */
export function creditCode(source: CreditSource): string {
  return { transfer: 'Transfer', ap: 'AP', ib: 'IB', test: 'Exam', other: 'Credit' }[source];
}
