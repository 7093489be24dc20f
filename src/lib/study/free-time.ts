// The time of a week a plan may use: each day's study window (08:00–22:00 unless the student set
// another), from the moment of generation on (never a day already over, never earlier today), less the
// busy intervals (class meetings, other plans' blocks) with a short break around each.
import type { BusyInterval } from '../timetable/class-meeting';
import { minutesOf } from './clock-time';
import { daysBetween } from './week';

export const DEFAULT_DAILY_WINDOW = { earliest: '08:00', latest: '22:00' } as const;
/** Between two study blocks, and between a block and a class or another plan's block. */
export const BREAK_MINUTES = 15;
/** Blocks start on the quarter hour. */
const STEP = 15;

/** [start, end) in minutes since midnight. */
export type Span = [number, number];

export interface FreeTimeInput {
  weekOf: string;
  /** The student's local wall-clock time of generation, 'YYYY-MM-DDTHH:MM'; absent: the whole week is open. */
  now?: string;
  /** 'HH:MM' each; DEFAULT_DAILY_WINDOW when absent or unreadable. */
  dailyWindow?: { earliest: string; latest: string };
  busy?: readonly BusyInterval[];
}

export interface WeekWindow {
  /** The first day (0–6) with time left; 7 when the week is over. */
  firstDay: number;
  /** Each day's study window. */
  window: Span;
  /** Each day's free spans, sorted. */
  free: Span[][];
}

export function weekWindow(input: FreeTimeInput): WeekWindow {
  const window = studyWindow(input.dailyWindow);
  const free: Span[][] = Array.from({ length: 7 }, () => [[...window] as Span]);
  let firstDay = 0;
  const now = input.now && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(input.now) ? input.now : undefined;
  if (now) {
    const today = daysBetween(input.weekOf, now.slice(0, 10));
    const minute = Number(now.slice(11, 13)) * 60 + Number(now.slice(14, 16));
    for (let day = 0; day < 7 && day < today; day++) free[day] = [];
    // The next quarter hour: a block is never in the past, nor starting the very minute it is made.
    if (today >= 0 && today <= 6) free[today] = cut(free[today]!, [0, Math.ceil((minute + 1) / STEP) * STEP]);
    firstDay = Math.max(0, Math.min(7, today));
  }
  for (const interval of input.busy ?? []) {
    if (interval.day < 0 || interval.day > 6) continue;
    free[interval.day] = cut(free[interval.day]!, [interval.start - BREAK_MINUTES, interval.end + BREAK_MINUTES]);
  }
  return { firstDay: firstFreeDay(free, firstDay), window, free };
}

function firstFreeDay(free: Span[][], from: number): number {
  for (let day = from; day < 7; day++) if (free[day]!.length) return day;
  return 7;
}

/** The student's window, or the default when it is missing, unreadable or empty. */
export function studyWindow(window: FreeTimeInput['dailyWindow']): Span {
  const earliest = window && minutesOf(window.earliest);
  const latest = window && minutesOf(window.latest);
  if (earliest === undefined || latest === undefined || latest - earliest < 30) {
    return [minutesOf(DEFAULT_DAILY_WINDOW.earliest)!, minutesOf(DEFAULT_DAILY_WINDOW.latest)!];
  }
  return [Math.ceil(earliest / STEP) * STEP, latest];
}

/** `spans` less `[from, to)`. */
export function cut(spans: Span[], [from, to]: Span): Span[] {
  const left: Span[] = [];
  for (const [start, end] of spans) {
    if (to <= start || from >= end) {
      left.push([start, end]);
      continue;
    }
    if (start < from) left.push([start, from]);
    if (to < end) left.push([to, end]);
  }
  return left;
}

/**
 * Where a block of `minutes` goes in `spans`: the earliest quarter-hour start at or after `preferred`
 * that ends by `endBy`, else the earliest before it; undefined when none fits.
 */
export function slotFor(spans: Span[], minutes: number, preferred: number, endBy = Infinity): number | undefined {
  let before: number | undefined;
  for (const [start, end] of spans) {
    const from = Math.ceil(Math.max(start, preferred) / STEP) * STEP;
    if (from + minutes <= end && from + minutes <= endBy) return from;
    const early = Math.ceil(start / STEP) * STEP;
    if (before === undefined && early < preferred && early + minutes <= end && early + minutes <= endBy) before = early;
  }
  return before;
}
