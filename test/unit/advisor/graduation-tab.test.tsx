// @vitest-environment happy-dom
// The Graduation tab offline against a real (fake-indexeddb) UserData: the empty state, a catalogue never
// downloaded said plainly, and a plan's view: header, six rows until View all, problems named in place,
// the requirement table’s rules, a status saved at once, deleting after the question, a save that waits for the catalogue.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { createGeneratedPlan } from '../../../src/data/planning/plan-actions';
import { GraduationTab } from '../../../src/features/advisor/graduation/graduation-tab';
import type { CatalogCourse } from '../../../src/lib/catalog/catalog';
import type { ProgramCatalog } from '../../../src/lib/planning/plan-types';
import { manualEnvironment } from '../../../src/data/sync/sync-environment';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

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

const courses = ['CS 101', 'CS 102', 'CS 103', 'CS 104', 'CS 105', 'CS 106', 'CS 107'].map((code) => course(code));
courses.push(course('CS 201', 'CS 107'));
const catalog: ProgramCatalog = {
  university: { id: 'u1', name: 'Test University', terms: ['Spring', 'Fall'] },
  program: {
    id: 'p1',
    university: 'u1',
    program_name: 'Computer Science',
    degree: 'BA',
    total_credits: 30,
    min_gpa: null,
    requirements: [
      { category: 'Core', kind: 'all_of', courses: ['CS 101'], credits: 3 },
      { category: 'Electives, advanced', kind: 'credits', courses: [], credits: 3 },
      { category: 'Rest', kind: 'credits', courses: [], credits: 21 },
    ],
  },
  courses,
};

async function seedCatalog(userData: ReturnType<typeof renderWithUserData>['userData']) {
  await userData.db.catalogUniversities.put(catalog.university);
  await userData.db.catalogPrograms.put(catalog.program);
  await userData.db.catalogCourses.put({ program: 'p1', courses, fetchedAt: Date.now() });
}

