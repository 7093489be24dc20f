// What-if in Chromium against the real server and its sample catalogue (Harborview State University teaches
// Computer Science and Mathematics), on a phone and on a laptop. A Computer Science student with two years
// done compares with Mathematics: nothing is written while comparing; then, offline, switches, and keeps every
// taken course and grade. Hand-worked: 38 credits done (10 taken, CS 3110 being taken), all of them count in
// Computer Science; in Mathematics CS 1110 fills Programming (4 credits), so CS 1112 does not carry over: 34 of 38.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeCheck } from '../support/axe';
import { useBrowser } from '../support/browser';
import { inBothSchemes } from '../support/color-scheme';
import { keepScreenshot } from '../support/keep-screenshot';
import { watchNetwork } from '../support/quiet-network';
import { signInNewStudent } from '../support/signed-in-student';
import { choose, openGraduation, serverPlanCourses, serverPlans, waitForServer } from './support/graduation-page';
import { planApi } from './support/plan-api';

const DONE = [
  { code: 'FYS 1000', credit: 1, term: 'Fall 2024', status: 'taken', grade: 'A' },
  { code: 'CS 1110', credit: 4, term: 'Fall 2024', status: 'taken', grade: 'A' },
  { code: 'MATH 1110', credit: 4, term: 'Fall 2024', status: 'taken', grade: 'B+' },
  { code: 'WRIT 1010', credit: 3, term: 'Fall 2024', status: 'taken', grade: 'A-' },
  { code: 'CS 1112', credit: 4, term: 'Spring 2025', status: 'taken', grade: 'B' },
  { code: 'MATH 1120', credit: 4, term: 'Spring 2025', status: 'taken', grade: 'B' },
  { code: 'HIST 1200', credit: 3, term: 'Spring 2025', status: 'taken', grade: 'A' },
  { code: 'CS 2110', credit: 4, term: 'Fall 2025', status: 'taken', grade: 'B+' },
  { code: 'MATH 2210', credit: 3, term: 'Fall 2025', status: 'taken', grade: 'A-' },
  { code: 'CS 2800', credit: 4, term: 'Spring 2026', status: 'taken', grade: 'B' },
  { code: 'CS 3110', credit: 4, term: 'Fall 2026', status: 'taking', grade: null },
];

/** A Computer Science plan from Fall 2024 holding the courses above, made over the API. */
async function seedPlan(page: Page): Promise<string> {
  const { token, api, programId } = await planApi(page);
  const plan = await api('/api/plans/', { program: await programId('Computer Science'), start_term: 'Fall', start_year: 2024, credit_load: 15, courses: [] });
  for (const course of DONE)
    await api('/api/plan-courses/', {
      plan: plan.id,
      course_code: course.code,
      term: course.term,
      credit: course.credit,
      status: course.status,
      grade: course.grade,
    });
  return token;
}

const writes = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname.startsWith('/api/')) sent.push(`${request.method()} ${request.url()}`);
  });
  return sent;
};

describe('What-if', () => {
  const { newPage } = useBrowser();

  for (const width of [390, 1280]) {
    it(`compares with Mathematics without changing anything, then switches offline, keeping grades, at ${width} px`, async () => {
      const { context, page } = await newPage({ viewport: { width, height: 900 } });
      const network = watchNetwork(page);
      await signInNewStudent(page);
      const token = await seedPlan(page);
      await openGraduation(page);
      // A realistic plan: Update plan places the courses still needed.
      await page.getByRole('button', { name: 'Update plan' }).click();
      const review = page.getByRole('dialog', { name: 'Update plan' });
      await review.getByRole('button', { name: 'Apply changes' }).click();
      await review.waitFor({ state: 'detached' });
      const before = await waitForServer(
        () => serverPlanCourses(token),
        (courses) => courses.length > DONE.length,
        'the updated plan',
      );
      const planBefore = await serverPlans(token);
      await network.quiet();

      const sent = writes(page);
      await page.getByRole('button', { name: 'What-if' }).click();
      const dialog = page.getByRole('dialog', { name: 'What if you switched program?' });
      await choose(page, 'Compare with', /^Mathematics/);
      const figures = dialog.getByTestId('what-if-figures');
      const row = (label: string) => figures.locator('tr', { hasText: label });
      await row('Credits that carry over').waitFor();
      expect(await row('Credits that carry over').textContent()).toBe('Credits that carry over38 of 3834 of 38');
      expect(await row('Projected graduation').textContent()).toMatch(/^Projected graduation(Spring|Summer|Fall) 20\d\d(Spring|Summer|Fall) 20\d\d$/);
      expect(await row('Terms left').textContent()).toMatch(/^Terms left\d+\d+$/);
      await dialog.getByRole('region', { name: 'Does not carry over to Mathematics' }).getByText('CS 1112 (4 credits)').waitFor();
      expect(await dialog.getByRole('region', { name: 'Requirements added by Mathematics' }).getByRole('listitem').count()).toBeGreaterThan(0);

      const problems = await inBothSchemes(page, async (scheme) => {
        await keepScreenshot(page, `what-if-${width}-${scheme}`);
        const results = await axeCheck(page, '[role="dialog"]');
        return results.violations.map((violation) => `${scheme}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      });
      expect(problems).toEqual([]);

      // Cancel: nothing was written, here or on the server.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await network.quiet();
      expect(sent).toEqual([]);
      expect(await serverPlans(token)).toEqual(planBefore);
      expect(await serverPlanCourses(token)).toEqual(before);

      // Switch, offline (the catalogue is on the device): confirm, then the plan is Mathematics here at once, and
      // on the server once back online, with every taken course and grade as it was.
      await context.setOffline(true);
      await page.getByRole('button', { name: 'What-if' }).click();
      await choose(page, 'Compare with', /^Mathematics/);
      await row('Credits that carry over').getByText('34 of 38').waitFor();
      await dialog.getByRole('button', { name: 'Switch to Mathematics' }).click();
      await dialog.getByText('Switch your plan to Mathematics?').waitFor();
      await page.screenshot({ path: `/tmp/what-if-confirm-${width}.png` });
      await dialog.getByRole('button', { name: 'Switch program' }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => page.getByTestId('what-if-announcement').textContent()).toMatch(/^Switched to Mathematics\. Plan updated: /);
      await page.getByText(/^Mathematics · Harborview State University$/).waitFor();
      await context.setOffline(false);
      await waitForServer(
        () => serverPlans(token),
        (plans) => plans.length === 1 && plans[0]!.program_name === 'Mathematics',
        'the plan switched to Mathematics',
      );
      const after = await waitForServer(
        () => serverPlanCourses(token),
        (courses) => courses.some((course) => course.course_code === 'MATH 3010'),
        'the Mathematics courses',
      );
      for (const done of DONE) {
        expect(
          after
            .filter((course) => course.course_code === done.code)
            .map((course) => ({ term: course.term, status: course.status, grade: (course as typeof course & { grade: string | null }).grade })),
        ).toEqual([{ term: done.term, status: done.status, grade: done.grade }]);
      }
      // Planned Computer Science courses Mathematics does not need are gone.
      expect(after.some((course) => course.course_code === 'CS 5900')).toBe(false);
      await page.screenshot({ path: `/tmp/what-if-switched-${width}.png`, fullPage: true });
    }, 150_000);
  }
});
