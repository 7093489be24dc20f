// Grades in Chromium against the real server and its sample catalogue: a student with courses taken in two past
// terms records their grades on the Semester tab and sees each term's GPA and the cumulative one, on a phone and
// on a laptop. Hand-worked: Fall 2024 A (4 cr) + B+ (3) + P (1) + W (3) = (16 + 9.9) / 7 = 3.70, 3 passed;
// Spring 2025 B (3) + C- (3) = (9 + 5.1) / 6 = 2.35; cumulative 40 / 13 = 3.08; earned 4+3+1+3+3 = 14, attempted 14.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { keepScreenshot } from '../support/keep-screenshot';
import { signInNewStudent } from '../support/signed-in-student';
import { serverPlanCourses, waitForServer } from './support/graduation-page';
import { openSemester, recordGrade } from './support/semester-page';
import { planApi } from './support/plan-api';

const TAKEN = [
  { code: 'CS 1110', credit: 4, term: 'Fall 2024', grade: 'A' },
  { code: 'MATH 1110', credit: 3, term: 'Fall 2024', grade: 'B+' },
  { code: 'FYS 1000', credit: 1, term: 'Fall 2024', grade: 'P' },
  { code: 'WRIT 1010', credit: 3, term: 'Fall 2024', grade: 'W' },
  { code: 'CS 2110', credit: 3, term: 'Spring 2025', grade: 'B' },
  { code: 'MATH 1920', credit: 3, term: 'Spring 2025', grade: 'C-' },
];

/** The sample program's plan from Fall 2024, with the courses above taken and no grade yet, made over the API. */
async function seedTakenCourses(page: Page): Promise<string> {
  const { token, api, programId } = await planApi(page);
  const plan = await api('/api/plans/', { program: await programId('Computer Science'), start_term: 'Fall', start_year: 2024, credit_load: 15, courses: [] });
  for (const course of TAKEN)
    await api('/api/plan-courses/', { plan: plan.id, course_code: course.code, term: course.term, credit: course.credit, status: 'taken' });
  return token;
}

describe('grades and GPA', () => {
  const { newPage } = useBrowser();

  for (const width of [390, 1280]) {
    it(`records grades for two past terms and shows term and cumulative GPA at ${width} px`, async () => {
      const { page } = await newPage({ viewport: { width, height: 900 } });
      await signInNewStudent(page);
      const token = await seedTakenCourses(page);
      await openSemester(page);
      const fall = page.getByRole('listitem', { name: 'Fall 2024' });
      await fall.getByText('Term GPA N/A').waitFor({ timeout: 20_000 });

      for (const course of TAKEN) await recordGrade(page, course.code, course.grade);

      await fall.getByText('Term GPA 3.70 · 4 courses taken, 3 passed, 0 failed · 11 credits').waitFor();
      await page.getByRole('listitem', { name: 'Spring 2025' }).getByText('Term GPA 2.35 · 2 courses taken, 2 passed, 0 failed · 6 credits').waitFor();
      const cumulative = page.getByLabel('Cumulative GPA and credits');
      await expect.poll(() => cumulative.textContent()).toBe('Cumulative GPA 3.08 · 14 credits earned · 14 credits attempted');
      await keepScreenshot(page, `grades-semester-${width}`, { fullPage: true });

      // Synced: the server holds every grade as recorded.
      await waitForServer(
        () => serverPlanCourses(token),
        (courses) =>
          TAKEN.every((taken) => courses.some((course) => course.course_code === taken.code && (course as { grade?: string }).grade === taken.grade)),
        'every grade on the server',
      );

      // The dashboard's tile shows the same cumulative GPA.
      await page.goto(appUrl('/dashboard'));
      const tile = page.getByRole('region', { name: 'GPA and credits' });
      await tile.getByText('3.08', { exact: true }).waitFor({ timeout: 20_000 });
      await keepScreenshot(page, `grades-dashboard-${width}`, { fullPage: true });
    });
  }
});
