import { expect, test } from 'vitest';
import type { WeeklyPlan } from '../../../src/data/entities/weekly-plan';
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
