// The Weekly Calendar's days: this week Monday to Sunday, each with the study blocks of this
// week's plans, read from their markdown. Collapsed, it shows today and the next two days (the last
// three of the week near its end, so it always shows three).
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import { readStudyBlocks } from '../../../lib/study/study-blocks';
import type { StudyBlock } from '../../../lib/study/weekly-plan-types';
import { DAY_NAMES, mondayOf, weekDays } from '../../../lib/study/week';

export interface CalendarBlock extends StudyBlock {
  /** The plan it comes from, to open it. */
  planId: string;
  planTitle: string;
}

export interface CalendarDay {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'Monday' … 'Sunday' */
  name: string;
  isToday: boolean;
  blocks: CalendarBlock[];
}

const COLLAPSED_DAYS = 3;

/** The seven days of the week holding `now`, with the blocks of its non-archived plans, by start time. */
export function calendarWeek(plans: readonly WeeklyPlan[], now: Date): CalendarDay[] {
  const monday = mondayOf(now);
  const today = todayOf(now);
  const days: CalendarDay[] = weekDays(monday).map((date, index) => ({ date, name: DAY_NAMES[index]!, isToday: date === today, blocks: [] }));
  for (const plan of plans) {
    if (plan.archived || plan.week_of !== monday) continue;
    for (const block of readStudyBlocks(plan.markdown_plan)) {
      days[block.day]?.blocks.push({ ...block, planId: plan.id, planTitle: plan.title });
    }
  }
  for (const day of days) day.blocks.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  return days;
}

/** The days shown collapsed: today and the next two, kept inside the week. */
export function collapsedDays(days: readonly CalendarDay[]): CalendarDay[] {
  const today = Math.max(0, days.findIndex((day) => day.isToday));
  const start = Math.min(today, days.length - COLLAPSED_DAYS);
  return days.slice(Math.max(0, start), Math.max(0, start) + COLLAPSED_DAYS);
}

function todayOf(now: Date): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}
