// The term a syllabus is for ("Fall 2026") and its first and last days. When the text gives no dates,
// the season gives a window wide enough to resolve years; with no term at all, the term nearest today.
import { addDays } from './calendar-days';
import { findDateMentions, type DateWindow } from './date-mentions';
import type { SyllabusLine } from './syllabus-lines';

export interface TermInfo {
  term: string | null;
  start: string | null;
  end: string | null;
  /** The window years resolve against: the term's dates when known, else its season's. */
  window: DateWindow;
  /** The lines the term's dates were read from (not items, even when they say "final exams"). */
  lines: number[];
}

const SEASON =
  /\b(fall|autumn|spring|summer|winter)(?:\s+(?:semester|term|quarter|session))?\s*,?\s+(20\d\d)\b|\b(20\d\d)\s+(fall|autumn|spring|summer|winter)\b/i;
const START = /\b(classes|class|instruction|lectures?|term|semester|quarter|course)\s+(begins?|starts?)\b|\bfirst\s+(day|class|lecture)\b|\bstart\s+date\b/i;
const END =
  /\b(classes|class|instruction|lectures?|term|semester|quarter|course)\s+(ends?|finish(es)?)\b|\blast\s+(day\s+of\s+(classes|class|instruction|the\s+term|term|semester)|class|lecture)\b|\bend\s+date\b/i;
const RANGE_LINE = /\b(term|semester|quarter|session|dates|duration|runs?)\b/i;

function seasonWindow(season: string, year: number): DateWindow {
  switch (season) {
    case 'Spring':
      return { start: `${year}-01-05`, end: `${year}-05-31` };
    case 'Summer':
      return { start: `${year}-05-10`, end: `${year}-08-31` };
    case 'Winter':
      return { start: `${year}-01-02`, end: `${year}-03-31` };
    default:
      return { start: `${year}-08-10`, end: `${year}-12-31` };
  }
}

function nearestSeason(today: string): { season: string; year: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (month === 12) return { season: 'Spring', year: year + 1 };
  if (month >= 7) return { season: 'Fall', year };
  if (month >= 5) return { season: 'Summer', year };
  return { season: 'Spring', year };
}

function termName(lines: SyllabusLine[]): { season: string; year: number } | null {
  for (const line of lines) {
    const match = SEASON.exec(line.text);
    if (!match) continue;
    const word = (match[1] ?? match[4])!.toLowerCase();
    const season = word === 'autumn' ? 'Fall' : word[0]!.toUpperCase() + word.slice(1);
    return { season, year: Number(match[2] ?? match[3]) };
  }
  return null;
}

export function findTerm(lines: SyllabusLine[], today: string): TermInfo {
  const named = termName(lines);
  const { season, year } = named ?? nearestSeason(today);
  const guess = seasonWindow(season, year);
  let start: string | null = null;
  let end: string | null = null;
  const used: number[] = [];
  for (const line of lines) {
    if (line.section === 'schedule' && !START.test(line.text) && !END.test(line.text)) continue;
    const dates = findDateMentions(line.text, guess)
      .flatMap((mention) => (mention.until ? [mention, { ...mention, date: mention.until }] : [mention]))
      .filter((mention) => mention.date);
    if (dates.length === 0) continue;
    const [hadStart, hadEnd] = [start, end];
    if (!start && !end && dates.length >= 2 && RANGE_LINE.test(line.text) && !START.test(line.text)) {
      start = dates[0]!.date;
      end = dates[dates.length - 1]!.date;
      used.push(line.number);
      continue;
    }
    if (!start && START.test(line.text)) {
      start = dates[0]!.date;
      if (!end && dates.length >= 2) end = dates[dates.length - 1]!.date; // "Classes run Aug 24 – Dec 11"
    } else if (!end && END.test(line.text)) end = dates[dates.length - 1]!.date;
    if (start !== hadStart || end !== hadEnd) used.push(line.number);
  }
  const window = { start: start ?? guess.start, end: end ?? (start ? addDays(start, 140) : guess.end) };
  return { term: named ? `${named.season} ${named.year}` : null, start, end, window, lines: used };
}
