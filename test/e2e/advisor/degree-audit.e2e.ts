// The degree audit as one student lives it, in Chromium against the real server and its sample catalogue, on a
// laptop (mouse) and a phone (touch): grades for two past terms and their GPAs, AP credit, courses dragged to
// other terms offline (one refused for a prerequisite, one moved and synced once back online), a new credit
// load that keeps the course moved by hand where it was put, and a What-if that changes nothing.
//
// Hand-worked on the university's scale (A 4, A- 3.7, B+ 3.3, B 3; P earns its credit outside the GPA):
//   Fall 2025: CS 1110 A (4 cr) = 16, WRIT 1010 B+ (3) = 9.9, FYS 1000 P (1) → 25.9 / 7 = 3.70; 3 passed, 8 credits.
//   Spring 2026: CS 2110 B (4) = 12, HIST 1200 A- (3) = 11.1 → 23.1 / 7 = 3.30; 2 passed, 7 credits.
//   Cumulative: 49 / 14 = 3.50; earned 4 + 3 + 1 + 4 + 3 = 15, attempted 15 (P is attempted).
//   AP credit for MATH 1110 (4): earned 19, attempted still 15, GPA still 3.50.
// CS 2800 (Spring 2027) is a prerequisite of CS 3110 (Fall 2027): dropped on Spring 2028 it would come after it.
// What-if: 26 credits done (15 taken, 4 AP, 7 being taken); Mathematics counts each of them (CS 1110 as
// Programming, the rest as writing, humanities or free electives): 26 of 26 in both programs.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { parseTerm, termIndex } from '../../../src/lib/catalog/terms';
import { useBrowser } from '../support/browser';
import { inBothSchemes } from '../support/color-scheme';
import { signInNewStudent } from '../support/signed-in-student';
import { dragCourseToTerm } from './support/course-drag';
import { choose, headerFigures, serverPlanCourses, serverPlans, waitForServer, type ServerPlanCourse } from './support/graduation-page';
import { planApi } from './support/plan-api';
import { openSemester, recordGrade } from './support/semester-page';
import { syncStatus } from '../support/sync-status';

const PLAN: [term: string, status: 'taken' | 'taking' | 'planned', courses: [code: string, credit: number, grade?: string][]][] = [
  [
    'Fall 2025',
    'taken',
    [
      ['CS 1110', 4, 'A'],
      ['WRIT 1010', 3, 'B+'],
      ['FYS 1000', 1, 'P'],
    ],
  ],
  [
    'Spring 2026',
    'taken',
    [
      ['CS 2110', 4, 'B'],
      ['HIST 1200', 3, 'A-'],
    ],
  ],
  [
    'Fall 2026',
    'taking',
    [
      ['CS 3410', 4],
      ['COMM 1100', 3],
    ],
  ],
  [
    'Spring 2027',
    'planned',
    [
      ['MATH 1120', 4],
      ['CS 2800', 4],
      ['PHIL 2300', 3],
    ],
  ],
  [
    'Fall 2027',
    'planned',
    [
      ['CS 3110', 4],
      ['ANTH 1000', 3],
      ['CS 4410', 3],
    ],
  ],
  [
    'Spring 2028',
    'planned',
    [
      ['CS 4820', 4],
      ['MUSC 1100', 3],
    ],
  ],
];
const UNDER_WAY = termIndex(parseTerm('Fall 2026')!);

/** The Computer Science plan above, from Fall 2025, with no grade recorded yet, made over the API. */
async function seedPlan(page: Page): Promise<string> {
  const { token, api, programId } = await planApi(page);
  const [university] = (await api('/api/universities/')).results;
  // As the app writes a plan: with its university, so Modify plan opens filled in.
  const plan = await api('/api/plans/', {
    university: university!.id,
    university_name: university!.name,
    program: await programId('Computer Science'),
    program_name: 'Computer Science',
    total_credits: 120,
    start_term: 'Fall',
    start_year: 2025,
    credit_load: 15,
    courses: [],
  });
  for (const [term, status, courses] of PLAN) {
    for (const [code, credit] of courses) await api('/api/plan-courses/', { plan: plan.id, course_code: code, term, credit, status });
  }
  return token;
}

const pinned = (course: ServerPlanCourse) => (course as ServerPlanCourse & { pinned?: boolean }).pinned === true;

