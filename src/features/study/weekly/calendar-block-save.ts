// A study block's change as its plan's new markdown: the plan's blocks read back, the one changed, the
// schedule written again (schedule-rewrite.ts), so the calendar saves through the plan's ordinary update.
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import type { BlockSpan } from '../../../lib/study/block-moves';
import { clockTime } from '../../../lib/study/clock-time';
import { withStudyBlocks } from '../../../lib/study/schedule-rewrite';
import { readStudyBlocks } from '../../../lib/study/study-blocks';

export type BlockChange = { span: BlockSpan } | { done: boolean };

/** The plan's markdown with its `index`th block changed; undefined when the plan no longer has that block. */
export function markdownWithChange(plan: Pick<WeeklyPlan, 'markdown_plan' | 'week_of'>, index: number, change: BlockChange): string | undefined {
  const blocks = readStudyBlocks(plan.markdown_plan);
  const block = blocks[index];
  if (!block) return undefined;
  if ('span' in change) {
    blocks[index] = { ...block, day: change.span.day, start: clockTime(change.span.start), end: clockTime(change.span.end) };
  } else {
    const { done: _old, ...rest } = block;
    blocks[index] = change.done ? { ...rest, done: true } : rest;
  }
  return withStudyBlocks(plan.markdown_plan, blocks, plan.week_of);
}
