// @vitest-environment happy-dom
// Course Info: every field with its fallback, the select of the program's courses, and a more-info
// link only for http and https addresses (a catalogue is imported data; `javascript:` must never be an href).
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, expect, test } from 'vitest';
import { CourseInfoPanel, type CourseInfoStatus } from '../../../src/features/advisor/semester/course-info-panel';
import type { CatalogCourse } from '../../../src/lib/catalog/catalog';
import { catalogCourse } from './plan-fixtures';

afterEach(cleanup);

const full = catalogCourse({
  course_code: 'CS 2110',
  course_title: 'Object-Oriented Programming',
  course_description: 'Intermediate programming in a high-level language.',
  course_credit: 4,
  course_offered: 'Fall,Spring',
  course_category: 'Core',
  course_prereq: 'CS 1110 or CS 1112',
  course_coreq: 'CS 2111',
  min_grade_req: 'C',
  course_url: 'https://catalog.example.edu/cs2110',
  course_note: 'Students with AP credit may skip CS 1110.',
});
const bare = catalogCourse({ course_code: 'CS 1110', course_title: 'Intro to Computing', course_credit: 1 });
const sneaky = catalogCourse({ course_code: 'CS 9000', course_title: 'Sneaky', course_url: 'javascript:alert(1)' });

function Panel({
  status = 'ready',
  courses = [bare, full, sneaky],
  initial = null,
}: {
  status?: CourseInfoStatus;
  courses?: CatalogCourse[];
  initial?: string | null;
}) {
  const [selected, setSelected] = useState<string | null>(initial);
  return <CourseInfoPanel status={status} courses={courses} selected={selected} onSelect={setSelected} />;
}

const show = (ui: React.ReactElement) => render(<MantineProvider env="test">{ui}</MantineProvider>);
const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

test('empty until a course is chosen from the searchable select, then every field', async () => {
  show(<Panel />);
  expect(screen.getByText('Select a course to view details')).toBeTruthy();
  const input = screen.getByRole('combobox', { name: 'Course' });
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: 'object' } });
  fireEvent.click(await screen.findByRole('option', { name: 'CS 2110 · Object-Oriented Programming' }));

  const details = await screen.findByRole('region', { name: 'CS 2110 details' });
  expect(within(details).getByRole('heading', { name: 'CS 2110' })).toBeTruthy();
  expect(within(details).getByText('Object-Oriented Programming')).toBeTruthy();
  expect(within(details).getByText('Intermediate programming in a high-level language.')).toBeTruthy();
  expect(value('Credits')).toBe('4 credits');
  expect(value('Offered')).toBe('Fall, Spring');
  expect(value('Category')).toBe('Core');
  expect(value('Prerequisites')).toBe('CS 1110 or CS 1112');
  expect(value('Corequisites')).toBe('CS 2111');
  expect(value('Minimum grade')).toBe('C');
  expect(value('Note')).toBe('Students with AP credit may skip CS 1110.');
  const link = within(details).getByRole('link', { name: 'More info about CS 2110' });
  expect(link.getAttribute('href')).toBe('https://catalog.example.edu/cs2110');
  expect(link.getAttribute('target')).toBe('_blank');
  expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(screen.queryByText('Select a course to view details')).toBeNull();
});

test('a course with nothing but code, title and credits shows every fallback and no link', () => {
  show(<Panel initial="cs  1110" />);
  expect(screen.getByText('No description available.')).toBeTruthy();
  expect(value('Credits')).toBe('1 credit');
  expect(value('Offered')).toBe('Unknown');
  expect(value('Category')).toBe('N/A');
  expect(value('Prerequisites')).toBe('None');
  expect(value('Corequisites')).toBe('None');
  expect(value('Minimum grade')).toBe('N/A');
  expect(value('Note')).toBe('N/A');
  expect(screen.queryByRole('link')).toBeNull();
});

test('a javascript: address is never a link', () => {
  show(<Panel initial="CS 9000" />);
  expect(screen.getByRole('heading', { name: 'CS 9000' })).toBeTruthy();
  expect(screen.queryByRole('link')).toBeNull();
  expect(document.querySelector('a[href^="javascript"]')).toBeNull();
});

test('a code the catalogue does not have, and the states without a catalogue, say so plainly', () => {
  const { unmount } = show(<Panel initial="HIST 1000" />);
  expect(screen.getByText('HIST 1000 is not in your program’s catalogue.')).toBeTruthy();
  unmount();
  show(<Panel status="unavailable" courses={[]} />);
  expect(screen.getByText(/course catalogue is not on this device yet and cannot be fetched offline/)).toBeTruthy();
  expect(screen.queryByRole('combobox', { name: 'Course' })).toBeNull();
});
