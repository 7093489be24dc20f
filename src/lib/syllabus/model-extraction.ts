// What "Improve with AI" answers: the language model's reading of a syllabus, in the
// extractor's terms but without source lines (the model cannot be trusted to count lines; the merge finds
// each item's line in the text itself). Read defensively on both sides, the server from the model's JSON and
// the device from the server's answer: a field of the wrong type or an impossible date is dropped, never
// guessed at.
import type { DatedItemKind } from './syllabus-extraction';

export interface ModelItem {
  title: string;
  kind: DatedItemKind;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM (24 h) or null. */
  time: string | null;
}

export interface ModelExtraction {
  courseCode: string | null;
  courseTitle: string | null;
  term: string | null;
  termStart: string | null;
  termEnd: string | null;
  instructor: string | null;
  officeHours: string | null;
  items: ModelItem[];
  topics: Array<{ week: number; topic: string }>;
  grading: Array<{ component: string; percent: number }>;
}

export const DATED_ITEM_KINDS: readonly DatedItemKind[] = ['assignment', 'quiz', 'exam', 'project', 'reading', 'other'];

/** Far more than any syllabus holds: a runaway answer is cut, not stored whole. */
const MAX_ENTRIES = 300;
const MAX_TEXT = 300;

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed ? trimmed.slice(0, MAX_TEXT) : null;
}

/** A real calendar day as YYYY-MM-DD (2026-02-30 is not one), else null. */
function calendarDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const day = new Date(`${value}T00:00:00Z`);
  return Number.isFinite(day.getTime()) && day.toISOString().slice(0, 10) === value ? value : null;
}

function clockTime(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(value.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : null;
}

function list<T>(value: unknown, read: (entry: Fields) => T | null): T[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(isObject)
    .map(read)
    .filter((entry): entry is T => entry !== null)
    .slice(0, MAX_ENTRIES);
}

function item(entry: Fields): ModelItem | null {
  const title = text(entry.title);
  const date = calendarDate(entry.date);
  if (!title || !date) return null;
  const kind = DATED_ITEM_KINDS.includes(entry.kind as DatedItemKind) ? (entry.kind as DatedItemKind) : 'other';
  return { title, kind, date, time: clockTime(entry.time) };
}

function topic(entry: Fields): { week: number; topic: string } | null {
  const name = text(entry.topic);
  const week = entry.week;
  return name && typeof week === 'number' && Number.isInteger(week) && week >= 1 && week <= 60 ? { week, topic: name } : null;
}

function weight(entry: Fields): { component: string; percent: number } | null {
  const component = text(entry.component);
  const percent = entry.percent;
  return component && typeof percent === 'number' && percent > 0 && percent <= 100 ? { component, percent } : null;
}

/** Whatever is usable in a model's (or the server's) answer; an answer that is no object gives an empty one. */
export function readModelExtraction(value: unknown): ModelExtraction {
  const fields = isObject(value) ? value : {};
  const termStart = calendarDate(fields.termStart);
  const termEnd = calendarDate(fields.termEnd);
  const reversed = termStart !== null && termEnd !== null && termStart > termEnd;
  return {
    courseCode: text(fields.courseCode),
    courseTitle: text(fields.courseTitle),
    term: text(fields.term),
    // A term that ends before it starts is not one: both dropped rather than one chosen.
    termStart: reversed ? null : termStart,
    termEnd: reversed ? null : termEnd,
    instructor: text(fields.instructor),
    officeHours: text(fields.officeHours),
    items: list(fields.items, item),
    topics: list(fields.topics, topic),
    grading: list(fields.grading, weight),
  };
}
