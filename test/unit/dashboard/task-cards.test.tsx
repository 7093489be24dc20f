// @vitest-environment happy-dom
// The dashboard's task tables, drawn by the real dashboard from a real (fake-indexeddb) device: each lists
// its first five and says how many more, and Today's Task puts today's before the ones that slipped.
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { Auth0Client } from '@auth0/auth0-spa-js';
import { AuthSessionContext } from '../../../src/auth/auth-context';
import { AuthSession } from '../../../src/auth/auth-session';
import { DashboardPage } from '../../../src/features/dashboard/dashboard-page';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

function renderDashboard() {
  const root = createRootRoute({ component: Outlet });
  const routes = [createRoute({ getParentRoute: () => root, path: '/dashboard', component: DashboardPage })];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  // The greeting reads the session; never started here, it stays loading and needs no sign-in library.
  const session = new AuthSession({ onRedirectCallback: () => {}, loadClient: () => Promise.reject(new Error('not used')) as Promise<Auth0Client> });
  return renderWithUserData(
    <AuthSessionContext.Provider value={session}>
      <RouterProvider router={router} />
    </AuthSessionContext.Provider>,
  );
}

const HOUR = 3_600_000;

function task(title: string, dueAt: number) {
  const stamp = new Date(dueAt - 30 * 24 * HOUR).toISOString();
  return {
    id: crypto.randomUUID(),
    title,
    notes: '',
    course: '',
    due_at: new Date(dueAt).toISOString(),
    status: 'todo' as const,
    completed_at: null,
    source: 'manual' as const,
    syllabus_id: null,
    import_id: null,
    source_event_id: null,
    removed_upstream: false,
    created_at: stamp,
    updated_at: stamp,
    version: 1,
  };
}

const rowTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.querySelector('p')!.textContent);

test("Today's Task: today's task first, then the four most recently slipped, and how many more", async () => {
  const { userData } = renderDashboard();
  const startOfToday = new Date().setHours(0, 0, 0, 0);
  const slipped = Array.from({ length: 9 }, (_, n) => task(`Slipped ${n}`, startOfToday - (n + 1) * 24 * HOUR));
  await userData.db.tasks.bulkPut([...slipped, task('Due today', startOfToday + 23 * HOUR)]);
  const todays = await screen.findByRole('region', { name: "Today's Task" });
  await waitFor(() => expect(rowTitles(todays)).toEqual(['Due today', 'Slipped 0', 'Slipped 1', 'Slipped 2', 'Slipped 3']));
  within(todays).getByText('and 5 more');
});

test('Deadline This Week: the five soonest, and how many more; none left over, no line', async () => {
  const { userData } = renderDashboard();
  // Due in the coming seconds: this week whatever day the test runs.
  const soon = Array.from({ length: 7 }, (_, n) => task(`Deadline ${n}`, Date.now() + (n + 1) * 1_000));
  await userData.db.tasks.bulkPut(soon);
  const deadlines = await screen.findByRole('region', { name: 'Deadline This Week' });
  await waitFor(() => expect(rowTitles(deadlines)).toEqual(['Deadline 0', 'Deadline 1', 'Deadline 2', 'Deadline 3', 'Deadline 4']));
  within(deadlines).getByText('and 2 more');
  await userData.db.tasks.bulkDelete(soon.slice(5).map((t) => t.id));
  await waitFor(() => expect(within(deadlines).queryByText(/more$/)).toBeNull());
  expect(rowTitles(deadlines)).toHaveLength(5);
});
