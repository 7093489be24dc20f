// The calendar's rules for moving, resizing and placing a study block by hand. Pure, so the screen checks
// a move before saving it and the rules are tested apart from any screen: a block stays inside the week
// and the daily window, never over a class or another block, and never (newly) in the past.
import type { BusyInterval } from '../timetable/class-meeting';
import { clockTime } from './clock-time';
import { DAY_NAMES } from './week';

/** A block's place: 0 = Monday … 6 = Sunday, minutes since midnight, end excluded. */
export interface BlockSpan {
  day: number;
  start: number;
  end: number;
}

export interface PlacementContext {
  /** The daily window, minutes since midnight. */
  window: readonly [number, number];
  classes: readonly BusyInterval[];
  /** Every other block of the week (of this plan and the others), the moved one left out. */
  blocks: readonly (BlockSpan & { label: string })[];
  /** Where now falls in the week: its day (may be < 0 or > 6 for another week) and minute. */
  now: { day: number; minute: number };
}

/** The step of a keyboard move and of the resize keys, and the shortest block. */
export const MOVE_STEP = 30;
export const SHORTEST_BLOCK = 15;

/** `span` moved by whole days and minutes, its length kept. */
export function movedSpan(span: BlockSpan, days: number, minutes: number): BlockSpan {
  return { day: span.day + days, start: span.start + minutes, end: span.end + minutes };
}

/** `span` with its end moved by `minutes`, never shorter than SHORTEST_BLOCK. */
export function resizedSpan(span: BlockSpan, minutes: number): BlockSpan {
  return { ...span, end: Math.max(span.start + SHORTEST_BLOCK, span.end + minutes) };
}

/**
 * Why `span` may not go there, for the student to read, or undefined when it may. A resize (`kind`)
 * only has to end in the future, so a block under way can still be lengthened.
 */
export function placementRefusal(span: BlockSpan, context: PlacementContext, kind: 'move' | 'resize' = 'move'): string | undefined {
  if (span.day < 0 || span.day > 6) return 'A block stays in its plan’s week: plan another week for that day.';
  const [earliest, latest] = context.window;
  const { now } = context;
  const startsBeforeNow = span.day < now.day || (span.day === now.day && span.start < now.minute);
  const endsByNow = span.day < now.day || (span.day === now.day && span.end <= now.minute);
  if (kind === 'move' ? startsBeforeNow : endsByNow) return `${when(span)} is in the past.`;
  if (span.start < earliest || span.end > latest) return `${when(span)} is outside your study window (${clockTime(earliest)}–${clockTime(latest)}).`;
  const overlaps = (other: BlockSpan) => other.day === span.day && other.start < span.end && span.start < other.end;
  const lesson = context.classes.find(overlaps);
  if (lesson) return `${when(span)} overlaps your class${lesson.label ? ` ${lesson.label}` : ''} (${clockTime(lesson.start)}–${clockTime(lesson.end)}).`;
  const block = context.blocks.find(overlaps);
  if (block) return `${when(span)} overlaps another study block, ${block.label} (${clockTime(block.start)}–${clockTime(block.end)}).`;
  return undefined;
}

function when(span: BlockSpan): string {
  return `${DAY_NAMES[span.day]!.slice(0, 3)} ${clockTime(span.start)}–${clockTime(span.end)}`;
}
