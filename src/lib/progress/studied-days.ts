// The study blocks the student ticked off in the Weekly calendar, counted by the date they fall on, for the
// dashboard's Weekly Progress: a block done is a day's work as much as a task completed.
import { readStudyBlocks } from '../study/study-blocks';
import { addDays } from '../study/week';
import type { WeeklyPlan } from '../study/weekly-plan-types';

/** YYYY-MM-DD → how many blocks marked done fall on it, over the plans not archived. */
export function studiedDays(plans: readonly Pick<WeeklyPlan, 'week_of' | 'markdown_plan' | 'archived'>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const plan of plans) {
    if (plan.archived || !plan.week_of) continue;
    for (const block of readStudyBlocks(plan.markdown_plan)) {
      if (!block.done) continue;
      const day = addDays(plan.week_of, block.day);
      counts.set(day, (counts.get(day) ?? 0) + 1);
    }
  }
  return counts;
}
