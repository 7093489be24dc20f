// Every dated item of a syllabus: each row's cells and sentences cut into phrases at their dates; a
// phrase naming work becomes an item with its own date, the row's date, or a weekday of the row's week.
import { addDays } from './calendar-days';
import { findDateMentions, type DateMention, type DateWindow } from './date-mentions';
import { itemKind } from './item-kinds';
import { cleanTitle } from './item-titles';
import { isSameDeliverable } from './same-deliverable';
import { weekDayMentions, withWeekDays } from './week-day-mentions';
import type { ScheduleRow } from './schedule-rows';
import type { DatedItem, DatedItemKind } from './syllabus-extraction';

type Found = Omit<DatedItem, 'outsideTerm'>;
/** `ownDate`: the phrase gives its own day; else the day comes from its row or week, a guess a dated line beats. */
type Candidate = Found & { ownDate: boolean };

const ORDINAL = /\b(second|third|fourth|fifth|last|next|other|another)\b/i;
const RELEASED = /\b(released|assigned|posted|handed out|available|opens?)\b/i;
const TOPIC_COLUMN = /^(topics?|subject|content|lecture|lesson|unit|class|theme|module)s?\b/i;
const WORK_COLUMN = /\b(due|assessments?|deliverables?|deadlines?|work)\b/i;

function sentences(text: string): string[] {
  // Dot leaders ("Quiz 1 ........ Thursday, February 11") join a name to its date; they end no sentence.
  return text
    .replace(/\s*\.{2,}\s*/g, ' — ')
    .split(/;|(?<=[.!?])\s+(?=[A-Z])/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The phrase of each day mention: from it to the next when the text opens with a date, else up to it. */
function phrases(text: string, mentions: DateMention[]): Array<{ text: string; day: DateMention; times: DateMention[] }> {
  const days = mentions.filter((mention) => mention.date || mention.weekday);
  const times = mentions.filter((mention) => !mention.date && !mention.weekday);
  const dateFirst = text.slice(0, days[0]!.index).replace(/[\s\-*•>(:]/g, '') === '';
  return days.map((day, index) => {
    const from = dateFirst ? day.index : index === 0 ? 0 : days[index - 1]!.end;
    const to = dateFirst ? (days[index + 1]?.index ?? text.length) : index === days.length - 1 ? text.length : day.end;
    return { text: text.slice(from, to), day, times: times.filter((time) => time.index >= from && time.index < to) };
  });
}

function dayOf(mention: DateMention, row: ScheduleRow): string | null {
  if (mention.date) return mention.date;
  return mention.weekday !== null && row.monday ? addDays(row.monday, mention.weekday - 1) : null;
}

function cellItems(text: string, column: string | null, row: ScheduleRow, window: DateWindow, weekOne: string | null): Candidate[] {
  const found: Candidate[] = [];
  const source = { line: row.line.number, text: row.line.text };
  const columnKind = column && !TOPIC_COLUMN.test(column) ? (itemKind(column) ?? (WORK_COLUMN.test(column) ? 'other' : null)) : null;
  for (const sentence of sentences(text)) {
    const mentions = withWeekDays(sentence, findDateMentions(sentence, window), weekDayMentions(sentence, weekOne));
    const dayMentions = mentions.filter((mention) => mention.date || mention.weekday);
    if (dayMentions.length === 0) {
      const kind = itemKind(sentence) ?? columnKind;
      if (!kind || !row.date || RELEASED.test(sentence)) continue;
      const time = mentions[0]?.time ?? row.time;
      const title = cleanTitle(
        sentence,
        mentions.map((mention) => mention.text),
      );
      if (title) found.push({ title, kind, date: row.date, time, source, ownDate: false });
      continue;
    }
    let previous: { title: string; kind: DatedItemKind } | null = null;
    for (const phrase of phrases(sentence, mentions)) {
      const date = dayOf(phrase.day, row);
      let kind = itemKind(phrase.text) ?? columnKind;
      // The words before the date name the work when they can ("Final exam: Saturday, Dec 12, Barton Hall").
      const before = sentence.slice(0, phrase.day.index).slice(-phrase.text.length);
      const named = phrase.text.startsWith(before) && itemKind(before) ? before : phrase.text;
      let title = cleanTitle(named, [phrase.day.text, ...phrase.times.map((time) => time.text)]);
      if (RELEASED.test(phrase.text) && !/\bdue\b/i.test(phrase.text)) {
        previous = kind ? { title, kind } : previous;
        continue;
      }
      if ((kind === null || kind === 'other') && previous) {
        // "HW 2 is released Sep 3, due Sep 10" / "the first paper on Oct 8, and the second on Nov 10"
        const bare = title.replace(/^(and|or|then|with)\s+/i, '');
        const ordinal = ORDINAL.exec(bare)?.[0];
        if (kind === 'other' || ordinal || bare.split(/\s+/).filter((word) => /[a-z]/i.test(word)).length < 3) {
          kind = previous.kind;
          // "…, and Chapter 2 for Sep 14" names its own item; "…, and the second on Nov 10" is the next one.
          title =
            ordinal && /\bfirst\b/i.test(previous.title)
              ? previous.title.replace(/\bfirst\b/i, ordinal)
              : ordinal || /[a-z]\s*\d/i.test(bare)
                ? bare
                : previous.title;
        }
      }
      if (!kind || !date || !title) continue;
      found.push({ title, kind, date, time: phrase.day.time ?? phrase.times[0]?.time ?? null, source, ownDate: phrase.day.date !== null });
      previous = { title, kind };
    }
  }
  return found;
}

function sameItem(a: Found, b: Found): boolean {
  if (a.kind !== b.kind || a.date !== b.date) return false;
  const left = a.title.toLowerCase();
  const right = b.title.toLowerCase();
  return left.includes(right) || right.includes(left);
}

export function datedItems(rows: ScheduleRow[], window: DateWindow, weekOne: string | null): Found[] {
  const items: Candidate[] = [];
  for (const row of rows) {
    if (row.line.section === 'policy') continue;
    for (const cell of row.cells) items.push(...cellItems(cell.text, cell.column, row, window, weekOne));
  }
  // Work a schedule names in its week and a line of its own dates is one item, at that line's date and time.
  const dated = items.filter((item) => item.ownDate);
  const kept: Candidate[] = [];
  for (const item of items) {
    if (!item.ownDate && dated.some((other) => isSameDeliverable(item, other))) continue;
    const same = kept.find((existing) => sameItem(existing, item));
    if (!same) kept.push(item);
    else if (!same.time && item.time) same.time = item.time;
  }
  return kept.map(({ ownDate: _ownDate, ...item }) => item);
}
