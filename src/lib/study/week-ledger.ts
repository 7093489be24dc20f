// The study time a week has left: the weekly budget, a cap per day, and the free spans of each day
// (free-time.ts). Every block is given its clock time as it is added, in free time only, so nothing a
// plan holds can overlap a class, another plan's block or the past.
import { BREAK_MINUTES, cut, slotFor, type Span, type WeekWindow } from './free-time';

/** Where a day's study starts when it can: 17:00 on weekdays, after classes; 10:00 at the weekend. */
export const PREFERRED_START = [1020, 1020, 1020, 1020, 1020, 600, 600];
/** The most study a day holds, in minutes. */
export const DAY_CAP = [240, 240, 240, 240, 240, 300, 300];

export type BlockKind = 'review' | 'deadline-work' | 'deadline-check' | 'study' | 'practice' | 'class' | 'wrap';

export interface Need {
  day: number;
  minutes: number;
  /** The latest minute the block may end on that day (a deadline due that day). */
  endBy?: number;
}

export interface PlannedItem extends Need {
  kind: BlockKind;
  focus: string;
  course?: string;
}

export interface TimedItem extends PlannedItem {
  start: number;
}

export class WeekLedger {
  readonly items: TimedItem[] = [];
  private readonly used = [0, 0, 0, 0, 0, 0, 0];
  private readonly free: Span[][];
  private spent = 0;

  constructor(
    readonly budgetMinutes: number,
    readonly week: WeekWindow,
  ) {
    this.free = week.free.map((spans) => spans.map((span) => [...span] as Span));
  }

  get remaining(): number {
    return this.budgetMinutes - this.spent;
  }

  /** Whether all of `needs` fit together: within the budget, each day's cap and its free time. */
  fits(needs: Need[]): boolean {
    const free = this.free.map((spans) => [...spans]);
    const used = [...this.used];
    let total = 0;
    for (const need of needs) {
      total += need.minutes;
      if (total > this.remaining || need.day < 0 || need.day > 6 || used[need.day]! + need.minutes > DAY_CAP[need.day]!) return false;
      const start = slotFor(free[need.day]!, need.minutes, PREFERRED_START[need.day]!, need.endBy);
      if (start === undefined) return false;
      free[need.day] = taken(free[need.day]!, start, need.minutes);
      used[need.day]! += need.minutes;
    }
    return true;
  }

  /** Adds `item` at its slot; false (and nothing added) when it does not fit. */
  add(item: PlannedItem): boolean {
    if (!this.fits([item])) return false;
    const start = slotFor(this.free[item.day]!, item.minutes, PREFERRED_START[item.day]!, item.endBy)!;
    this.free[item.day] = taken(this.free[item.day]!, start, item.minutes);
    this.items.push({ ...item, start });
    this.used[item.day]! += item.minutes;
    this.spent += item.minutes;
    return true;
  }

  has(predicate: (item: PlannedItem) => boolean): boolean {
    return this.items.some(predicate);
  }
}

function taken(spans: Span[], start: number, minutes: number): Span[] {
  return cut(spans, [start - BREAK_MINUTES, start + minutes + BREAK_MINUTES]);
}

/** The weekly budget the student set, in hours: the default when absent or unusable, never below zero. */
export function budgetHours(hours: number | undefined, fallback: number): number {
  return hours === undefined || !Number.isFinite(hours) ? fallback : Math.max(0, hours);
}

/** The budget in whole quarter hours; a week holds at most its days' caps. */
export function budgetMinutes(hours: number): number {
  return Math.min(
    Math.floor((hours * 60) / 15) * 15,
    DAY_CAP.reduce((sum, cap) => sum + cap, 0),
  );
}
