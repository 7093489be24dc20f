// What kind of dated item a phrase names. Only phrases naming work (an assignment, a quiz, an exam, a
// project, a reading, or something "due") become items: "Labor Day, no class" stays a date, not a task.
import type { DatedItemKind } from './syllabus-extraction';
import { isTopicPhrase } from './topic-phrases';

const PROJECT = /\b(project|presentations?|poster|milestone|capstone|portfolio)\b/i;
const EXAM =
  /\b(midterm|mid-term|final\s+exam(ination)?|finals?\b(?=\s*($|[:,.;(—–-]|\d|exams?\b|week|period|examination))|exams?|examination|prelim|tests?\s*#?\d+|in-class test)/i;
const QUIZ = /\b(quiz(zes)?|pop quiz|check-?in quiz)\b/i;
const ASSIGNMENT =
  /\b(a\d{1,2}|assignments?|sketchbook|compositions?\s*#?\d+|homework|hw\s?\d+|hw\b|problem\s+sets?|p-?sets?\s?\d*|ps\s?\d+|lab\s+(report|\d+)|labs?\s+due|essays?|papers?|reports?|worksheets?|exercises?|response|reflection|write-?up|draft|memo|critique|journal|discussion post|case study)\b/i;
const READING = /\b(read(ing|ings)?|chapters?|ch\.\s?\d+)\b/i;
const DUE = /\b(due|deadline|submit|submission|turn in|hand in)\b/i;
const NOT_WORK =
  /\b(no class(es)?|holiday|break|recess|review session|(exam|midterm|prelim|quiz)\s*\d*\s+review|review\s+(session|for)|^\W*review\W*$|last day to (drop|add|withdraw)|drop deadline|add deadline|withdraw|(?<!\b(in|during|at)\s)office hours|canceled|cancelled)\b/i;

/** The kind of a phrase naming work, or null when it names none. */
export function itemKind(text: string): DatedItemKind | null {
  if ((NOT_WORK.test(text) || isTopicPhrase(text)) && !DUE.test(text)) return null;
  if (PROJECT.test(text)) return 'project';
  if (QUIZ.test(text)) return 'quiz';
  if (EXAM.test(text)) return 'exam';
  if (ASSIGNMENT.test(text)) return 'assignment';
  if (/\bread(ing|ings)?\b/i.test(text) || (READING.test(text) && /\b(due|before)\b/i.test(text))) return 'reading';
  if (DUE.test(text)) return 'other';
  return null;
}
