// @vitest-environment happy-dom
// The Weekly tab offline, against a real (fake-indexeddb) device: Generate writes the plan here and it
// opens in the viewer, Edit changes it, Archive moves it, Delete asks nothing and Undo brings it back.
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { WeeklyScreen } from '../../../src/features/study/weekly/weekly-tab';
import { mondayOf } from '../../../src/lib/study/week';
import { holdNextCall } from '../support/hold-next-call';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

/** The Weekly screen on /study/weekly of a router, for its links (Import syllabus goes to the Tasks tab). */
function renderWeekly(course: string) {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/study/weekly', component: () => <WeeklyScreen course={course} /> }),
    createRoute({ getParentRoute: () => root, path: '/study/tasks', component: () => <p>Tasks screen</p> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/study/weekly'] }) });
  return renderWithUserData(<RouterProvider router={router} />);
}

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function generate(title: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Generate Weekly Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate Weekly Plan' });
  const submit = within(dialog).getByRole('button', { name: 'Generate' }) as HTMLButtonElement;
  expect(submit.disabled).toBe(true);
  type(/^Title/, title);
  type(/^Description/, 'Recursion, trees');
  fireEvent.click(submit);
  return screen.findByRole('dialog', { name: title });
}

test('offline: generate, view, edit, archive, delete and undo', async () => {
  const { userData } = renderWeekly('CS 2110');
  expect(await screen.findByRole('heading', { name: 'Weekly Study Plan (This Week)' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Previous Weeks' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Weekly Calendar' })).toBeTruthy();
  await screen.findByText('No plan for this week yet.');

  const viewer = await generate('Midterm week');
  expect(within(viewer).getByText(/offline, so DegreeMate’s planner made this plan on this device/)).toBeTruthy();
  expect(within(viewer).getByText(/Made on this device/)).toBeTruthy();
  expect(viewer.querySelector('table')).toBeTruthy(); // the schedule, rendered
  expect(await userData.pendingCount()).toBe(1);

  // Edit: the markdown itself, with a script link and raw HTML that must stay inert.
  fireEvent.click(within(viewer).getByRole('button', { name: 'Edit' }));
  const editor = await screen.findByRole('dialog', { name: 'Edit Plan' });
  fireEvent.change(within(editor).getByLabelText(/^Plan/), {
    target: { value: '# Mine\n\n[x](javascript:alert(1)) <img src=x onerror=alert(1)> [ok](https://example.edu)' },
  });
  fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
  const again = await screen.findByRole('dialog', { name: 'Midterm week' });
  await waitFor(() => expect(within(again).getByRole('heading', { name: 'Mine' })).toBeTruthy());
  expect(again.querySelector('img')).toBeNull();
  expect([...again.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://example.edu']);
  expect(within(again).getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();

  fireEvent.click(within(again).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(within(again).getByRole('button', { name: 'Unarchive' })).toBeTruthy());
  const previous = screen.getByRole('region', { name: 'Previous Weeks' });
  await waitFor(() => expect(within(previous).getByText('Midterm week')).toBeTruthy());

  fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
  await screen.findByText('“Midterm week” was deleted.');
  await waitFor(() => expect(within(previous).queryByText('Midterm week')).toBeNull());
  fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
  await waitFor(() => expect(within(previous).getByText('Midterm week')).toBeTruthy());
  // Created, deleted and created again before anything left the device: one create is what will go.
  const plans = await userData.weeklyPlans.list();
  expect(plans).toHaveLength(1);
  expect(plans[0]).toMatchObject({ title: 'Midterm week', archived: true });
});

test('arriving with a course offers a plan for it, the course filled in', async () => {
  renderWeekly('CS 2110');
  // The syllabus importer lives on the Tasks tab; Weekly links to it.
  expect((await screen.findByRole('link', { name: 'Import syllabus' })).getAttribute('href')).toBe('/study/tasks?import=syllabus');
  fireEvent.click(screen.getByRole('button', { name: 'Plan CS 2110' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate Weekly Plan' });
  expect(within(dialog).getByDisplayValue('CS 2110')).toBeTruthy();
});

test('lists the imported syllabi with this week’s topic, and deleting one takes its deadlines with it', async () => {
  const { userData } = renderWeekly('');
  const monday = mondayOf(new Date());
  const syllabus = await userData.syllabi.create({
    course: 'CS 2110',
    title: 'Data Structures',
    term: 'Fall 2026',
    term_start: null,
    term_end: null,
    topics: [{ week: 14, starts_on: monday, topic: 'Graphs and traversal' }],
    grading: [],
    file_name: 'cs2110.pdf',
  });
  await userData.tasks.create({ title: 'A6', course: 'CS 2110', syllabus_id: syllabus.id });
  await userData.tasks.create({ title: 'My own task' });

  const card = await screen.findByRole('region', { name: 'Your syllabi' });
  const entry = await within(card).findByRole('article', { name: 'CS 2110 · Fall 2026' });
  expect(within(entry).getByText('1 weekly topic · 1 deadline')).toBeTruthy();
  expect(within(entry).getByText('This week: Graphs and traversal')).toBeTruthy();

  fireEvent.click(within(entry).getByRole('button', { name: 'Delete the syllabus CS 2110 · Fall 2026' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this syllabus?' });
  expect(within(confirm).getByText(/and its 1 deadline on your board will be deleted/)).toBeTruthy();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Your syllabi' })).toBeNull());
  expect((await userData.tasks.list()).map((task) => task.title)).toEqual(['My own task']);
});

test('archiving shows at once while it is written, and is undone on the screen if the write fails', async () => {
  const { userData } = renderWeekly('');
  await screen.findByText('No plan for this week yet.');
  const viewer = await generate('Finals week');
  const thisWeek = screen.getByRole('region', { name: 'Weekly Study Plan (This Week)' });
  const previous = screen.getByRole('region', { name: 'Previous Weeks' });
  await waitFor(() => expect(within(thisWeek).getByText('Finals week')).toBeTruthy());

  // A write still under way (IndexedDB has not answered): the plan has moved to Previous Weeks already.
  const held = holdNextCall(userData.weekly, 'setArchived');
  fireEvent.click(within(viewer).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(within(previous).getByText('Finals week')).toBeTruthy());
  expect(within(viewer).getByRole('button', { name: 'Unarchive' })).toBeTruthy();
  expect((await userData.weeklyPlans.list())[0]!.archived).toBe(false);
  held.finish();
  await waitFor(async () => expect((await userData.weeklyPlans.list())[0]!.archived).toBe(true));
  expect(within(previous).getByText('Finals week')).toBeTruthy();

  // A write that fails: the plan is back where the device has it, and the screen says so.
  held.spy.mockRejectedValueOnce(new Error('QuotaExceededError'));
  fireEvent.click(within(viewer).getByRole('button', { name: 'Unarchive' }));
  await screen.findByText('The plan could not be changed on this device. Try again.');
  await waitFor(() => expect(within(viewer).getByRole('button', { name: 'Unarchive' })).toBeTruthy());
  expect(within(previous).getByText('Finals week')).toBeTruthy();
});

test('an edit shows on the screen while it is written', async () => {
  const { userData } = renderWeekly('');
  await screen.findByText('No plan for this week yet.');
  const viewer = await generate('Finals week');
  const thisWeek = screen.getByRole('region', { name: 'Weekly Study Plan (This Week)' });
  await waitFor(() => expect(within(thisWeek).getByText('Finals week')).toBeTruthy());

  // A write still under way (IndexedDB has not answered): the list has the new title already.
  const held = holdNextCall(userData.weekly, 'update');
  fireEvent.click(within(viewer).getByRole('button', { name: 'Edit' }));
  const editor = await screen.findByRole('dialog', { name: 'Edit Plan' });
  fireEvent.change(within(editor).getByLabelText(/^Title/), { target: { value: 'Finals, week two' } });
  fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(within(thisWeek).getByText('Finals, week two')).toBeTruthy());
  expect((await userData.weeklyPlans.list())[0]!.title).toBe('Finals week');
  held.finish();
  await waitFor(async () => expect((await userData.weeklyPlans.list())[0]!.title).toBe('Finals, week two'));
  expect(within(thisWeek).getByText('Finals, week two')).toBeTruthy();
});

test('the calendar draws the student’s classes from the timetable on the device, and a class added later at once', async () => {
  const { userData } = renderWeekly('CS 2110');
  await screen.findByText('No plan for this week yet.');
  expect(screen.queryByRole('listitem', { name: /^Class: CS 2110/ })).toBeNull();
  // Every weekday of the week, so the one-day view of a narrow screen shows it too.
  for (const weekday of [1, 2, 3, 4, 5, 6, 7]) {
    await userData.classMeetings.create({
      course: 'CS 2110',
      weekday,
      start_time: '10:00',
      end_time: '11:30',
      location: 'Gates G01',
      rotation: 'weekly',
      week_a_starts: null,
      term_start: null,
      term_end: null,
    });
  }
  const drawn = await screen.findAllByRole('listitem', { name: /^Class: CS 2110, .*10:00.11:30, Gates G01$/ });
  expect(drawn.length).toBeGreaterThan(0);
});
