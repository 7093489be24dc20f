// @vitest-environment happy-dom
// The importer's review beyond the deadlines: weekly topics and grading are listed with their lines, can be
// edited and unticked, a wrong weight is named and blocks the save, and what is saved is what was kept.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { SyllabusImport } from '../../../src/data/syllabus/syllabus-import';
import { SyllabusReviewStep } from '../../../src/features/study/syllabus-review-step';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

const SYLLABUS = [
  'CS 2110: Object-Oriented Programming and Data Structures',
  'Fall 2030. Classes begin August 26, 2030 and end December 6, 2030.',
  'Week 1 — Introduction to Java',
  'Week 2 — Objects and classes',
  'Week 3 — Recursion; A1 due September 13',
  'Grading',
  'Assignments 40%',
  'Prelims 35%',
  'Final exam 25%',
].join('\n');

test('weekly topics and grading are kept as edited, unticked ones left out, a wrong weight named first', async () => {
  const onSave = vi.fn<(saving: SyllabusImport) => Promise<void>>(async () => {});
  renderWithUserData(
    <SyllabusReviewStep extraction={extractSyllabus(SYLLABUS, { today: '2030-08-20' })} name="cs2110.txt" existing={[]} syllabi={[]} courses={[]} onBack={() => {}} onSave={onSave} />,
  );
  const topics = screen.getByRole('region', { name: 'Weekly topics' });
  expect(within(topics).getByText(/Line 4:/)).toBeTruthy();
  fireEvent.click(within(topics).getByRole('checkbox', { name: 'Keep week 2' }));
  fireEvent.change(within(topics).getByLabelText('Week 3'), { target: { value: 'Recursion and induction' } });

  const grading = screen.getByRole('region', { name: 'Grading' });
  fireEvent.click(within(grading).getByRole('checkbox', { name: 'Keep Final exam' }));
  const weights = within(grading).getAllByLabelText('Weight');
  fireEvent.change(weights[1]!, { target: { value: '135' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add 1 task' }));
  expect(await within(grading).findByText('Enter a percentage from 0 to 100.')).toBeTruthy();
  expect(onSave).not.toHaveBeenCalled();

  fireEvent.change(within(grading).getAllByLabelText('Weight')[1]!, { target: { value: '60' } });
  fireEvent.click(screen.getByRole('button', { name: 'Add 1 task' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  const saved = onSave.mock.calls[0]![0];
  expect(saved.syllabus.topics).toEqual([
    { week: 1, starts_on: '2030-08-26', topic: 'Introduction to Java' },
    { week: 3, starts_on: '2030-09-09', topic: 'Recursion and induction' },
  ]);
  expect(saved.syllabus.grading).toEqual([
    { component: 'Assignments', percent: 40 },
    { component: 'Prelims', percent: 60 },
  ]);
  expect(saved.tasks.map((task) => task.title)).toEqual(['A1']);
  expect(saved.earlierId).toBeNull();
});
