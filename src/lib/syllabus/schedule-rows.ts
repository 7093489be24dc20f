// Each line read as a row of the course schedule: its week (from "Week 5", a table's week column or its
// date), the Monday of that week, the date the row is for, and its cells with the row's own labels removed.
// A weekday alone ("Thu: Quiz 2") then resolves inside the row's week.
import { addDays, daysBetween, mondayOf } from './calendar-days';
import { findDateMentions, type DateMention, type DateWindow } from './date-mentions';
import { cellsOf, headingKind, isRule, type SyllabusLine } from './syllabus-lines';

export interface ScheduleRow {
  line: SyllabusLine;
  /** The week of term, when the row or the block it sits in names one. */
  week: number | null;
  /** The Monday of the row's week, when known. */
  monday: string | null;
  /** The date the row is for (a schedule row's date cell, a leading date). */
  date: string | null;
  /** The time given with the row's date cell, when any. */
  time: string | null;
  /** True when the line itself names the week or the date (a row of the schedule, not a line under one). */
  labelled: boolean;
  /** The cells with week labels and row dates removed, each with its table column's name when known. */
  cells: Array<{ text: string; column: string | null }>;
}

const WEEK_LABEL = /^[\s\-*•#>]*(?:\d{1,2}[.)]\s+)?(?:week|wk\.?|w)\s*(\d{1,2})\b\s*(?:\(([^)]*)\))?[\s:.,\-–—]*/i;
const BULLET = /^[\s\-*•>]+|^\d{1,2}[.)]\s+/;

/** The Monday of week 1: the term's first week, or worked back from the first week row with a date. */
export function weekOneMonday(lines: SyllabusLine[], termStart: string | null, window: DateWindow): string | null {
  if (termStart) return mondayOf(termStart);
  for (const line of lines) {
    const match = WEEK_LABEL.exec(line.text) ?? /^\s*\|?\s*(\d{1,2})\s*(?:\||\t)/.exec(line.text);
    if (!match) continue;
    const date = findDateMentions(line.text, window).find((mention) => mention.date)?.date;
    if (date) return addDays(mondayOf(date), -7 * (Number(match[1]) - 1));
  }
  return null;
}

function leadingDate(text: string, window: DateWindow): DateMention | null {
  const mention = findDateMentions(text, window)[0];
  if (!mention || (!mention.date && !mention.weekday)) return null;
  return text.slice(0, mention.index).replace(/[\s\-*•>(:]/g, '') === '' ? mention : null;
}

function isHeaderRow(cells: string[]): boolean {
  return cells.length > 1 && cells.every((cell) => !/\d/.test(cell)) && cells.some((cell) => /^(week|date|day|topics?|due|readings?)/i.test(cell));
}

export function scheduleRows(lines: SyllabusLine[], window: DateWindow, weekOne: string | null): ScheduleRow[] {
  const rows: ScheduleRow[] = [];
  let header: string[] | null = null;
  let context: { week: number | null; monday: string | null } = { week: null, monday: null };
  const weekMonday = (week: number) => (weekOne ? addDays(weekOne, 7 * (week - 1)) : null);
  const weekOf = (monday: string) => (weekOne ? Math.floor(daysBetween(weekOne, monday) / 7) + 1 : null);
  for (const line of lines) {
    if (headingKind(line.text) || (line.text.trim() === '' && !context.week)) context = { week: null, monday: null };
    if (headingKind(line.text) || isRule(line.text)) {
      rows.push({ line, week: null, monday: null, date: null, time: null, labelled: false, cells: [] });
      continue;
    }
    let raw = cellsOf(line.text);
    if (isHeaderRow(raw)) header = raw;
    else if (raw.length <= 1 && line.text.trim() === '') header = null;
    let week: number | null = null;
    let named = false; // the row names its week ("Week 5", a week column), not only a date
    let date: string | null = null;
    const first = raw[0] ?? '';
    const label = WEEK_LABEL.exec(first);
    if ((label && !/^\s*w\s*\d/i.test(first)) || (label && raw.length > 1)) {
      week = Number(label![1]);
      named = true;
      const rest = first.slice(label![0].length);
      const inParens = label![2] ? findDateMentions(label![2], window).find((mention) => mention.date) : undefined;
      raw = rest ? [rest, ...raw.slice(1)] : raw.slice(1);
      if (inParens) date = inParens.date;
    } else if (raw.length > 1 && /^\d{1,2}$/.test(first) && line.section === 'schedule') {
      week = Number(first);
      named = true;
      raw = raw.slice(1);
    }
    // A cell holding only a date ("Final exam | 2026-12-15 14:00") dates the row; its time stays with it.
    let time: string | null = null;
    if (!date && raw.length > 1) {
      const dateCell = raw.findIndex(
        (cell, index) =>
          index > 0 &&
          (() => {
            const lead = leadingDate(cell, window);
            return lead?.date && cell.slice(lead.end).trim() === '' ? lead : null;
          })(),
      );
      if (dateCell > 0) {
        const only = leadingDate(raw[dateCell]!, window)!;
        date = only.date;
        time = only.time;
        raw = raw.filter((_, index) => index !== dateCell);
      }
    }
    // A leading date: its own cell, or the start of the text ("Sep 21: ...", "Tue 9/22 — ...").
    const lead = raw[0] ? leadingDate(raw[0], window) : null;
    if (lead?.date) date = date ?? lead.date;
    const labelled = week !== null || date !== null;
    let monday: string | null = null;
    if (week !== null) monday = weekMonday(week) ?? (date ? mondayOf(date) : null);
    else if (date) {
      monday = mondayOf(date);
      week = line.section === 'schedule' ? weekOf(monday) : null;
    }
    // A week's label opens a block ("Week 6" then "- Thu: Quiz 2"); a dated row dates only itself.
    if (labelled) context = named ? { week, monday } : { week: null, monday: null };
    else if (context.week !== null || context.monday) ({ week, monday } = context);
    // A weekday alone at the start ("Thu: Quiz 2") is a day of the row's week.
    if (lead && !lead.date && lead.weekday !== null && monday && !date) date = addDays(monday, lead.weekday - 1);
    if (lead && (lead.date || date) && !lead.time) {
      // "Sep 7–11: …": the rest of a range within one month, which chrono leaves behind, is part of the date.
      const rest = raw[0]!
        .slice(lead.end)
        .replace(/^\s*[-–—]\s*\d{1,2}\b/, '')
        .replace(/^[\s:.,\-–—)]+/, '');
      raw = rest ? [rest, ...raw.slice(1)] : raw.slice(1);
    }
    const offset = header ? cellsOf(line.text).length - raw.length : 0;
    rows.push({
      line,
      week,
      monday,
      date,
      time: time ?? (lead?.date && lead.time ? lead.time : null),
      labelled,
      cells: raw.map((text, index) => ({ text: text.replace(BULLET, '').trim(), column: header?.[index + offset] ?? null })).filter((cell) => cell.text),
    });
  }
  return rows;
}
