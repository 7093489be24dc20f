// @vitest-environment happy-dom
// Moving courses by hand and re-planning in the Graduation tab, offline against a real (fake-indexeddb)
// UserData, on 28 November 2026 (Fall 2026 under way; the university teaches Spring and Fall):
// a refused move says why and changes nothing; an allowed one is stored pinned through the outbox;
// Update plan lists what moves and what stays before it changes anything, then says what it did.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { createGeneratedPlan } from '../../../src/data/planning/plan-actions';
import { GraduationTab } from '../../../src/features/advisor/graduation/graduation-tab';
import type { CatalogCourse } from '../../../src/lib/catalog/catalog';
import type { ProgramCatalog } from '../../../src/lib/planning/plan-types';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 12));
});
afterEach(() => {
  vi.useRealTimers();
});

const course = (code: string, prereq = ''): CatalogCourse => ({
  id: `id-${code}`,
  course_code: code,
  course_title: `${code} title`,
  course_description: '',
  course_credit: 3,
  course_offered: 'Fall, Spring',
  course_category: '',
  course_prereq: prereq,
  course_coreq: '',
  min_grade_req: '',
  course_url: '',
  course_note: '',
});
const courses = [course('CS 101'), course('CS 201', 'CS 101'), course('CS 102')];
const catalog: ProgramCatalog = {
  university: { id: 'u1', name: 'Test University', terms: ['Spring', 'Fall'] },
  program: {
    id: 'p1',
    university: 'u1',
    program_name: 'Computer Science',
    degree: 'BS',
    total_credits: 9,
    min_gpa: null,
    requirements: [{ category: 'Core', kind: 'all_of', courses: ['CS 101', 'CS 201', 'CS 102'], credits: 0 }],
  },
  courses,
};
const form = { university: 'u1', program: 'p1', startTerm: 'Fall', startYear: 2025, creditLoad: 0 } as const;

async function seed(userData: ReturnType<typeof renderWithUserData>['userData'], terms: Record<string, string>) {
  await userData.db.catalogUniversities.put(catalog.university);
  await userData.db.catalogPrograms.put(catalog.program);
  await userData.db.catalogCourses.put({ program: 'p1', courses, fetchedAt: Date.now() });
  const placed = courses.map((item) => ({ course: item, term: terms[item.course_code]! }));
  await createGeneratedPlan(userData, { catalog, form, generated: { placed, termsNeeded: 4, lowerBound: 2, estimatedGraduation: 'Fall 2027', unpinned: [] } });
  await userData.db.outbox.clear();
}

const courseNamed = async (userData: ReturnType<typeof renderWithUserData>['userData'], code: string) =>
  (await userData.planCourses.list()).find((item) => item.course_code === code)!;

test('a move before its prerequisite is refused with the reason; another is stored pinned, through the outbox', async () => {
  const { userData } = renderWithUserData(<GraduationTab />);
  await seed(userData, { 'CS 101': 'Spring 2027', 'CS 201': 'Fall 2027', 'CS 102': 'Fall 2027' });
  expect((await screen.findByTestId('graduation-status')).textContent).toBe('Status unknown');

  fireEvent.click(await screen.findByRole('button', { name: 'Move CS 201 to…' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Spring 2027' }));
  const refused = await screen.findByRole('alert');
  expect(refused.textContent).toContain('CS 201 cannot move to Spring 2027');
  expect(refused.textContent).toContain('CS 201 is planned for Spring 2027, the same term as its prerequisite CS 101.');
  expect(await userData.db.outbox.count()).toBe(0);
  expect(await courseNamed(userData, 'CS 201')).toMatchObject({ term: 'Fall 2027', pinned: false });

  fireEvent.click(screen.getByRole('button', { name: 'Move CS 102 to…' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Spring 2028' }));
  await screen.findByText('CS 102 moved to Spring 2028 and pinned there');
  await waitFor(async () => expect(await courseNamed(userData, 'CS 102')).toMatchObject({ term: 'Spring 2028', pinned: true }));
  expect((await userData.db.outbox.toArray()).map((entry) => [entry.op, entry.body])).toEqual([['update', { term: 'Spring 2028', pinned: true }]]);
  const table = screen.getByRole('table', { name: 'Upcoming classes' });
  await waitFor(() => expect(within(table.querySelector('tr[data-course="CS 102"]') as HTMLElement).getByLabelText('Pinned')).toBeTruthy());

  // Unpin hands it back to the planner.
  fireEvent.click(screen.getByRole('button', { name: 'Move CS 102 to…' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Unpin' }));
  await waitFor(async () => expect(await courseNamed(userData, 'CS 102')).toMatchObject({ term: 'Spring 2028', pinned: false }));
});

test('Update plan lists what moves and what stays, changes nothing until applied, then announces it', async () => {
  const { userData } = renderWithUserData(<GraduationTab />);
  // CS 101 taken; CS 201 left in Spring 2026, which has ended; CS 102 pinned in Fall 2027.
  await seed(userData, { 'CS 101': 'Fall 2025', 'CS 201': 'Spring 2026', 'CS 102': 'Fall 2027' });
  await userData.planCourses.update((await courseNamed(userData, 'CS 101')).id, { status: 'taken' });
  await userData.planCourses.update((await courseNamed(userData, 'CS 102')).id, { pinned: true });
  await userData.db.outbox.clear();

  const badge = await screen.findByTestId('graduation-status');
  await waitFor(() => expect(badge.textContent).toBe('At risk'));
  // Why: under the badge, among the insights and on the course's row.
  expect(screen.getAllByText('CS 201 is planned for Spring 2026, which has ended: mark it taken or move it to a later term.')).toHaveLength(3);

  fireEvent.click(screen.getByRole('button', { name: 'Update plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Update plan' });
  expect(
    within(within(dialog).getByRole('region', { name: 'Will move (1)' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['CS 201: Spring 2026 → Spring 2027']);
  expect(
    within(within(dialog).getByRole('region', { name: 'Stay where they are (2)' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['CS 101: Fall 2025 (taken)', 'CS 102: Fall 2027 (pinned)']);
  expect(await userData.db.outbox.count()).toBe(0);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply changes' }));
  await waitFor(() => expect(screen.getByTestId('plan-announcement').textContent).toBe('Plan updated: 1 course moved, 1 stayed pinned'));
  expect(screen.getAllByText('Plan updated: 1 course moved, 1 stayed pinned')).toHaveLength(2); // the live region and the notice
  expect(await courseNamed(userData, 'CS 201')).toMatchObject({ term: 'Spring 2027', pinned: false });
  expect(await courseNamed(userData, 'CS 102')).toMatchObject({ term: 'Fall 2027', pinned: true });
});
