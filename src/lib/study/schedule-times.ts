// Gives each planned item its clock time: a day's blocks run one after another from the day's start
// with a short break between them, in a fixed order (reviews, deadlines, new material, practice, class
// reviews, wrap-up); an item with a fixed start (an early block before a Monday deadline) keeps it.
import { clockTime } from './clock-time';
import { BREAK_MINUTES, DAY_START, type BlockKind, type PlannedItem } from './week-ledger';
import type { StudyBlock } from './weekly-plan-types';

const KIND_ORDER: Record<BlockKind, number> = { review: 0, 'deadline-work': 1, 'deadline-check': 2, study: 3, practice: 4, class: 5, wrap: 6 };

/** The week's blocks, Monday to Sunday, each day in time order. */
export function timeBlocks(items: PlannedItem[]): StudyBlock[] {
  const blocks: StudyBlock[] = [];
  for (let day = 0; day < 7; day++) {
    const ofDay = items
      .map((item, index) => ({ item, index }))
      .filter(({ item }) => item.day === day)
      .sort((a, b) => KIND_ORDER[a.item.kind] - KIND_ORDER[b.item.kind] || a.index - b.index)
      .map(({ item }) => item);
    const timed: { start: number; item: PlannedItem }[] = [];
    let cursor = DAY_START[day]!;
    for (const item of ofDay) {
      if (item.fixedStart !== undefined) {
        timed.push({ start: item.fixedStart, item });
        continue;
      }
      timed.push({ start: cursor, item });
      cursor += item.minutes + BREAK_MINUTES;
    }
    timed.sort((a, b) => a.start - b.start);
    for (const { start, item } of timed) {
      const block: StudyBlock = { day, start: clockTime(start), end: clockTime(start + item.minutes), focus: item.focus };
      if (item.course) block.course = item.course;
      blocks.push(block);
    }
  }
  return blocks;
}
