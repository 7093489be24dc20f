// Credit from elsewhere in Chromium against the real server and its sample catalogue, on a phone and a laptop:
// a Computer Science plan of 26 courses, 10 taken with grades, and MATH 1110 missing though MATH 1120 and CS 2800
// (planned) need it. The student adds AP credit for MATH 1110: the prerequisite warnings go, the Mathematics
// requirement counts its 4 credits, the credit is listed on its own (not in a term), and the GPA does not move.
// Hand-worked on the university's scale: Fall 2025 A (4) + P (1) + B (3) + A- (3) + B+ (3) = 16 + 9 + 11.1 + 9.9 =
// 46 over 13; Spring 2026 B (4) + A (3) + B- (3) + A (3) + C+ (3) = 12 + 12 + 8.1 + 12 + 6.9 = 51 over 16;
// GPA 97 / 29 = 3.345 → 3.34 before and after; earned 30 (P earns its credit) → 34 with the AP credit; attempted 30.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { inBothSchemes } from '../support/color-scheme';
import { keepScreenshot } from '../support/keep-screenshot';
import { signInNewStudent } from '../support/signed-in-student';
import { choose, headerFigures, serverPlanCourses, waitForServer } from './support/graduation-page';
import { planApi } from './support/plan-api';

const catalogue = JSON.parse(readFileSync(new URL('../../../server/catalog/sample-catalog.json', import.meta.url), 'utf8')) as {
  courses: { code: string; title: string; credits: number }[];
};
const creditOf = (code: string) => catalogue.courses.find((course) => course.code === code)!.credits;

const PLAN: [term: string, status: 'taken' | 'taking' | 'planned', courses: [code: string, grade?: string][]][] = [
  [
    'Fall 2025',
    'taken',
    [
      ['CS 1110', 'A'],
      ['FYS 1000', 'P'],
      ['WRIT 1010', 'B'],
      ['HIST 1200', 'A-'],
      ['PSYC 1000', 'B+'],
    ],
  ],
  [
    'Spring 2026',
    'taken',
    [
      ['CS 2110', 'B'],
      ['ECON 1010', 'A'],
      ['PHIL 1100', 'B-'],
      ['WRIT 2020', 'A'],
      ['CHEM 1210', 'C+'],
    ],
  ],
  ['Fall 2026', 'taking', [['CS 3410'], ['COMM 1100'], ['SOCI 1000'], ['CS 1300']]],
  ['Spring 2027', 'planned', [['MATH 1120'], ['CS 2800'], ['POLS 1100'], ['MUSC 1100']]],
  ['Fall 2027', 'planned', [['MATH 2210'], ['CS 3110'], ['CS 4410'], ['ANTH 1000']]],
  ['Spring 2028', 'planned', [['CS 4820'], ['CS 3300'], ['ENVS 1100'], ['PHIL 2300']]],
];

/** The sample program's plan from Fall 2025 with the courses above, made over the API. */
async function seedPlan(page: Page): Promise<string> {
  const { token, api, programId } = await planApi(page);
  const plan = await api('/api/plans/', { program: await programId('Computer Science'), start_term: 'Fall', start_year: 2025, credit_load: 16, courses: [] });
  for (const [term, status, courses] of PLAN) {
    for (const [code, grade] of courses)
      await api('/api/plan-courses/', { plan: plan.id, course_code: code, term, credit: creditOf(code), status, ...(grade ? { grade } : {}) });
  }
  return token;
}

describe('credit from elsewhere', () => {
  const { newPage } = useBrowser();

  for (const width of [390, 1280]) {
    it(`adds AP credit for a prerequisite: requirements and prerequisites count it, the GPA does not, at ${width} px`, async () => {
      const { page } = await newPage({ viewport: { width, height: 900 } });
      await signInNewStudent(page);
      const token = await seedPlan(page);
      await page.goto(appUrl('/advisor/graduation'));
      await page.getByRole('heading', { name: 'Upcoming Classes' }).waitFor({ timeout: 20_000 });
      const insights = page.getByRole('region', { name: 'Smart insights' });
      await insights.getByText('MATH 1120 needs its prerequisite MATH 1110, which is not in your plan.').waitFor({ timeout: 20_000 });
      const mathematics = page.getByRole('table', { name: 'Degree requirements' }).getByRole('row', { name: /^Mathematics/ });
      await expect.poll(() => mathematics.getByRole('cell').allTextContents()).toEqual(['Mathematics', '11', '0', '11']);
      await expect.poll(() => headerFigures(page)).toBe('3.34 | 30 credits earned · 30 credits attempted');

      await page.getByRole('button', { name: 'Add credit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add credit from elsewhere' });
      // Nothing chosen yet: each field says what it needs.
      await dialog.getByRole('button', { name: 'Add credit' }).click();
      await dialog.getByText('Choose where the credit came from.').waitFor();
      await dialog.getByText('Choose the course this credit stands for.').waitFor();
      await choose(page, 'Source', 'AP exam');
      await choose(page, 'Course', /^MATH 1110 —/);
      // The course's own credits; the messages of the fields now filled are gone.
      expect(await dialog.getByRole('textbox', { name: 'Credits' }).inputValue()).toBe('4');
      expect(await dialog.getByText(/^Choose |^Enter the credits/).allTextContents()).toEqual([]);
      await dialog.getByRole('textbox', { name: 'Note' }).fill('AP Calculus BC, score 5');
      await keepScreenshot(page, `credit-dialog-${width}`);
      await dialog.getByRole('button', { name: 'Add credit' }).click();
      await dialog.waitFor({ state: 'detached' });

      const list = page.getByRole('list', { name: 'Credit from elsewhere' });
      await list.getByText('AP Calculus BC, score 5').waitFor();
      expect(await list.getByRole('listitem').first().textContent()).toContain('AP exam');
      // Not in a term: the term-by-term table does not list it.
      expect(await page.getByRole('table', { name: 'Upcoming classes' }).locator('tr[data-course="MATH 1110"]').count()).toBe(0);
      await expect.poll(() => mathematics.getByRole('cell').allTextContents()).toEqual(['Mathematics', '11', '4', '7']);
      await insights.getByText(/prerequisite MATH 1110/).waitFor({ state: 'detached' });
      await expect.poll(() => headerFigures(page)).toBe('3.34 | 34 credits earned · 30 credits attempted · 4 credits from elsewhere, outside the GPA');

      await waitForServer(
        () => serverPlanCourses(token),
        (courses) =>
          courses.some(
            (course) =>
              course.course_code === 'MATH 1110' &&
              course.term === '' &&
              course.status === 'taken' &&
              (course as { credit_source?: string }).credit_source === 'ap',
          ),
        'the AP credit, in no term',
      );
      await inBothSchemes(page, async (scheme) => {
        await page.screenshot({ path: `/tmp/credit-graduation-${width}-${scheme}.png`, fullPage: true });
        return [];
      });
    });
  }
});
