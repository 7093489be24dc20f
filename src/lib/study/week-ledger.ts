// The study time a week has left: the weekly budget and a cap per day (evenings on weekdays, longer
// on weekends), so blocks are only added where they fit. Items carry no clock time yet; schedule-times
// gives them one once the week is full.

export const BREAK_MINUTES = 15;
/** When a day's study starts: 17:00 on weekdays, after classes; 10:00 at the weekend. */
export const DAY_START = [1020, 1020, 1020, 1020, 1020, 600, 600];
/** The most study a day holds, in minutes. */
export const DAY_CAP = [240, 240, 240, 240, 240, 300, 300];

/** The order of blocks within a day: reviews warm up, then deadlines, new material, practice, class reviews, wrap-up. */
export type BlockKind = 'review' | 'deadline-work' | 'deadline-check' | 'study' | 'practice' | 'class' | 'wrap';

export interface PlannedItem {
  day: number;
  minutes: number;
  kind: BlockKind;
  focus: string;
  course?: string;
  /** A clock time the block must start at (minutes since midnight), e.g. before a Monday morning deadline. */
  fixedStart?: number;
}

export interface Need {
  day: number;
  minutes: number;
}

export class WeekLedger {
  readonly items: PlannedItem[] = [];
  private readonly used = [0, 0, 0, 0, 0, 0, 0];
  private spent = 0;

  constructor(readonly budgetMinutes: number) {}

  get remaining(): number {
    return this.budgetMinutes - this.spent;
  }

  /** Whether all of `needs` fit together, within the budget and each day's cap. */
  fits(needs: Need[]): boolean {
    const extra = [0, 0, 0, 0, 0, 0, 0];
    let total = 0;
    for (const need of needs) {
      extra[need.day]! += need.minutes;
      total += need.minutes;
    }
    return total <= this.remaining && extra.every((minutes, day) => this.used[day]! + minutes <= DAY_CAP[day]!);
  }

  add(item: PlannedItem): void {
    this.items.push(item);
    this.used[item.day]! += item.minutes;
    this.spent += item.minutes;
  }

  has(predicate: (item: PlannedItem) => boolean): boolean {
    return this.items.some(predicate);
  }
}

/** The weekly budget the student set, in hours: the default when absent or unusable, never below zero. */
export function budgetHours(hours: number | undefined, fallback: number): number {
  return hours === undefined || !Number.isFinite(hours) ? fallback : Math.max(0, hours);
}

/** The budget in whole quarter hours; a week holds at most its days' caps. */
export function budgetMinutes(hours: number): number {
  return Math.min(Math.floor((hours * 60) / 15) * 15, DAY_CAP.reduce((sum, cap) => sum + cap, 0));
}
