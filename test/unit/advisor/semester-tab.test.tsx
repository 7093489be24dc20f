// @vitest-environment happy-dom
// Before anything loads Dexie: it looks for indexedDB once, when first imported.
import 'fake-indexeddb/auto';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { SemesterTab } from '../../../src/features/advisor/semester/semester-tab';
import type { UserData } from '../../../src/data/user-data';
import { holdNextCall } from '../support/hold-next-call';
import { renderWithUserData } from '../bookmarks/render-with-user-data';
import { catalogCourse } from './plan-fixtures';

// Only Date is faked (IndexedDB's timers stay real): today is in the Fall 2026 term.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 9, 1, 12));
});
afterEach(() => vi.useRealTimers());

function showSemesterTab() {
  const root = createRootRoute({ component: Outlet });
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/advisor/semester', component: SemesterTab }),
    createRoute({ getParentRoute: () => root, path: '/study/weekly', component: () => <p>Weekly screen</p> }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/advisor/semester'] }) });
  return { ...renderWithUserData(<RouterProvider router={router} />), router };
}

const courses = [
  catalogCourse({ course_code: 'CS 1110', course_title: 'Intro to Computing', course_credit: 4, course_url: 'https://catalog.example.edu/cs1110' }),
  catalogCourse({ course_code: 'CS 2110', course_title: 'Object-Oriented Programming', course_credit: 4 }),
  catalogCourse({ course_code: 'MATH 1110', course_title: 'Calculus I', course_credit: 4 }),
  catalogCourse({ course_code: 'WRIT 1010', course_title: 'Academic Writing', course_credit: 3 }),
];

/** The catalogue as a download would have left it, a plan, and its courses. */
async function seedPlan(userData: UserData) {
  await userData.db.catalogUniversities.put({ id: 'u1', name: 'Harborview', terms: ['Spring', 'Summer', 'Fall'] });
  await userData.db.catalogPrograms.put({
    id: 'p1',
    university: 'u1',
    program_name: 'Computer Science',
    degree: 'BS',
    total_credits: 40,
    min_gpa: null,
    requirements: [],
  });
  await userData.db.catalogCourses.put({ program: 'p1', courses, fetchedAt: Date.now() });
  const plan = await userData.plans.create({
    university: 'u1',
    program: 'p1',
    program_name: 'Computer Science',
    start_term: 'Fall',
    start_year: 2025,
    total_credits: 40,
  });
  const add = (code: string, term: string, status: 'planned' | 'taking' | 'taken', credit = 4) =>
    userData.planCourses.create({ plan: plan.id, course_code: code, term, status, credit });
  await add('WRIT 1010', 'Fall 2025', 'taken', 3);
  await add('CS 1110', 'Spring 2026', 'taken');
  await add('CS 2110', 'Spring 2027', 'planned');
  return plan;
}

test('without a plan it says so and links to the Graduation tab', async () => {
  showSemesterTab();
  await screen.findByText(/You have no graduation plan yet/);
  expect(screen.getByRole('link', { name: 'Go to Graduation' }).getAttribute('href')).toBe('/advisor/graduation');
  expect(screen.getByText('Course details appear once you have a graduation plan for your program.')).toBeTruthy();
});

test('progress and previous terms come from the plan; Add Class adds a new course as taking in this term', async () => {
  const { userData } = showSemesterTab();
  await seedPlan(userData);
  await screen.findByText('No classes marked as "Taking"');
  await screen.findByRole('combobox', { name: 'Course' }); // the catalogue has been read
  const progress = screen.getByRole('region', { name: 'Progress' });
  expect(within(progress).getByText('17.5%')).toBeTruthy(); // 7 of 40 credits
  expect(within(progress).getByText('This term (Fall 2026): 0 credits taking')).toBeTruthy();
  const previous = screen.getByRole('region', { name: 'Previous terms' });
  // Each term, then its courses with a grade to record (none yet: no term GPA).
  expect(
    within(previous)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual([
    expect.stringMatching(/^Spring 2026Term GPA N\/A · 1 course taken, 0 passed, 0 failed · 4 creditsCS 1110In progress/),
    expect.stringMatching(/^Fall 2025Term GPA N\/A · 1 course taken, 0 passed, 0 failed · 3 creditsWRIT 1010In progress/),
  ]);

  fireEvent.click(screen.getByRole('button', { name: 'Add Class' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Class' });
  expect(within(dialog).getByText('Added as Taking in Fall 2026.')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('combobox', { name: 'Course' }));
  // Taken courses are not offered; planned ones are, to move.
  expect(screen.queryByRole('option', { name: /^CS 1110/ })).toBeNull();
  expect(screen.getByRole('option', { name: 'CS 2110 · Object-Oriented Programming (planned Spring 2027)' })).toBeTruthy();
  fireEvent.click(screen.getByRole('option', { name: 'MATH 1110 · Calculus I' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to My Classes' }));

  const row = await screen.findByRole('listitem', { name: 'MATH 1110' });
  expect(within(row).getByText('Calculus I · 4 credits · Fall 2026')).toBeTruthy();
  expect(within(progress).getByText('This term (Fall 2026): 4 credits taking')).toBeTruthy();
  const stored = (await userData.planCourses.list()).find((course) => course.course_code === 'MATH 1110');
  expect(stored).toMatchObject({ status: 'taking', term: 'Fall 2026', credit: 4, course: 'course-MATH 1110' });
});

/** Add Class with the course whose option matches `option`. */
async function addClass(option: RegExp) {
  fireEvent.click(screen.getByRole('button', { name: 'Add Class' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Class' });
  fireEvent.click(within(dialog).getByRole('combobox', { name: 'Course' }));
  fireEvent.click(screen.getByRole('option', { name: option }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to My Classes' }));
}

test('adding a planned course moves it to this term instead of adding it twice', async () => {
  const { userData } = showSemesterTab();
  await seedPlan(userData);
  await screen.findByRole('combobox', { name: 'Course' }); // the catalogue has been read
  await addClass(/^CS 2110/);
  await screen.findByRole('listitem', { name: 'CS 2110' });
  const matching = (await userData.planCourses.list()).filter((course) => course.course_code === 'CS 2110');
  expect(matching).toHaveLength(1);
  expect(matching[0]).toMatchObject({ status: 'taking', term: 'Fall 2026' });
});

test('a class row: the code and Info open Course Info, Study links to the Weekly screen with the course', async () => {
  const { userData, router } = showSemesterTab();
  const plan = await seedPlan(userData);
  await userData.planCourses.create({ plan: plan.id, course_code: 'CS 1110', term: 'Fall 2026', status: 'taking', credit: 4 });
  const row = await screen.findByRole('listitem', { name: 'CS 1110' });
  // Course Info may still be loading the catalogue when the row shows (a busy machine).
  expect(await screen.findByText('Select a course to view details')).toBeTruthy();

  fireEvent.click(within(row).getByRole('button', { name: 'CS 1110' }));
  const info = screen.getByRole('region', { name: 'Course Info' });
  await within(info).findByRole('heading', { name: 'CS 1110' });
  expect(within(info).getByRole('link', { name: 'More info about CS 1110' }).getAttribute('href')).toBe('https://catalog.example.edu/cs1110');

  fireEvent.click(within(info).getByLabelText('Clear course'));
  await within(info).findByText('Select a course to view details');
  fireEvent.click(within(row).getByRole('button', { name: 'Info on CS 1110' }));
  await within(info).findByRole('heading', { name: 'CS 1110' });

  const study = within(row).getByRole('link', { name: 'Study CS 1110' });
  expect(study.getAttribute('href')).toBe('/study/weekly?course=CS+1110');
  fireEvent.click(study);
  await screen.findByText('Weekly screen');
  await waitFor(() => expect(router.state.location.search).toEqual({ course: 'CS 1110' }));
});

test('a planned course moved to this term, or a class edited, shows at once while it is written, and goes back if the write fails', async () => {
  const { userData } = showSemesterTab();
  await seedPlan(userData);
  await screen.findByRole('combobox', { name: 'Course' }); // the catalogue has been read
  const stored = async (code: string) => (await userData.planCourses.list()).find((course) => course.course_code === code);

  // Add Class with a planned course: a status and term change, already in My Classes.
  const held = holdNextCall(userData.planCourses, 'update');
  await addClass(/^CS 2110/);
  await screen.findByRole('listitem', { name: 'CS 2110' });
  expect(await stored('CS 2110')).toMatchObject({ status: 'planned', term: 'Spring 2027' });
  held.finish();
  await waitFor(async () => expect(await stored('CS 2110')).toMatchObject({ status: 'taking', term: 'Fall 2026' }));

  // Edit it back to Planned, and the write fails: it stays in My Classes, and the dialog says why.
  held.spy.mockRejectedValueOnce(new Error('QuotaExceededError'));
  fireEvent.click(screen.getByRole('button', { name: 'Edit CS 2110' }));
  const editor = await screen.findByRole('dialog', { name: 'Edit Planned Course' });
  fireEvent.click(within(editor).getByRole('combobox', { name: 'Status' }));
  fireEvent.click(await screen.findByRole('option', { name: 'Planned' }));
  fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
  await within(editor).findByText(/could not be saved on this device/);
  expect(screen.getByRole('listitem', { name: 'CS 2110' })).toBeTruthy();
  expect(await stored('CS 2110')).toMatchObject({ status: 'taking' });

  // Saved again, held: it has left My Classes before the write commits.
  const again = holdNextCall(userData.planCourses, 'update');
  fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'CS 2110' })).toBeNull());
  expect(await stored('CS 2110')).toMatchObject({ status: 'taking' });
  again.finish();
  await waitFor(async () => expect(await stored('CS 2110')).toMatchObject({ status: 'planned' }));
  expect(screen.queryByRole('listitem', { name: 'CS 2110' })).toBeNull();
});