test('empty state; offline with nothing downloaded, Generate Plan says so plainly', async () => {
  renderWithUserData(<GraduationTab />);
  await screen.findByText('No graduation plan on file.');
  fireEvent.click(screen.getByRole('button', { name: 'Generate Plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Generate Plan' });
  await within(dialog).findByText(/The list of universities hasn't been downloaded to this device yet. Connect to the internet once/);
  expect((within(dialog).getByRole('button', { name: 'Generate plan' }) as HTMLButtonElement).disabled).toBe(true);
});

test('a plan: header, six rows until View all, a broken prerequisite in place, requirements, status and delete', async () => {
  const { userData } = renderWithUserData(<GraduationTab />);
  await seedCatalog(userData);
  // CS 201 before its prerequisite CS 107: named on its row.
  const placed = courses.map((c, i) => ({ course: c, term: c.course_code === 'CS 201' ? 'Fall 2026' : i < 4 ? 'Fall 2026' : 'Spring 2027' }));
  const form = { university: 'u1', program: 'p1', startTerm: 'Fall', startYear: 2026, creditLoad: 0 } as const;
  await createGeneratedPlan(userData, {
    catalog,
    form,
    generated: { placed, termsNeeded: 2, lowerBound: 2, estimatedGraduation: 'Spring 2027', unpinned: [] },
  });
  await userData.db.outbox.clear();

  const table = await screen.findByRole('table', { name: 'Upcoming classes' });
  expect(screen.getByText('0% of your degree completed')).toBeTruthy();
  await screen.findByText('BA'); // the program's degree, from the cached catalogue
  expect(screen.getByText('2.2')).toBeTruthy(); // the program sets no GPA
  expect(within(table).getAllByRole('combobox')).toHaveLength(6);
  const cs201 = table.querySelector('tr[data-course="CS 201"]')!;
  expect(cs201.nextElementSibling?.textContent).toMatch(/CS 107/);
  fireEvent.click(screen.getByRole('button', { name: 'View all (8)' }));
  await waitFor(() => expect(within(table).getAllByRole('combobox')).toHaveLength(8));

  const requirements = screen.getByRole('table', { name: 'Degree requirements' });
  expect(within(requirements).queryByText('Electives, advanced')).toBeNull();
  fireEvent.change(screen.getByLabelText('Status of CS 101'), { target: { value: 'taken' } });
  await within(requirements).findByText('Satisfied');
  await screen.findByText('10% of your degree completed');
  expect((await userData.db.outbox.toArray()).map((e) => [e.op, e.body])).toEqual([['update', { status: 'taken' }]]);

  fireEvent.click(screen.getByRole('button', { name: 'Delete CS 102' }));
  const confirm = await screen.findByRole('dialog', { name: 'Delete this course from your plan?' });
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete course' }));
  await waitFor(() => expect(table.querySelector('tr[data-course="CS 102"]')).toBeNull());

  fireEvent.click(screen.getByRole('button', { name: 'Delete plan' }));
  const confirmPlan = await screen.findByRole('dialog', { name: 'Delete your graduation plan?' });
  fireEvent.click(within(confirmPlan).getByRole('button', { name: 'Delete plan' }));
  await screen.findByText('No graduation plan on file.');
  expect(await userData.planCourses.list()).toEqual([]);
});

test('Edit Planned Course: Save disabled while the term is empty; a term that is not one is explained', async () => {
  const { userData } = renderWithUserData(<GraduationTab />);
  await seedCatalog(userData);
  const form = { university: 'u1', program: 'p1', startTerm: 'Fall', startYear: 2026, creditLoad: 0 } as const;
  await createGeneratedPlan(userData, {
    catalog,
    form,
    generated: { placed: [{ course: courses[0]!, term: 'Fall 2026' }], termsNeeded: 1, lowerBound: 1, estimatedGraduation: 'Fall 2026', unpinned: [] },
  });
  fireEvent.click(await screen.findByRole('button', { name: 'Edit CS 101' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Planned Course' });
  const term = within(dialog).getByRole('combobox', { name: /^Planned term/ });
  const save = within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
  fireEvent.change(term, { target: { value: '' } });
  expect(save.disabled).toBe(true);
  fireEvent.change(term, { target: { value: 'Autumn 2027' } });
  fireEvent.click(save);
  await within(dialog).findByText(/Enter a term like “Fall 2027”/);
  fireEvent.change(term, { target: { value: 'spring 2027' } });
  fireEvent.click(save);
  await waitFor(async () => expect((await userData.planCourses.list())[0]).toMatchObject({ term: 'Spring 2027' }));
});

test('Modify plan saved while the program catalogue is still downloading waits for it, then runs', async () => {
  // Online, with a network that never answers: the catalogue stays "downloading" until the test stores it.
  const { userData } = renderWithUserData(<GraduationTab />, {
    fetch: () => new Promise<Response>(() => {}),
    environment: manualEnvironment({ online: true }),
  });
  await userData.db.catalogUniversities.put(catalog.university);
  await userData.db.catalogPrograms.put(catalog.program);
  const form = { university: 'u1', program: 'p1', startTerm: 'Fall', startYear: 2026, creditLoad: 0 } as const;
  const placed = courses.map((c) => ({ course: c, term: 'Fall 2026' }));
  await createGeneratedPlan(userData, { catalog, form, generated: { placed, termsNeeded: 1, lowerBound: 1, estimatedGraduation: 'Fall 2026', unpinned: [] } });

  fireEvent.click(await screen.findByRole('button', { name: 'Modify plan' }));
  const dialog = await screen.findByRole('dialog', { name: 'Modify Plan' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save plan' }));
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save plan' }).getAttribute('data-loading')).toBe('true'));
  expect(within(dialog).queryByRole('alert')).toBeNull();

  // Once it is there the save runs: this small catalogue cannot fill the program, which the generator says.
  await userData.db.catalogCourses.put({ program: 'p1', courses, fetchedAt: Date.now() });
  await within(dialog).findByText('No plan was made');
  expect(within(dialog).getByRole('button', { name: 'Save plan' }).getAttribute('data-loading')).toBeNull();
});
