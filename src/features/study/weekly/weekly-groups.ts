// Which weekly plans the Weekly tab shows where: This Week holds the plans that are
// not archived and whose week has not ended; Previous Weeks holds the archived ones and those whose
// week is over. A plan moves by itself when its week ends: nothing is written for that.
import type { WeeklyPlan } from '../../../data/entities/weekly-plan';
import { weekHasEnded } from '../../../lib/study/week';

export interface WeeklyGroups {
  thisWeek: WeeklyPlan[];
  previous: WeeklyPlan[];
}

/** Newest week first, then newest made first (ids are UUID v7: they sort by creation time). */
function newestFirst(a: WeeklyPlan, b: WeeklyPlan): number {
  if (a.week_of !== b.week_of) return a.week_of < b.week_of ? 1 : -1;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

export function groupWeeklyPlans(plans: readonly WeeklyPlan[], now: Date): WeeklyGroups {
  const thisWeek: WeeklyPlan[] = [];
  const previous: WeeklyPlan[] = [];
  for (const plan of plans) (plan.archived || weekHasEnded(plan.week_of, now) ? previous : thisWeek).push(plan);
  return { thisWeek: thisWeek.sort(newestFirst), previous: previous.sort(newestFirst) };
}

/** "Week of 23 Nov 2026" for a plan's Monday. */
export function weekLabel(weekOf: string): string {
  const [year, month, day] = weekOf.split('-').map(Number);
  if (!year || !month || !day) return weekOf;
  const date = new Date(year, month - 1, day, 12);
  return `Week of ${date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' })}`;
}

/** Who wrote the plan, for the viewer. `synced`: the server has it (a device-made one may not yet). */
export function writtenBy(plan: Pick<WeeklyPlan, 'source' | 'version'>): string {
  if (plan.source && plan.source !== 'embedded') return `Written by ${plan.source}`;
  return typeof plan.version === 'number' ? 'Made by DegreeMate’s planner' : 'Made on this device by DegreeMate’s planner';
}
