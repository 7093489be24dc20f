// @vitest-environment happy-dom
// Class times on the Semester tab: a time added for a class being taken, or for another class typed
// in, is stored on the device (offline) as a class meeting; the shared rules' messages stop a wrong one.
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { ClassTimesCard } from '../../../src/features/advisor/semester/class-times-card';
import { renderWithUserData } from '../bookmarks/render-with-user-data';
import { planCourse } from './plan-fixtures';

const taking = [planCourse({ course_code: 'CS 2110', status: 'taking' })];
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

test('Add time stores a meeting of the class; a time ending before it starts is refused with its message', async () => {
  const { userData } = renderWithUserData(<ClassTimesCard courses={taking} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add time for CS 2110' }));
  const dialog = await screen.findByRole('dialog');
  type('Starts', '10:00');
  type('Ends', '09:00');
  type('Location', 'Gates G01');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save time' }));
  expect(await within(dialog).findByText('The class must end after it starts.')).toBeTruthy();
  expect(await userData.classMeetings.count()).toBe(0);

  type('Ends', '11:30');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save time' }));
  await waitFor(async () => expect(await userData.classMeetings.list()).toHaveLength(1));
  expect((await userData.classMeetings.list())[0]).toMatchObject({
    course: 'CS 2110',
    weekday: 1,
    start_time: '10:00',
    end_time: '11:30',
    location: 'Gates G01',
    rotation: 'weekly',
  });
  const times = screen.getByRole('region', { name: 'CS 2110 times' });
  expect(await within(times).findByText('Monday 10:00–11:30 · Gates G01')).toBeTruthy();
  // Offline: the create waits in the outbox, to be synced later.
  expect((await userData.db.outbox.toArray()).map((entry) => [entry.entity, entry.op])).toEqual([['classMeetings', 'create']]);
});

test('Another class asks for the class’s name; A/B weeks ask for a Monday', async () => {
  const { userData } = renderWithUserData(<ClassTimesCard courses={taking} />);
  fireEvent.click(await screen.findByRole('button', { name: 'Another class' }));
  const dialog = await screen.findByRole('dialog');
  type('Class', 'Orchestra');
  type('Starts', '18:00');
  type('Ends', '20:00');
  fireEvent.click(within(dialog).getByRole('radio', { name: 'A/B weeks' }));
  type('Monday of a week it meets', '2026-09-01');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save time' }));
  expect(await within(dialog).findByText('For an A/B rotation, enter the Monday of a week the class meets in.')).toBeTruthy();

  type('Monday of a week it meets', '2026-08-31');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save time' }));
  await waitFor(async () => expect(await userData.classMeetings.count()).toBe(1));
  expect((await userData.classMeetings.list())[0]).toMatchObject({ course: 'Orchestra', rotation: 'ab', week_a_starts: '2026-08-31' });
  expect(await screen.findByRole('region', { name: 'Orchestra times' })).toBeTruthy();
});

test('From a calendar file offers the export’s weekly classes; only the ticked ones are added', async () => {
  const { userData, container } = renderWithUserData(<ClassTimesCard courses={taking} />);
  await screen.findByRole('button', { name: 'From a calendar file' });
  const ics = readFileSync(`${process.cwd()}/test/fixtures/calendars/google-classes.ics`, 'utf8');
  fireEvent.change(container.ownerDocument.querySelector('input[type="file"]')!, {
    target: { files: [new File([ics], 'fall.ics', { type: 'text/calendar' })] },
  });
  const dialog = await screen.findByRole('dialog', { name: 'Classes in your calendar' });
  const boxes = within(dialog).getAllByRole('checkbox');
  expect(boxes).toHaveLength(3);
  fireEvent.click(within(dialog).getByRole('checkbox', { name: /PHYS 1112 Lab/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 classes' }));
  await waitFor(async () => expect(await userData.classMeetings.count()).toBe(2));
  expect((await userData.classMeetings.list()).map((meeting) => [meeting.course, meeting.weekday, meeting.term_end]).sort()).toEqual([
    ['CS 2110 Lecture', 1, '2026-12-07'],
    ['CS 2110 Lecture', 3, '2026-12-09'],
  ]);
});
