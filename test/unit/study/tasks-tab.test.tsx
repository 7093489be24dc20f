// @vitest-environment happy-dom
// Study › Tasks against a real (fake-indexeddb) device: a move shows on the board while it is written, and
// goes back, with the error, if the write fails.
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { addTask } from '../../../src/data/tasks/task-actions';
import { TasksTab } from '../../../src/features/study/tasks/tasks-tab';
import { holdNextCall } from '../support/hold-next-call';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

function renderTasks() {
  const root = createRootRoute({ component: Outlet });
  const routes = [createRoute({ getParentRoute: () => root, path: '/study/tasks', component: TasksTab })];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/study/tasks'] }) });
  return renderWithUserData(<RouterProvider router={router} />);
}

const column = (name: string) => screen.getByRole('region', { name });
const cardIn = (columnName: string, title: string) => within(column(columnName)).queryByRole('article', { name: title });

async function moveTo(title: string, status: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Status of ${title}:`) }));
  fireEvent.click(await screen.findByRole('menuitem', { name: status }));
}

test('a move shows in its column while it is written, and goes back if the write fails', async () => {
  const { userData } = renderTasks();
  await addTask(userData, { title: 'Essay', notes: '', course: '', due_at: null });
  await waitFor(() => expect(cardIn('Todo', 'Essay')).not.toBeNull());

  // A write still under way (IndexedDB has not answered): the card is in its new column already.
  const held = holdNextCall(userData.tasks, 'update');
  await moveTo('Essay', 'Complete');
  await waitFor(() => expect(cardIn('Complete', 'Essay')).not.toBeNull());
  expect(cardIn('Todo', 'Essay')).toBeNull();
  expect((await userData.tasks.list())[0]!.status).toBe('todo');
  held.finish();
  await waitFor(async () => expect((await userData.tasks.list())[0]!.status).toBe('complete'));
  expect(cardIn('Complete', 'Essay')).not.toBeNull();

  // A write that fails: the card is back where the device has it, and the board says it was not stored.
  held.spy.mockRejectedValueOnce(new Error('QuotaExceededError'));
  await moveTo('Essay', 'In progress');
  await screen.findByText('The task could not be stored on this device.');
  await waitFor(() => expect(cardIn('Complete', 'Essay')).not.toBeNull());
  expect(cardIn('In progress', 'Essay')).toBeNull();
});

test('an edit shows on its card while it is written', async () => {
  const { userData } = renderTasks();
  await addTask(userData, { title: 'Draft', notes: '', course: '', due_at: null });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit Draft' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit task' });
  const held = holdNextCall(userData.tasks, 'update');
  fireEvent.change(within(dialog).getByLabelText(/^Title/), { target: { value: 'Final essay' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(cardIn('Todo', 'Final essay')).not.toBeNull());
  expect((await userData.tasks.list())[0]!.title).toBe('Draft');
  held.finish();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect((await userData.tasks.list())[0]!.title).toBe('Final essay');
  expect(cardIn('Todo', 'Final essay')).not.toBeNull();
});
