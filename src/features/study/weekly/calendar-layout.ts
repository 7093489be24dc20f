// Where the calendar draws its items and what it calls them: the hours shown (the daily window, widened to
// whole hours around anything outside it), side-by-side lanes for items of one day that overlap, and
// each item's accessible name, which says its kind in words so colour is never the only sign.
import { clockTime } from '../../../lib/study/clock-time';
import { DAY_NAMES } from '../../../lib/study/week';
import type { CalendarItem } from './calendar-week-items';

export interface Laned {
  lane: number;
  lanes: number;
  /** Where its lane starts and how wide it is, as fractions of the day's column. */
  left: number;
  width: number;
}

/** The first and last minute shown: the window, widened to whole hours to show every timed item. */
export function shownHours(window: readonly [number, number], items: readonly CalendarItem[]): [number, number] {
  let [from, to] = window;
  for (const item of items) {
    if (item.kind === 'deadline' && item.allDay) continue;
    from = Math.min(from, item.start);
    to = Math.max(to, item.end);
  }
  return [Math.floor(from / 60) * 60, Math.min(24 * 60, Math.ceil(to / 60) * 60)];
}

/**
 * A deadline's mark needs room for an icon and a few words only: beside a class or a study block its lane is
 * half as wide as theirs, so the block keeps enough width to be read.
 */
const laneWeight = (item: { kind?: string }) => (item.kind === 'deadline' ? 0.5 : 1);

/**
 * Each timed item's lane among those of its day it overlaps (greedy, by start), how many lanes its group uses,
 * and the lane's share of the column: lanes are as wide as their widest kind of item (`laneWeight`).
 */
export function lanesOf<T extends { key: string; day: number; start: number; end: number; kind?: string }>(items: readonly T[]): Map<string, Laned> {
  const found = new Map<string, Laned>();
  const sorted = [...items].sort((a, b) => a.day - b.day || a.start - b.start || b.end - a.end);
  let group: { key: string; lane: number }[] = [];
  let laneEnds: number[] = [];
  let laneWeights: number[] = [];
  let groupDay = -1;
  let groupEnd = -1;
  const close = () => {
    const total = laneWeights.reduce((sum, weight) => sum + weight, 0);
    const starts = laneWeights.map((_, lane) => laneWeights.slice(0, lane).reduce((sum, weight) => sum + weight, 0) / total);
    for (const member of group) {
      found.set(member.key, { lane: member.lane, lanes: laneEnds.length, left: starts[member.lane]!, width: laneWeights[member.lane]! / total });
    }
    group = [];
    laneEnds = [];
    laneWeights = [];
  };
  for (const item of sorted) {
    if (item.day !== groupDay || item.start >= groupEnd) {
      close();
      groupDay = item.day;
      groupEnd = item.end;
    }
    let lane = laneEnds.findIndex((end) => end <= item.start);
    if (lane < 0) {
      lane = laneEnds.push(item.end) - 1;
      laneWeights.push(laneWeight(item));
    } else {
      laneEnds[lane] = item.end;
      laneWeights[lane] = Math.max(laneWeights[lane]!, laneWeight(item));
    }
    groupEnd = Math.max(groupEnd, item.end);
    group.push({ key: item.key, lane });
  }
  close();
  return found;
}

const short = (day: number) => DAY_NAMES[day]!.slice(0, 3);

/** 'Study: Calculus review, Tue 14:00–15:00, plan Midterm week', and the like for classes and deadlines. */
export function itemLabel(item: CalendarItem): string {
  const span = `${short(item.day)} ${clockTime(item.start)}–${clockTime(item.end)}`;
  switch (item.kind) {
    case 'class':
      return `Class: ${item.course}, ${span}${item.location ? `, ${item.location}` : ''}`;
    case 'study':
      return `Study: ${item.focus || 'Study block'}${item.course ? ` (${item.course})` : ''}, ${span}, plan ${item.planTitle}${item.done ? ', done' : ''}`;
    case 'deadline':
      return `Deadline: ${item.title}${item.course ? ` (${item.course})` : ''}, due ${short(item.day)} ${item.allDay ? 'all day' : clockTime(item.dueMinute)}`;
  }
}
