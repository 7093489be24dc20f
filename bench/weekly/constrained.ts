// The generator's rules over seeded weeks: a timetable of 3–6 classes, 0–5 deadlines, 0–2 plans already
// made for the week, and a moment of generation on any day of the week. Each figure is printed against
// its goal. Usage: npx tsx bench/weekly/constrained.ts [weeks=1000]
import { performance } from 'node:perf_hooks';
import { generateWeeklyPlan } from '../../src/lib/study/generate-weekly-plan';
import { planViolations } from '../../src/lib/study/plan-violations';
import { addDays } from '../../src/lib/study/week';
import { budgetHours, budgetMinutes } from '../../src/lib/study/week-ledger';
import { DEFAULT_WEEKLY_HOURS, type StudyBlock, type WeeklyPlanInput } from '../../src/lib/study/weekly-plan-types';
import type { ClassMeeting } from '../../src/lib/timetable/class-meeting';
import { benchInputs } from './inputs';

const weeks = Number(
  process.argv
    .slice(2)
    .find((arg) => arg.startsWith('weeks='))
    ?.slice(6) ?? 1000,
);
let seed = 7;
const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const totals = { inPast: 0, overClasses: 0, overOtherPlans: 0, outsideWindow: 0, afterDeadline: 0, overlapping: 0, withinBudget: 0 };
const times: number[] = [];
for (const base of benchInputs(weeks, 3)) {
  const meetings: ClassMeeting[] = Array.from({ length: 3 + Math.floor(next() * 4) }, (_, index) => {
    const start = 8 * 60 + Math.floor(next() * 40) * 15;
    return {
      course: `C ${index}`,
      weekday: Math.floor(next() * 5),
      start: clock(start),
      end: clock(start + 50 + Math.floor(next() * 3) * 25),
      rotation: { kind: 'weekly' },
      termStart: '2020-01-01',
      termEnd: '2030-12-31',
    };
  });
  const now = `${addDays(base.weekOf, Math.floor(next() * 7))}T${clock(Math.floor(next() * 96) * 15)}`;
  const input: WeeklyPlanInput = { ...base, deadlines: base.deadlines.slice(0, 5), classMeetings: meetings, now, otherPlanBlocks: [] };
  const others: StudyBlock[] = [];
  for (let plan = Math.floor(next() * 3); plan > 0; plan--)
    others.push(...generateWeeklyPlan({ ...input, title: `Earlier ${plan}`, otherPlanBlocks: [...others] }).blocks);
  input.otherPlanBlocks = others;
  const began = performance.now();
  const plan = generateWeeklyPlan(input);
  times.push(performance.now() - began);
  const found = planViolations(input, plan.blocks);
  for (const key of ['inPast', 'overClasses', 'overOtherPlans', 'outsideWindow', 'afterDeadline', 'overlapping'] as const) totals[key] += found[key];
  if (plan.totalHours * 60 <= budgetMinutes(budgetHours(input.weeklyHours, DEFAULT_WEEKLY_HOURS)) && found.overDayCap === 0) totals.withinBudget++;
}
const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
console.table([
  { figure: 'blocks in the past', value: totals.inPast, goal: '0' },
  { figure: 'blocks over a class', value: totals.overClasses, goal: '0' },
  { figure: 'blocks over another plan', value: totals.overOtherPlans, goal: '0' },
  { figure: 'blocks outside the daily window', value: totals.outsideWindow, goal: '0' },
  { figure: 'blocks overlapping each other', value: totals.overlapping, goal: '0' },
  { figure: 'deadline preparations after their deadline', value: totals.afterDeadline, goal: '0' },
  { figure: 'weeks within the budget and day caps', value: `${((totals.withinBudget * 100) / weeks).toFixed(1)} %`, goal: '100 %' },
  { figure: 'median generation time', value: `${median.toFixed(2)} ms`, goal: '<= 50 ms' },
]);