/** Every row of Upcoming Classes as the student reads it: code, term (with a pin when pinned) and status. */
async function upcomingRows(page: Page): Promise<{ code: string; term: string; pinned: boolean; status: string }[]> {
  return page.locator('table[aria-label="Upcoming classes"] tr[data-course]').evaluateAll((rows) =>
    rows.map((row) => ({
      code: row.getAttribute('data-course') ?? '',
      term: row.querySelector('[data-label="Term"]')?.textContent ?? '',
      pinned: row.querySelector('[data-label="Term"] [aria-label="Pinned"]') !== null,
      status: row.querySelector('select')?.value ?? '',
    })),
  );
}

async function viewAll(page: Page): Promise<void> {
  const viewAllButton = page.getByRole('button', { name: /^View all \(\d+\)$/ });
  if (await viewAllButton.isVisible()) await viewAllButton.click();
}

describe('degree audit', () => {
  const { newPage } = useBrowser();

  for (const [width, pointer] of [
    [1280, 'mouse'],
    [390, 'touch'],
  ] as const) {
    it(`grades, AP credit, drags offline, a new load and What-if, at ${width} px by ${pointer}`, async () => {
      const phone = width === 390;
      const { context, page } = await newPage({ viewport: { width, height: phone ? 844 : 900 }, ...(phone ? { hasTouch: true } : {}) });
      await signInNewStudent(page);
      const token = await seedPlan(page);

      // a. Grades for two past terms: each term's GPA and the cumulative one.
      await openSemester(page);
      const fall = page.getByRole('listitem', { name: 'Fall 2025' });
      await fall.getByText('Term GPA N/A').waitFor({ timeout: 20_000 });
      for (const [, , courses] of PLAN) for (const [code, , grade] of courses) if (grade) await recordGrade(page, code, grade);
      await fall.getByText('Term GPA 3.70 · 3 courses taken, 3 passed, 0 failed · 8 credits').waitFor();
      await page.getByRole('listitem', { name: 'Spring 2026' }).getByText('Term GPA 3.30 · 2 courses taken, 2 passed, 0 failed · 7 credits').waitFor();
      await expect
        .poll(() => page.getByLabel('Cumulative GPA and credits').textContent())
        .toBe('Cumulative GPA 3.50 · 15 credits earned · 15 credits attempted');

      // b. AP credit: more credits earned, the same GPA.
      await page.getByRole('link', { name: 'Graduation' }).click();
      await page.getByRole('heading', { name: 'Upcoming Classes' }).waitFor({ timeout: 20_000 });
      await expect.poll(() => headerFigures(page)).toBe('3.50 | 15 credits earned · 15 credits attempted');
      await page.getByRole('button', { name: 'Add credit' }).click();
      const credit = page.getByRole('dialog', { name: 'Add credit from elsewhere' });
      await choose(page, 'Source', 'AP exam');
      await choose(page, 'Course', /^MATH 1110 —/);
      await credit.getByRole('button', { name: 'Add credit' }).click();
      await credit.waitFor({ state: 'detached' });
      await expect.poll(() => headerFigures(page)).toBe('3.50 | 19 credits earned · 15 credits attempted · 4 credits from elsewhere, outside the GPA');
      await waitForServer(
        () => serverPlanCourses(token),
        (courses) => courses.some((course) => course.course_code === 'MATH 1110' && course.term === ''),
        'the AP credit',
      );
      await syncStatus(page, 'Sync status: All saved').waitFor({ timeout: 20_000 });

      // c. Offline, by drag: a move that breaks a prerequisite is refused and changes nothing; another is made.
      await context.setOffline(true);
      await syncStatus(page, 'Sync status: Offline').waitFor();
      await viewAll(page);
      const row = (code: string) => page.locator(`table[aria-label="Upcoming classes"] tr[data-course="${code}"]`);
      await dragCourseToTerm(page, 'CS 2800', 'Spring 2028', pointer);
      const news = page.getByTestId('move-news');
      await news.getByText('CS 2800 cannot move to Spring 2028').waitFor();
      expect(await news.getAttribute('role')).toBe('alert');
      // On the screen, below the top bar, though the drop was made far down the table.
      expect(await news.evaluate((alert) => alert.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);
      expect(await news.evaluate((alert) => alert.getBoundingClientRect().top < window.innerHeight)).toBe(true);
      await news
        .getByText(/CS 3110 .*CS 2800/)
        .first()
        .waitFor();
      expect(await row('CS 2800').locator('[data-label="Term"]').textContent()).toBe('Spring 2027');
      await page.screenshot({ path: `/tmp/degree-audit-refused-${width}.png` });

      const shoot = async () => {
        // The lifted course stays on the screen, even where the term lies near its right edge.
        const lifted = (await page.getByTestId('lifted-course').boundingBox())!;
        expect(lifted.x).toBeGreaterThanOrEqual(0);
        expect(lifted.x + lifted.width).toBeLessThanOrEqual(width + 0.5); // a fraction of a pixel from rounding
        await inBothSchemes(page, async (scheme) => [await page.screenshot({ path: `/tmp/degree-audit-drag-${width}-${scheme}.png` })]);
      };
      await dragCourseToTerm(page, 'ANTH 1000', 'Fall 2028', pointer, shoot);
      await news.getByText('ANTH 1000 moved to Fall 2028 and pinned there').waitFor();
      await row('ANTH 1000').getByLabel('Pinned').waitFor();
      expect(await row('ANTH 1000').locator('[data-label="Term"]').textContent()).toBe('Fall 2028');
      await syncStatus(page, 'Sync status: Offline, 1 change waiting').waitFor();
      await context.setOffline(false);
      await waitForServer(
        () => serverPlanCourses(token),
        (courses) => courses.some((course) => course.course_code === 'ANTH 1000' && course.term === 'Fall 2028' && pinned(course)),
        'ANTH 1000 pinned in Fall 2028',
      );
      expect((await serverPlanCourses(token)).find((course) => course.course_code === 'CS 2800')?.term).toBe('Spring 2027');

      // d. A lighter load: the planner places what is left after the term under way, and the pinned course stays.
      await page.getByRole('button', { name: 'Modify plan' }).click();
      const modify = page.getByRole('dialog', { name: 'Modify Plan' });
      await modify.getByRole('textbox', { name: 'Credits per term' }).fill('12');
      await modify.getByRole('button', { name: 'Save plan' }).click();
      const review = page.getByRole('dialog', { name: 'Modify plan' });
      await review.getByText('ANTH 1000: Fall 2028 (pinned)').waitFor();
      await review.getByRole('button', { name: 'Apply changes' }).click();
      await review.waitFor({ state: 'detached' });
      await page.getByText('12 credits / term').waitFor();
      await viewAll(page);
      const rows = await upcomingRows(page);
      expect(rows.find((shown) => shown.code === 'ANTH 1000')).toEqual({ code: 'ANTH 1000', term: 'Fall 2028', pinned: true, status: 'planned' });
      const misplaced = rows.filter((shown) => shown.status === 'planned' && termIndex(parseTerm(shown.term) ?? { season: 'Fall', year: 0 }) <= UNDER_WAY);
      expect(misplaced).toEqual([]);
      expect(rows.filter((shown) => shown.status === 'taken').map((shown) => `${shown.code} ${shown.term}`)).toEqual([
        'CS 1110 Fall 2025',
        'FYS 1000 Fall 2025',
        'WRIT 1010 Fall 2025',
        'CS 2110 Spring 2026',
        'HIST 1200 Spring 2026',
      ]);
      await syncStatus(page, 'Sync status: All saved').waitFor({ timeout: 20_000 });

      // e. What-if: the comparison shows, and nothing changes here or on the server.
      const plansBefore = await serverPlans(token);
      const coursesBefore = await serverPlanCourses(token);
      await page.getByRole('button', { name: 'What-if' }).click();
      const whatIf = page.getByRole('dialog', { name: 'What if you switched program?' });
      await choose(page, 'Compare with', /^Mathematics/);
      const carry = whatIf.getByTestId('what-if-figures').locator('tr', { hasText: 'Credits that carry over' });
      await carry.waitFor();
      expect(await carry.textContent()).toBe('Credits that carry over26 of 2626 of 26');
      await page.screenshot({ path: `/tmp/degree-audit-what-if-${width}.png` });
      await whatIf.getByRole('button', { name: 'Cancel' }).click();
      await whatIf.waitFor({ state: 'detached' });
      await syncStatus(page, 'Sync status: All saved').waitFor();
      expect(await serverPlans(token)).toEqual(plansBefore);
      expect(await serverPlanCourses(token)).toEqual(coursesBefore);
      expect(await upcomingRows(page)).toEqual(rows);
    }, 180_000);
  }
});
