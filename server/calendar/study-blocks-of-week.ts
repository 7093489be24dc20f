// The current week's study blocks for the calendar feed: the schedule tables of the week's weekly plans
// (the generator's, a model's or one the student edited), read the way the Weekly calendar reads them.
import type { Executor } from '../db/executor';
import { currentWeekOf, weeklyPlansOfWeek } from '../study/weekly-plan-service';
import { readStudyBlocks } from '../../src/lib/study/study-blocks';
import { weekDays } from '../../src/lib/study/week';

export interface StudyBlock {
  /** Stable across feed reads, so calendar apps update the block instead of duplicating it. */
  key: string;
  title: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:MM', the student's own clock time (written as floating local time). */
  start: string;
  end: string;
}

export async function studyBlocksOfWeek(db: Executor, ownerSub: string, now: Date): Promise<StudyBlock[]> {
  const weekOf = currentWeekOf(now);
  const days = weekDays(weekOf);
  const plans = await weeklyPlansOfWeek(db, ownerSub, weekOf);
  return plans.flatMap((plan) =>
    readStudyBlocks(plan.markdown_plan).map((block, index) => ({
      key: `${plan.id}-${index}`,
      title: block.course ? `${block.focus} (${block.course})` : block.focus,
      date: days[block.day]!,
      start: block.start,
      end: block.end,
    })),
  );
}
