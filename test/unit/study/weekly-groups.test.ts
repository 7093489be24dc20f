import { expect, test } from 'vitest';
import type { WeeklyPlan } from '../../../src/data/entities/weekly-plan';
import { calendarWeek, collapsedDays } from '../../../src/features/study/weekly/weekly-calendar-days';
import { groupWeeklyPlans, weekLabel, writtenBy } from '../../../src/features/study/weekly/weekly-groups';

const plan = (id: string, week_of: string, changes: Partial<WeeklyPlan> = {}): WeeklyPlan => ({
  id,
  title: `Plan ${id}`,
  description: '',
  course: '',
  markdown_plan: '',
  archived: false,
  week_of,
  source: 'embedded',
  ...changes,
});

// Wednesday 25 November 2026, local time.
const wednesday = new Date(2026, 10, 25, 10, 0);

test('this week holds the plans not archived whose week has not ended; the rest are previous, newest week first', () => {
  const plans = [
    plan('a', '2026-11-23'),
    plan('b', '2026-11-16'), // last week: ended, moves by itself
    plan('c', '2026-11-23', { archived: true }),
    plan('d', '2026-11-30'), // next week's plan is not over either
    plan('e', '2026-11-23'),
    plan('f', '2026-11-09', { archived: true }),
  ];
  const { thisWeek, previous } = groupWeeklyPlans(plans, wednesday);
  expect(thisWeek.map((p) => p.id)).toEqual(['d', 'e', 'a']);
  expect(previous.map((p) => p.id)).toEqual(['c', 'b', 'f']);
  // On the Monday after, this week's plans have moved too; nothing was written for it.
  const nextMonday = groupWeeklyPlans(plans, new Date(2026, 10, 30, 0, 1));
  expect(nextMonday.thisWeek.map((p) => p.id)).toEqual(['d']);
  expect(plans.every((p) => p.archived === (p.id === 'c' || p.id === 'f'))).toBe(true);
  // Sunday evening is still this week.
  expect(groupWeeklyPlans(plans, new Date(2026, 10, 29, 23, 59)).thisWeek.map((p) => p.id)).toEqual(['d', 'e', 'a']);
});

test('who wrote a plan, and its week', () => {
  expect(writtenBy({ source: 'llama3.1:8b', version: 1 })).toBe('Written by llama3.1:8b');
  expect(writtenBy({ source: 'embedded', version: 3 })).toBe('Made by DegreeMate’s planner');
  expect(writtenBy({ source: 'embedded' })).toBe('Made on this device by DegreeMate’s planner');
  expect(weekLabel('2026-11-23')).toBe('Week of 23 Nov 2026');
});

const markdown = (rows: string[]) =>
  ['# Plan', '', '| Day | Time | Focus | Course |', '| --- | --- | --- | --- |', ...rows, ''].join('\n');

test('the calendar: Monday to Sunday of this week with the blocks of this week’s plans that are not archived', () => {
  const days = calendarWeek(
    [
      plan('a', '2026-11-23', { markdown_plan: markdown(['| Wed | 14:00–15:00 | Linked lists | CS 2110 |', '| Mon | 09:00–10:30 | Recursion | CS 2110 |']) }),
      plan('e', '2026-11-23', { markdown_plan: markdown(['| Wednesday | 08:00-09:00 | Integrals | MATH 1920 |']) }),
      plan('b', '2026-11-16', { markdown_plan: markdown(['| Wed | 10:00–11:00 | Last week | X |']) }),
      plan('c', '2026-11-23', { archived: true, markdown_plan: markdown(['| Wed | 11:00–12:00 | Archived | X |']) }),
    ],
    wednesday,
  );
  expect(days.map((d) => [d.date, d.name, d.isToday])).toEqual([
    ['2026-11-23', 'Monday', false],
    ['2026-11-24', 'Tuesday', false],
    ['2026-11-25', 'Wednesday', true],
    ['2026-11-26', 'Thursday', false],
    ['2026-11-27', 'Friday', false],
    ['2026-11-28', 'Saturday', false],
    ['2026-11-29', 'Sunday', false],
  ]);
  expect(days[0]!.blocks.map((b) => [b.start, b.end, b.focus, b.course, b.planId])).toEqual([['09:00', '10:30', 'Recursion', 'CS 2110', 'a']]);
  // Wednesday: both current plans' blocks, by start time; last week's and the archived plan's are left out.
  expect(days[2]!.blocks.map((b) => [b.start, b.focus, b.planId])).toEqual([
    ['08:00', 'Integrals', 'e'],
    ['14:00', 'Linked lists', 'a'],
  ]);
  expect(days.slice(3).every((d) => d.blocks.length === 0)).toBe(true);
});

test('collapsed, the calendar shows today and the next two days, inside the week', () => {
  const names = (now: Date) => collapsedDays(calendarWeek([], now)).map((d) => d.name);
  expect(names(wednesday)).toEqual(['Wednesday', 'Thursday', 'Friday']);
  expect(names(new Date(2026, 10, 23, 8))).toEqual(['Monday', 'Tuesday', 'Wednesday']);
  expect(names(new Date(2026, 10, 28, 8))).toEqual(['Friday', 'Saturday', 'Sunday']);
  expect(names(new Date(2026, 10, 29, 8))).toEqual(['Friday', 'Saturday', 'Sunday']);
});
