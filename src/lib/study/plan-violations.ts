// The rules a week's blocks must keep, counted: none in the past, none over a class meeting or another
// plan's block, none outside the daily window, no preparation for a deadline at or after its due time,
// the hours within the budget and each day's cap, and no two blocks of the plan at once. The server
// refuses a language model's plan that breaks any of them (the embedded plan is used instead); the
// generator's bench and property test count them over many weeks.
import { busyIntervalsOfWeek } from '../timetable/class-meeting';
import { minutesOf } from './clock-time';
import { readDescription } from './described-plan';
import { studyWindow } from './free-time';
import { courseBook } from './plan-courses';
import { deadlinesOfWeek } from './plan-deadlines';
import { daysBetween } from './week';
import { budgetHours, budgetMinutes, DAY_CAP } from './week-ledger';
import { DEFAULT_WEEKLY_HOURS, type StudyBlock, type WeeklyPlanInput } from './weekly-plan-types';

export interface PlanViolations {
  inPast: number;
  overClasses: number;
  overOtherPlans: number;
  outsideWindow: number;
  afterDeadline: number;
  overBudget: number;
  overDayCap: number;
  overlapping: number;
}

type Span = { day: number; start: number; end: number };

export function planViolations(input: WeeklyPlanInput, blocks: readonly StudyBlock[]): PlanViolations {
  const spans = blocks.map((block) => ({ block, day: block.day, start: minutesOf(block.start) ?? 0, end: minutesOf(block.end) ?? 0 }));
  const found: PlanViolations = {
    inPast: 0,
    overClasses: 0,
    overOtherPlans: 0,
    outsideWindow: 0,
    afterDeadline: 0,
    overBudget: 0,
    overDayCap: 0,
    overlapping: 0,
  };
  const overlaps = (a: Span, b: Span) => a.day === b.day && a.start < b.end && b.start < a.end;

  const now = input.now && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(input.now) ? input.now : undefined;
  const today = now ? daysBetween(input.weekOf, now.slice(0, 10)) : -1;
  const nowMinute = now ? Number(now.slice(11, 13)) * 60 + Number(now.slice(14, 16)) : 0;
  const classes = busyIntervalsOfWeek(input.classMeetings ?? [], input.weekOf);
  const others = (input.otherPlanBlocks ?? []).map((block) => ({ day: block.day, start: minutesOf(block.start) ?? 0, end: minutesOf(block.end) ?? 0 }));
  const [earliest, latest] = studyWindow(input.dailyWindow);
  const book = courseBook(input);
  const deadlines = deadlinesOfWeek(input, input.weekOf, book, readDescription(input.description, input.course, book).deadlines);

  for (const span of spans) {
    if (span.day < today || (span.day === today && span.start < nowMinute)) found.inPast++;
    if (classes.some((busy) => overlaps(span, busy))) found.overClasses++;
    if (others.some((busy) => overlaps(span, busy))) found.overOtherPlans++;
    if (span.start < earliest || span.end > latest) found.outsideWindow++;
    const after = deadlines.some(
      (deadline) =>
        span.block.focus.includes(`${deadline.title} (due`) && (span.day > deadline.day || (span.day === deadline.day && span.end > deadline.dueMinutes)),
    );
    if (after) found.afterDeadline++;
  }
  spans.forEach((span, index) => {
    if (spans.slice(index + 1).some((other) => overlaps(span, other))) found.overlapping++;
  });
  const total = spans.reduce((sum, span) => sum + span.end - span.start, 0);
  if (total > budgetMinutes(budgetHours(input.weeklyHours, DEFAULT_WEEKLY_HOURS))) found.overBudget++;
  for (let day = 0; day < 7; day++) {
    if (spans.filter((span) => span.day === day).reduce((sum, span) => sum + span.end - span.start, 0) > DAY_CAP[day]!) found.overDayCap++;
  }
  return found;
}

/** Whether `violations` counts nothing at all. */
export function keepsEveryRule(violations: PlanViolations): boolean {
  return Object.values(violations).every((count) => count === 0);
}
