// Preparation for each deadline, spaced like reviews: about 7, 3 and 1 days before its due day, as far as
// the plan's window (from now to Sunday) allows, the earliest a longer work block and the last on the day
// before. A deadline with none of those days left gets a block on the latest earlier day it can, else on
// its due day ending a buffer before the due time. Nothing for a deadline is ever placed after it is due.
import { clockTime } from './clock-time';
import type { WeekDeadline } from './plan-deadlines';
import { DAY_NAMES } from './week';
import type { WeekLedger } from './week-ledger';

const PREP_OFFSETS = [7, 3, 1] as const;
const WORK_MINUTES = 60;
const REVIEW_MINUTES = 30;
/** A block on the due day itself ends this long before the due time. */
const DUE_DAY_BUFFER = 30;

export function dueLabel(deadline: WeekDeadline): string {
  return `${DAY_NAMES[deadline.day % 7]!.slice(0, 3)} ${clockTime(deadline.dueMinutes)}`;
}

export interface DeadlinePlacement {
  /** Deadlines of this week left without any block before they are due. */
  missed: WeekDeadline[];
  /** The days each deadline is prepared on. */
  prepDays: Map<WeekDeadline, number[]>;
}

/**
 * Places preparation for `deadlines` (sorted by due time) from `firstDay` on, in two rounds so that a
 * tight week still prepares for every deadline: first one short block each, on the latest day it can
 * (the day before when free), then the earlier spaced days, the earliest of them a longer work block.
 */
export function placeDeadlines(deadlines: WeekDeadline[], ledger: WeekLedger, firstDay: number): DeadlinePlacement {
  const missed: WeekDeadline[] = [];
  const prepDays = new Map<WeekDeadline, number[]>();
  const spacedDays = (deadline: WeekDeadline) => PREP_OFFSETS.map((offset) => deadline.day - offset).filter((day) => day >= firstDay && day <= 6);
  const add = (deadline: WeekDeadline, day: number, sizes: number[], label: string, endBy?: number) => {
    const focus = `${label}: ${deadline.title} (due ${dueLabel(deadline)})`;
    const course = deadline.course ? { course: deadline.course } : {};
    for (const minutes of sizes) {
      if (
        ledger.add({
          day,
          minutes,
          kind: label === 'Prepare' ? 'deadline-work' : 'deadline-check',
          focus,
          ...course,
          ...(endBy === undefined ? {} : { endBy }),
        })
      ) {
        prepDays.set(
          deadline,
          [...(prepDays.get(deadline) ?? []), day].sort((a, b) => a - b),
        );
        return true;
      }
    }
    return false;
  };

  for (const deadline of deadlines) {
    const spaced = spacedDays(deadline);
    const earlier = Array.from({ length: 7 }, (_, day) => day).filter((day) => day >= firstDay && day < deadline.day && !spaced.includes(day));
    const latestFirst = [...spaced.reverse(), ...earlier.reverse()];
    const placed = latestFirst.some((day) => add(deadline, day, [REVIEW_MINUTES], day === deadline.day - 1 ? 'Final review' : 'Prepare'));
    // None of the days before it is left: the due day itself, ending a buffer before the due time.
    const onDueDay =
      !placed &&
      deadline.day <= 6 &&
      deadline.day >= firstDay &&
      add(deadline, deadline.day, [WORK_MINUTES, REVIEW_MINUTES], 'Prepare', deadline.dueMinutes - DUE_DAY_BUFFER);
    if (!placed && !onDueDay && deadline.day <= 6) missed.push(deadline);
  }
  for (const deadline of deadlines) {
    const days = prepDays.get(deadline);
    if (!days) continue;
    for (const day of spacedDays(deadline)) {
      const current = prepDays.get(deadline)!;
      if (current.includes(day)) continue;
      if (day < current[0]!) add(deadline, day, [WORK_MINUTES, REVIEW_MINUTES], 'Prepare');
      else add(deadline, day, [REVIEW_MINUTES], day === deadline.day - 1 ? 'Final review' : 'Review for');
    }
  }
  return { missed, prepDays };
}
