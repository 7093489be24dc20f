// @vitest-environment happy-dom
// The Semester tab's goals are the student's own: none set says so (no sample goals), the editor saves a GPA
// target, weekly hours and goals on the device (the outbox carries them to the profile), and progress is
// read from graded plan courses ("no grades yet" without any) and this week's study plan blocks.
import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { SemesterGoalsCard } from '../../../src/features/advisor/semester/semester-goals-card';
import { DEFAULT_GRADING_SCALE } from '../../../src/lib/grades/grading-scale';
import { goalProgress } from '../../../src/lib/semester-goal-progress';
import { renderWithUserData } from '../bookmarks/render-with-user-data';

test('no goals says so; the editor saves the student’s own, shown with their progress', async () => {
  const { userData } = renderWithUserData(<SemesterGoalsCard courses={[]} scale={DEFAULT_GRADING_SCALE} />);
  await screen.findByText(/No goals yet/);
  expect(screen.queryByText(/Maintain 3.5 GPA|Sample goals/)).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: 'Set goals' }));
  const dialog = await screen.findByRole('dialog', { name: 'Semester goals' });
  fireEvent.change(within(dialog).getByLabelText('GPA target'), { target: { value: '3.5' } });
  fireEvent.change(within(dialog).getByLabelText('Study hours / week'), { target: { value: '12' } });
  fireEvent.change(within(dialog).getByLabelText('Goal 1'), { target: { value: 'x'.repeat(121) } });
  await within(dialog).findByText('Keep each goal to 120 characters.');
  expect((within(dialog).getByRole('button', { name: 'Save goals' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.change(within(dialog).getByLabelText('Goal 1'), { target: { value: 'Go to office hours weekly' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save goals' }));

  await screen.findByText('Go to office hours weekly');
  expect(screen.getByText(/GPA 3\.50/).textContent).toContain('no grades yet');
  expect(screen.getByText(/Study 12 h \/ week/).textContent).toContain('0 h planned this week');
  await waitFor(async () =>
    expect(await userData.profile.get()).toMatchObject({ gpa_target: 3.5, study_hours_target: 12, goals: ['Go to office hours weekly'] }),
  );
  expect((await userData.db.outbox.toArray()).map((entry) => entry.body)).toContainEqual(
    expect.objectContaining({ gpa_target: 3.5, goals: ['Go to office hours weekly'] }),
  );
});

test('progress: the cumulative GPA of graded courses, and the hours of this week’s study blocks only', () => {
  const markdown = '| Day | Time | Focus |\n|---|---|---|\n| Mon | 09:00-11:00 | Read |\n| Tue | 14:00-15:30 | Problems |\n';
  const progress = goalProgress({
    scale: DEFAULT_GRADING_SCALE,
    courses: [
      { courseCode: 'CS 101', credits: 3, term: 'Fall 2025', status: 'taken', grade: 'A' },
      { courseCode: 'CS 102', credits: 3, term: 'Fall 2025', status: 'taken', grade: 'B' },
      { courseCode: 'CS 201', credits: 3, term: 'Spring 2026', status: 'taking' },
    ],
    weeklyPlans: [
      { week_of: '2026-11-23', markdown_plan: markdown, archived: false },
      { week_of: '2026-11-16', markdown_plan: markdown, archived: false },
      { week_of: '2026-11-23', markdown_plan: markdown, archived: true },
    ],
    now: new Date(2026, 10, 28, 12),
  });
  expect(progress).toEqual({ gpa: 3.5, studyHours: 3.5 });
  expect(goalProgress({ scale: DEFAULT_GRADING_SCALE, courses: [], weeklyPlans: [], now: new Date(2026, 10, 28) }).gpa).toBeNull();
});
