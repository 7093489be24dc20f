// @vitest-environment happy-dom
// The dashboard reads the weekly plans only on the day of its "Last week" card (Monday), the one card that
// needs them; on the other days it leaves them unread. Fed from a real (fake-indexeddb) device.
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { test } from 'vitest';
import { useDashboardData } from '../../../src/features/dashboard/use-dashboard-data';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

function WeeklyPlansRead() {
  const [reportDay, setReportDay] = useState(false);
  const { ready, weeklyPlans, tasks } = useDashboardData(reportDay);
  return (
    <>
      <p>{ready ? `${reportDay ? 'Monday' : 'Tuesday'}: ${weeklyPlans.length} weekly plans, ${tasks.length} tasks` : 'Reading'}</p>
      <button onClick={() => setReportDay(true)}>Midnight</button>
    </>
  );
}

function render() {
  const root = createRootRoute({ component: Outlet });
  const routes = [createRoute({ getParentRoute: () => root, path: '/dashboard', component: WeeklyPlansRead })];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderWithUserData(<RouterProvider router={router} />);
}

const plan = (weekOf: string) => ({
  id: crypto.randomUUID(),
  title: `Week of ${weekOf}`,
  description: '',
  markdown_plan: '',
  week_of: weekOf,
  archived: false,
  version: 1,
});

test('weekly plans are read on the report day only, and as soon as it begins', async () => {
  const { userData } = render();
  await screen.findByText('Tuesday: 0 weekly plans, 0 tasks');
  await userData.db.weeklyPlans.bulkPut([plan('2026-11-16'), plan('2026-11-23')]);
  // A task's change reads the dashboard's data again: still without the plans.
  await userData.tasks.create({ title: 'Read chapter 3' });
  await screen.findByText('Tuesday: 0 weekly plans, 1 tasks');
  fireEvent.click(screen.getByRole('button', { name: 'Midnight' }));
  await screen.findByText('Monday: 2 weekly plans, 1 tasks');
});
