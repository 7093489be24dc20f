// @vitest-environment happy-dom
// The Weekly calendar from the keyboard, against a real (fake-indexeddb) device: a block is picked up,
// moved with the arrow keys and dropped; a drop over another block is refused with the reason shown and
// announced, and the plan is unchanged; Escape puts a lifted block back; Shift+arrow changes its end; the
// Done box ticks it off in the plan.
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { WeeklyScreen } from '../../../src/features/study/weekly/weekly-tab';
import { readStudyBlocks } from '../../../src/lib/study/study-blocks';
import { addDays, mondayOf } from '../../../src/lib/study/week';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

const PLAN = `# Midterm week

| Day | Time | Focus | Course |
| --- | --- | --- | --- |
| Tuesday | 14:00–15:00 | Calculus review | MATH 1920 |
| Tuesday | 16:00–17:00 | Essay outline | |
`;

/** The Weekly screen on /study/weekly of a router, for its links. */
function renderWeekly() {
  const root = createRootRoute({ component: Outlet });
  const route = createRoute({ getParentRoute: () => root, path: '/study/weekly', component: () => <WeeklyScreen /> });
  const router = createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: ['/study/weekly'] }) });
  return renderWithUserData(<RouterProvider router={router} />);
}

test('keyboard: pick up, move, drop; a refused drop says why; Escape cancels; Shift resizes; Done ticks off', async () => {
  const { userData } = renderWeekly();
  // Next week: nothing in it is past, whenever the test runs.
  const plan = await userData.weeklyPlans.create({ title: 'Midterm week', markdown_plan: PLAN, week_of: addDays(mondayOf(new Date()), 7) });
  fireEvent.click(await screen.findByRole('button', { name: 'Next week' }));
  const calculus = await screen.findByRole('button', { name: 'Study: Calculus review (MATH 1920), Tue 14:00–15:00, plan Midterm week' });
  const announcer = screen.getByTestId('calendar-announcer');

  // Down 30 minutes four times: 16:00–17:00, on the essay block. Enter drops it there: refused.
  act(() => calculus.focus());
  fireEvent.keyDown(calculus, { key: 'Enter' });
  expect(announcer.textContent).toMatch(/^Picked up Calculus review, Tuesday 14:00–15:00\./);
  for (let step = 0; step < 4; step++) fireEvent.keyDown(calculus, { key: 'ArrowDown' });
  expect(announcer.textContent).toBe(
    'Calculus review: Tuesday 16:00–17:00. Cannot go here: Tue 16:00–17:00 overlaps another study block, Essay outline (16:00–17:00).',
  );
  fireEvent.keyDown(calculus, { key: 'Enter' });
  expect((await screen.findByRole('alert')).textContent).toContain('Not moved: Tue 16:00–17:00 overlaps another study block, Essay outline (16:00–17:00).');
  expect(announcer.textContent).toBe('Calculus review not moved: Tue 16:00–17:00 overlaps another study block, Essay outline (16:00–17:00).');
  expect((await userData.weeklyPlans.get(plan.id))?.markdown_plan).toBe(PLAN);

  // Picked up again, moved a day on, then Escape: it stays where it was.
  fireEvent.keyDown(calculus, { key: ' ' });
  fireEvent.keyDown(calculus, { key: 'ArrowRight' });
  fireEvent.keyDown(calculus, { key: 'Escape' });
  expect(announcer.textContent).toBe('Move cancelled. Calculus review stays at Tuesday 14:00–15:00.');

  // A day on and 30 minutes later: Wednesday 14:30–15:30, saved into the plan's schedule.
  fireEvent.keyDown(calculus, { key: 'Enter' });
  fireEvent.keyDown(calculus, { key: 'ArrowRight' });
  fireEvent.keyDown(calculus, { key: 'ArrowDown' });
  fireEvent.keyDown(calculus, { key: 'Enter' });
  await screen.findByRole('button', { name: 'Study: Calculus review (MATH 1920), Wed 14:30–15:30, plan Midterm week' });
  await waitFor(async () =>
    expect(readStudyBlocks((await userData.weeklyPlans.get(plan.id))!.markdown_plan)[0]).toEqual({
      day: 2,
      start: '14:30',
      end: '15:30',
      focus: 'Calculus review',
      course: 'MATH 1920',
    }),
  );
  expect(announcer.textContent).toBe('Calculus review moved to Wednesday 14:30–15:30.');

  // Shift+Down: it ends 30 minutes later. Done: ticked off in the plan.
  const moved = screen.getByRole('button', { name: /^Study: Calculus review/ });
  fireEvent.keyDown(moved, { key: 'ArrowDown', shiftKey: true });
  await screen.findByRole('button', { name: 'Study: Calculus review (MATH 1920), Wed 14:30–16:00, plan Midterm week' });
  fireEvent.click(screen.getByRole('checkbox', { name: 'Done: Calculus review, 14:30' }));
  await screen.findByRole('button', { name: 'Study: Calculus review (MATH 1920), Wed 14:30–16:00, plan Midterm week, done' });
  await waitFor(async () =>
    expect(readStudyBlocks((await userData.weeklyPlans.get(plan.id))!.markdown_plan)[0]).toEqual({
      day: 2,
      start: '14:30',
      end: '16:00',
      focus: 'Calculus review',
      course: 'MATH 1920',
      done: true,
    }),
  );
  // Every change waits in the outbox, to be synced.
  expect([...(await userData.pendingIds('weeklyPlans'))]).toEqual([plan.id]);
});
