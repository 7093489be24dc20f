// Every date, weekday and time chrono-node finds in a piece of syllabus text. Dates without a year take
// the year that puts them in (or nearest) the term's window, so a Fall term's "Jan 5" is next January.
import * as chrono from 'chrono-node';
import { daysBetween, isoDate, isRealDate } from './calendar-days';

/** The days the term spans (known from the text or guessed from its season): years resolve against it. */
export interface DateWindow {
  start: string;
  end: string;
}

export interface DateMention {
  index: number;
  end: number;
  text: string;
  /** YYYY-MM-DD when the mention names a day of a month. */
  date: string | null;
  /** 1 = Monday … 7 = Sunday when the mention names only a weekday ("Thursday", "Fri 5 pm"). */
  weekday: number | null;
  /** HH:MM (24 h) when a time is given. */
  time: string | null;
  /** The last day of a range ("January 25 to May 14, 2027"), when the mention is one. */
  until?: string | null;
}

const NAMED = /\d|\b(mon|tue|wed|thu|fri|sat|sun|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;

function distanceToWindow(date: string, window: DateWindow): number {
  if (date < window.start) return daysBetween(date, window.start);
  if (date > window.end) return daysBetween(window.end, date);
  return 0;
}

/** The year for a month and day given without one: the candidate nearest the window. */
function yearFor(month: number, day: number, window: DateWindow): number | null {
  const base = Number(window.start.slice(0, 4));
  let best: { date: string; distance: number } | null = null;
  for (const year of [base - 1, base, base + 1, base + 2]) {
    if (!isRealDate(year, month, day)) continue;
    const date = isoDate(year, month, day);
    const distance = distanceToWindow(date, window);
    if (!best || distance < best.distance) best = { date, distance };
  }
  return best ? Number(best.date.slice(0, 4)) : null;
}

function timeOf(components: chrono.ParsedComponents): string | null {
  if (!components.isCertain('hour')) return null;
  const hour = components.get('hour') ?? 0;
  const minute = components.get('minute') ?? 0;
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

export function findDateMentions(text: string, window: DateWindow): DateMention[] {
  const reference = new Date(`${window.start}T12:00:00`);
  const mentions: DateMention[] = [];
  for (const result of chrono.casual.parse(text, reference, { forwardDate: false })) {
    const start0 = result.start;
    if (start0.isCertain('year') && start0.isCertain('day') && /^\d{1,2}\s+[a-z]/i.test(result.text)) {
      const date = isoDate(start0.get('year')!, start0.get('month')!, start0.get('day')!);
      if (distanceToWindow(date, window) > 400) {
        // "Quiz 1 Sep 17" read as 1 Sep 2017: the number belongs to the words before, the date is "Sep 17".
        const skip = /^\d{1,2}\s+/.exec(result.text)![0].length;
        for (const mention of findDateMentions(text.slice(result.index + skip, result.index + result.text.length), window)) {
          mentions.push({ ...mention, index: mention.index + result.index + skip, end: mention.end + result.index + skip });
        }
        continue;
      }
    }
    const dayList = /,\s*\d{1,2}$/.exec(result.text);
    if (dayList && start0.isCertain('year') && distanceToWindow(isoDate(start0.get('year')!, start0.get('month')!, start0.get('day')!), window) > 400) {
      // "Feb 9, 11" in a schedule's dates column read as 9 Feb 2011: the 11 is the week's second class day.
      mentions.push(
        ...findDateMentions(result.text.slice(0, dayList.index), window).map((mention) => ({
          ...mention,
          index: mention.index + result.index,
          end: mention.end + result.index,
        })),
      );
      continue;
    }
    if (!NAMED.test(result.text)) continue; // "today", "noon": never a syllabus date
    const start = result.start;
    const trimmed = result.text.replace(/\s+$/, '');
    const mention: DateMention = { index: result.index, end: result.index + trimmed.length, text: trimmed, date: null, weekday: null, time: timeOf(start) };
    if (start.isCertain('day') && start.isCertain('month')) {
      const month = start.get('month')!;
      const day = start.get('day')!;
      const year = start.isCertain('year') ? start.get('year') : yearFor(month, day, window);
      if (year === null || year === undefined || !isRealDate(year, month, day)) continue;
      mention.date = isoDate(year, month, day);
      const end = result.end;
      if (end?.isCertain('day') && end.isCertain('month')) {
        const endYear = end.isCertain('year') ? end.get('year')! : yearFor(end.get('month')!, end.get('day')!, window);
        if (endYear && isRealDate(endYear, end.get('month')!, end.get('day')!)) mention.until = isoDate(endYear, end.get('month')!, end.get('day')!);
      }
    } else if (start.isCertain('weekday')) {
      const weekday = start.get('weekday')!;
      mention.weekday = weekday === 0 ? 7 : weekday;
    } else if (!mention.time) continue;
    mentions.push(mention);
  }
  return joinParts(text, mentions);
}

/** "Sep 11 (Fri) 11:59 pm": a weekday or a time right after a date is part of that date. */
function joinParts(text: string, mentions: DateMention[]): DateMention[] {
  const joined: DateMention[] = [];
  for (const mention of mentions) {
    const last = joined[joined.length - 1];
    if (last?.date && !mention.date && /^[\s,()]*$/.test(text.slice(last.end, mention.index)) && !(last.time && mention.time)) {
      last.end = mention.end;
      last.text = text.slice(last.index, last.end);
      last.time = last.time ?? mention.time;
      continue;
    }
    joined.push(mention);
  }
  return joined;
}
