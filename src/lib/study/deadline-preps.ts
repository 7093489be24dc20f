// Deadlines of the week become prep blocks before their due day, with buffer: first every deadline gets
// a final check on the latest day before it is due, then, where time is left, a longer work block two or
// more days ahead. A deadline due on Monday has no day before it inside the week: it gets an early
// block that morning when the due time leaves room, and a note to finish it before the week starts.
import { clockTime } from './clock-time';
import type { WeekDeadline } from './plan-deadlines';
import { DAY_NAMES } from './week';
import { BREAK_MINUTES, DAY_START, type WeekLedger } from './week-ledger';

const CHECK_MINUTES = 30;
const WORK_MINUTES = 60;
const EARLY_START = 7 * 60;
const EARLY_BUFFER = 30;

export function dueLabel(deadline: WeekDeadline): string {
  return `${DAY_NAMES[deadline.day]!.slice(0, 3)} ${clockTime(deadline.dueMinutes)}`;
}

export interface DeadlinePlacement {
  /** Deadlines left without any block before they are due. */
  missed: WeekDeadline[];
  /** The days each placed deadline is prepared on. */
  prepDays: Map<WeekDeadline, number[]>;
}

/** Places prep blocks for `deadlines` (sorted by due time); those due later in the week come first, as they can be met. */
export function placeDeadlines(deadlines: WeekDeadline[], ledger: WeekLedger): DeadlinePlacement {
  const missed: WeekDeadline[] = [];
  const prepDays = new Map<WeekDeadline, number[]>();
  const note = (deadline: WeekDeadline, day: number) => prepDays.set(deadline, [...new Set([...(prepDays.get(deadline) ?? []), day])].sort((a, b) => a - b));
  const later = deadlines.filter((deadline) => deadline.day > 0);
  for (const deadline of later) {
    const day = latestDay(deadline.day - 1, CHECK_MINUTES, ledger);
    if (day === undefined) {
      missed.push(deadline);
      continue;
    }
    ledger.add({ day, minutes: CHECK_MINUTES, kind: 'deadline-check', focus: `Final check: ${deadline.title} (due ${dueLabel(deadline)})`, ...courseOf(deadline) });
    note(deadline, day);
  }
  // Monday's early blocks run one after another from 07:00, each ending a buffer before its due time.
  let early = EARLY_START;
  for (const deadline of deadlines.filter((entry) => entry.day === 0)) {
    const minutes = [WORK_MINUTES, CHECK_MINUTES].find(
      (length) =>
        early + length + EARLY_BUFFER <= deadline.dueMinutes && early + length + BREAK_MINUTES <= DAY_START[0]! && ledger.fits([{ day: 0, minutes: length }]),
    );
    if (minutes === undefined) {
      missed.push(deadline);
      continue;
    }
    ledger.add({ day: 0, minutes, kind: 'deadline-check', focus: `Finish before it is due: ${deadline.title} (due ${dueLabel(deadline)})`, fixedStart: early, ...courseOf(deadline) });
    note(deadline, 0);
    early += minutes + BREAK_MINUTES;
  }
  for (const deadline of later) {
    if (missed.includes(deadline)) continue;
    const day = latestDay(Math.max(0, deadline.day - 2), WORK_MINUTES, ledger);
    if (day === undefined) continue;
    ledger.add({ day, minutes: WORK_MINUTES, kind: 'deadline-work', focus: `Work on: ${deadline.title}`, ...courseOf(deadline) });
    note(deadline, day);
  }
  return { missed, prepDays };
}

function courseOf(deadline: WeekDeadline): { course?: string } {
  return deadline.course ? { course: deadline.course } : {};
}

function latestDay(from: number, minutes: number, ledger: WeekLedger): number | undefined {
  for (let day = from; day >= 0; day--) if (ledger.fits([{ day, minutes }])) return day;
  return undefined;
}
