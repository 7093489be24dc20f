// Reads the schedule table back out of any plan's markdown: the generator's, a model's, or one the
// student edited by hand, so the Weekly calendar shows the blocks the plan says now. A schedule table
// is a GFM table whose header has a Day column and a Time column, or Start and End columns (a Focus and
// a Course column are read when present; other columns are carried along as the block's `extra`). Rows without a known day or a time range are skipped; a row with
// an empty day cell continues the day above it. A Done column ('✓', 'x', 'yes', 'done') marks the blocks the
// student ticked off in the calendar.
import { clockTime, minutesOf } from './clock-time';
import type { StudyBlock } from './weekly-plan-types';

const DAYS = ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'];
const DAY_WORDS = /\b(mon(day)?|tue(s(day)?)?|wed(nesday)?|thu(r(s(day)?)?)?|fri(day)?|sat(urday)?|sun(day)?)\b/i;
const DELIMITER_CELL = /^:?-+:?$/;

const DONE_CELL = /^(✓|✔|☑|x|\[x\]|yes|done)$/i;

export function readStudyBlocks(markdown: string): StudyBlock[] {
  return scheduleTables(markdown).flatMap((table) => table.blocks);
}

/** A schedule table: its lines (header to last row, `to` excluded) and the blocks read from them. */
export interface ScheduleTable {
  from: number;
  to: number;
  blocks: StudyBlock[];
}

/** The schedule tables of `markdown`, in order, by line (lines split at any line break). */
export function scheduleTables(markdown: string): ScheduleTable[] {
  const lines = withoutFencedCode(markdown.split(/\r\n|\r|\n/));
  const tables: ScheduleTable[] = [];
  for (let at = 0; at + 1 < lines.length; at++) {
    const header = cells(lines[at]!);
    const delimiter = cells(lines[at + 1]!);
    if (!header || !delimiter || delimiter.length !== header.length || !delimiter.every((cell) => DELIMITER_CELL.test(cell.replace(/\s+/g, '')))) continue;
    const names = header.map((cell) => plain(cell).toLowerCase());
    const column = (...words: string[]) => names.findIndex((name) => words.includes(name));
    const dayColumn = column('day', 'weekday', 'date');
    const timeColumn = column('time', 'times', 'when', 'slot', 'time slot', 'hours');
    const [startColumn, endColumn] = [column('start', 'from', 'begins'), column('end', 'to', 'until', 'ends')];
    if (dayColumn < 0 || (timeColumn < 0 && (startColumn < 0 || endColumn < 0))) continue;
    const focusColumn = column('focus', 'topic', 'task', 'activity', 'what', 'study', 'block', 'subject');
    const courseColumn = column('course', 'class', 'course code');
    const doneColumn = column('done', 'status', '✓');
    const known = new Set([dayColumn, timeColumn, startColumn, endColumn, focusColumn, courseColumn, doneColumn]);
    const extraColumns = header.map((name, index) => ({ name, index })).filter(({ name, index }) => !known.has(index) && name !== '');
    const table: ScheduleTable = { from: at, to: at + 2, blocks: [] };
    const blocks = table.blocks;
    tables.push(table);
    let day: number | undefined;
    for (at += 2; at < lines.length; at++) {
      const row = cells(lines[at]!);
      if (!row) break;
      const dayCell = plain(row[dayColumn] ?? '');
      day = dayCell ? dayIndex(dayCell) : day;
      const times = timeRange(timeColumn >= 0 ? plain(row[timeColumn] ?? '') : `${plain(row[startColumn] ?? '')}–${plain(row[endColumn] ?? '')}`);
      if (day === undefined || !times) continue;
      const block: StudyBlock = { day, start: clockTime(times[0]), end: clockTime(times[1]), focus: focusColumn >= 0 ? plain(row[focusColumn] ?? '') : '' };
      const course = courseColumn >= 0 ? plain(row[courseColumn] ?? '') : '';
      if (course) block.course = course;
      if (doneColumn >= 0 && DONE_CELL.test(plain(row[doneColumn] ?? ''))) block.done = true;
      if (extraColumns.length) block.extra = Object.fromEntries(extraColumns.map(({ name, index }) => [name, row[index] ?? '']));
      blocks.push(block);
    }
    table.to = at;
  }
  return tables;
}

/** The lines with those inside fenced code blocks emptied: a table shown as code is not a schedule. */
function withoutFencedCode(lines: string[]): string[] {
  let fence: string | undefined;
  return lines.map((line) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined) {
      if (marker) fence = marker;
      return fence === undefined ? line : '';
    }
    if (marker && marker[0] === fence[0] && marker.length >= fence.length && /^ {0,3}[`~]+\s*$/.test(line)) fence = undefined;
    return '';
  });
}

/** The cells of a table row, or undefined when the line is not one. */
function cells(line: string): string[] | undefined {
  const text = line.trim();
  if (!text.includes('|')) return undefined;
  const found: string[] = [];
  let current = '';
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '\\' && text[at + 1] === '|') {
      current += '|';
      at++;
    } else if (char === '|') {
      found.push(current);
      current = '';
    } else current += char;
  }
  found.push(current);
  if (text.startsWith('|')) found.shift();
  if (text.endsWith('|') && !text.endsWith('\\|')) found.pop();
  return found.map((cell) => cell.trim());
}

/** A cell's text without emphasis, code marks or surrounding space. */
function plain(cell: string): string {
  return cell
    .replace(/\*\*(.*?)\*\*/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first day name in the cell ('Monday', 'tue', 'Thurs 26 Nov', '26 Nov (Thu)'). */
function dayIndex(cell: string): number | undefined {
  const match = DAY_WORDS.exec(cell);
  return match ? DAYS.indexOf(match[1]!.slice(0, 2).toLowerCase()) : undefined;
}

const CLOCK = String.raw`\d{1,2}(?:[:.h]\d{2})?(?:\s*[ap]\.?m\.?)?`;
const RANGE = new RegExp(`(?<![\\d:])(${CLOCK})\\s*(?:[-–—]|\\bto\\b|\\buntil\\b)\\s*(${CLOCK})(?![\\d:])`, 'gi');

/** The first forward range in the cell ('17:00–18:00', '5:00 pm - 6:30 pm', '17:00 to 18:00 (1 h)', '5–6:30 pm') as minutes. */
function timeRange(cell: string): [number, number] | undefined {
  for (const match of cell.matchAll(RANGE)) {
    const end = minutesOf(match[2]!);
    // '5–6:30 pm': a bare start takes the end's half of the day.
    const meridiem = /([ap]\.?m\.?)$/i.exec(match[2]!)?.[1];
    const start = minutesOf(match[1]!) ?? (meridiem && /^\d{1,2}(?::\d{2})?$/.test(match[1]!) ? minutesOf(`${match[1]} ${meridiem}`) : undefined);
    if (start !== undefined && end !== undefined && end > start && start < 1440) return [start, end];
  }
  return undefined;
}
