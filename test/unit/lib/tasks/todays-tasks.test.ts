// Today's Task's order: what is due today comes before what slipped on earlier days, however many slipped.
import { expect, test } from 'vitest';
import { byDue } from '../../../../src/lib/tasks/task-dates';
import { todaysTasks } from '../../../../src/lib/tasks/todays-tasks';

const zone = 'America/New_York';
// Tuesday 24 November 2026, 15:00 in New York.
const now = new Date('2026-11-24T20:00:00Z');

const task = (id: string, due: string | null, status: 'todo' | 'in_progress' | 'complete' = 'todo') => ({ id, due_at: due, status });

test('due today first, soonest first (passed hours included); then earlier days, most recent first; nothing else', () => {
  const tasks = [
    task('weeks-ago', '2026-11-02T14:00:00Z'),
    task('yesterday', '2026-11-23T22:00:00Z'),
    task('this-morning', '2026-11-24T14:00:00Z'),
    task('tonight', '2026-11-25T03:00:00Z'), // 22:00 in New York: still today there
    task('tomorrow', '2026-11-25T15:00:00Z'),
    task('no-date', null),
    task('last-week', '2026-11-17T15:00:00Z'),
  ].sort(byDue);
  expect(todaysTasks(tasks, now, zone).map((t) => t.id)).toEqual(['this-morning', 'tonight', 'yesterday', 'last-week', 'weeks-ago']);
});

test("a hundred slipped tasks do not push today's off the top", () => {
  const slipped = Array.from({ length: 100 }, (_, n) => task(`slipped-${n}`, new Date(Date.UTC(2026, 9, 1, n)).toISOString()));
  const tasks = [...slipped, task('today', '2026-11-24T23:00:00Z')].sort(byDue);
  const ordered = todaysTasks(tasks, now, zone);
  expect(ordered).toHaveLength(101);
  expect(ordered.slice(0, 2).map((t) => t.id)).toEqual(['today', 'slipped-99']);
});
