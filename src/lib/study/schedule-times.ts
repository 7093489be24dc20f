// The week's timed items as study blocks, Monday to Sunday, each day in time order.
import { clockTime } from './clock-time';
import type { TimedItem } from './week-ledger';
import type { StudyBlock } from './weekly-plan-types';

export function timeBlocks(items: readonly TimedItem[]): StudyBlock[] {
  return [...items]
    .sort((a, b) => a.day - b.day || a.start - b.start)
    .map((item) => {
      const block: StudyBlock = { day: item.day, start: clockTime(item.start), end: clockTime(item.start + item.minutes), focus: item.focus };
      if (item.course) block.course = item.course;
      return block;
    });
}
