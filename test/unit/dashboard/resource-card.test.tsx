// @vitest-environment happy-dom
// The dashboard's Resource card, fed by the dashboard's own data hook from a real (fake-indexeddb) device:
// the newest links, and how many more there are once the links are counted (a query of its own).
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ResourceCard } from '../../../src/features/dashboard/resource-card';
import { useDashboardData } from '../../../src/features/dashboard/use-dashboard-data';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

function DashboardResource() {
  const { ready, bookmarks } = useDashboardData(false);
  return ready ? <ResourceCard bookmarks={bookmarks} /> : <p>Reading</p>;
}

/** The saved links the card lists (not its "More" link to Study › Bookmark). */
const savedLinks = () => screen.queryAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('https://'));

function renderCard() {
  const root = createRootRoute({ component: Outlet });
  const routes = [createRoute({ getParentRoute: () => root, path: '/dashboard', component: DashboardResource })];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  return renderWithUserData(<RouterProvider router={router} />);
}

const links = (count: number) =>
  Array.from({ length: count }, (_, n) => {
    const stamp = new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString();
    return { id: crypto.randomUUID(), title: `Link ${n}`, url: `https://${n}.example`, description: '', created_at: stamp, updated_at: stamp, version: 1 };
  });

test('no links: the pointer to save some; four: all four and no more line', async () => {
  const { userData } = renderCard();
  await screen.findByText('No saved links yet');
  await userData.db.bookmarks.bulkPut(links(4));
  await waitFor(() => expect(savedLinks()).toHaveLength(4));
  expect(screen.queryByText(/more$/)).toBeNull();
});

test('more than four: the newest four, then how many more; a new link counts', async () => {
  const { userData } = renderCard();
  await screen.findByText('No saved links yet');
  await userData.db.bookmarks.bulkPut(links(7));
  await screen.findByText('and 3 more');
  expect(savedLinks().map((link) => link.textContent)).toEqual(['Link 6', 'Link 5', 'Link 4', 'Link 3']);
  await userData.bookmarks.create({ title: 'Newest', url: 'https://new.example' });
  await screen.findByText('and 4 more');
  expect(savedLinks()[0]!.textContent).toBe('Newest');
});
