// Deadlines the student wrote into the description ("Midterm 2 on Friday", "essay due Wed 17:00"): a
// piece naming an exam or a piece of work together with a weekday or the word "due". Such a piece is a
// deadline to prepare for, never a topic to learn. Without a time it is taken as due at the start of its
// day, so its preparation ends the day before.
import { minutesOf } from './clock-time';

const WORK =
  /\b(?:midterms?|final exams?|finals|exams?|quiz(?:zes)?|tests?|essays?|papers?|assignments?|homework|problem sets?|psets?|projects?|lab reports?|reports?|presentations?|deadlines?)\b/i;
const DAY_WORD = String.raw`(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)`;
const WEEKDAY = new RegExp(String.raw`\b${DAY_WORD}\b`, 'i');
const WEEKDAY_INDEX: Record<string, number> = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };
const CLOCK = /\b(\d{1,2}[:.h]\d{2}(?:\s*[ap]\.?m\.?)?|\d{1,2}\s*[ap]\.?m\.?)(?![\w:])/i;
// Where the title ends: the words that say when.
const WHEN = new RegExp(
  String.raw`\s*(?:\b(?:is|are)\s+)?(?:\b(?:on|due|by|this|next|at)\b|\b${DAY_WORD}\b|\d{1,2}(?::\d{2})?\s*[ap]\.?m\.?|\d{1,2}:\d{2}|[-–—(,]).*$`,
  'i',
);

export interface DescribedDeadline {
  title: string;
  /** 0 = Monday … 6 = Sunday of the plan's week; undefined when the piece says "due" but no day. */
  day?: number;
  dueMinutes: number;
}

/** The deadline `piece` names, or undefined when it is not one. */
export function describedDeadline(piece: string): DescribedDeadline | undefined {
  const text = piece.replace(/^\s*(?:(?:and|also|then|plus|my|the|our|a|an|for|before)\s+)+/i, '').trim();
  if (!WORK.test(text)) return undefined;
  const weekday = WEEKDAY.exec(text);
  if (!weekday && !/\bdue\b/i.test(text)) return undefined;
  const title = text.replace(WHEN, '').trim() || (WORK.exec(text)?.[0] ?? 'Deadline');
  const clock = CLOCK.exec(text);
  const dueMinutes = (clock && minutesOf(clock[1]!.replace(/(\d)\s*([ap])/i, '$1 $2'))) ?? 0;
  const found: DescribedDeadline = { title: title.charAt(0).toUpperCase() + title.slice(1), dueMinutes };
  if (weekday) found.day = WEEKDAY_INDEX[weekday[1]!.slice(0, 3).toLowerCase()]!;
  return found;
}
