// @vitest-environment happy-dom
// The importer's review beyond the deadlines: weekly topics and grading are listed with their lines, can be
// edited and unticked, a wrong weight is named and blocks the save, and what is saved is what was kept.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import type { SyllabusImport } from '../../../src/data/syllabus/syllabus-import';
import { SyllabusReviewStep } from '../../../src/features/study/syllabus/syllabus-review-step';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { mergeExtractions } from '../../../src/lib/syllabus/merge-extractions';
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
    <SyllabusReviewStep
      extraction={extractSyllabus(SYLLABUS, { today: '2030-08-20' })}
      name="cs2110.txt"
      existing={[]}
      syllabi={[]}
      courses={[]}
      onBack={() => {}}
      onSave={onSave}
    />,
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

test('"Improve with AI" after edits: what the student checked stays, and only what the model added joins it', async () => {
  const onSave = vi.fn<(saving: SyllabusImport) => Promise<void>>(async () => {});
  const found = extractSyllabus(SYLLABUS, { today: '2030-08-20' });
  const model = {
    courseCode: null,
    courseTitle: null,
    term: null,
    termStart: null,
    termEnd: null,
    instructor: null,
    officeHours: null,
    items: [{ title: 'Prelim 1', kind: 'exam' as const, date: '2030-10-01', time: '19:30' }],
    topics: [
      { week: 2, topic: 'Something else' },
      { week: 4, topic: 'Sorting' },
    ],
    grading: [{ component: 'Participation', percent: 10 }],
  };
  // The modal's part: the merged extraction replaces the one under review.
  function Importer() {
    const [extraction, setExtraction] = useState(found);
    return (
      <>
        <button onClick={() => setExtraction(mergeExtractions(found, model, SYLLABUS).extraction)}>Merge</button>
        <SyllabusReviewStep extraction={extraction} name="cs2110.txt" existing={[]} syllabi={[]} courses={[]} onBack={() => {}} onSave={onSave} />
      </>
    );
  }
  renderWithUserData(<Importer />);
  fireEvent.change(within(screen.getByRole('article', { name: 'A1' })).getByLabelText('Title'), { target: { value: 'Assignment 1' } });
  const topics = screen.getByRole('region', { name: 'Weekly topics' });
  fireEvent.click(within(topics).getByRole('checkbox', { name: 'Keep week 2' }));
  fireEvent.click(screen.getByRole('button', { name: 'Merge' }));

  expect(screen.getByRole('article', { name: 'Assignment 1' })).toBeTruthy();
  expect(screen.getByRole('article', { name: 'Prelim 1' })).toBeTruthy();
  expect((within(topics).getByRole('checkbox', { name: 'Keep week 2' }) as HTMLInputElement).checked).toBe(false);
  fireEvent.click(screen.getByRole('button', { name: 'Add 2 tasks' }));
  await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
  const saved = onSave.mock.calls[0]![0];
  expect(saved.tasks.map((task) => task.title)).toEqual(['Assignment 1', 'Prelim 1']);
  expect(saved.syllabus.topics.map((topic) => topic.topic)).toEqual(['Introduction to Java', 'Recursion', 'Sorting']);
  expect(saved.syllabus.grading.map((weight) => weight.component)).toEqual(['Assignments', 'Prelims', 'Final exam']);
});
