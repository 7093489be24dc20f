// My Advisor › Semester in Chromium against the real server and its sample catalogue: Add Class puts a
// course under My Classes as taking in the current term, Info shows it in Course Info, Edit moves it to
// another term, Study opens the Weekly screen offering a plan for it, and without a network Add Class still works, survives
// a reload, and reaches the server once back online.
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { currentTerm } from '../../../src/lib/catalog/current-term';
import { formatTerm } from '../../../src/lib/catalog/terms';
import { apiAccessToken, waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { useBrowser } from '../support/browser';
import { generateSamplePlan, openGraduation, serverPlanCourses } from './support/graduation-page';
import { addClass, classRow, courseInfo, myClasses, waitForServerCourse } from './support/semester-page';
import { syncStatus } from '../support/sync-status';

// The sample university teaches Fall, Spring and Summer; the browser and the test share the clock.
const THIS_TERM = formatTerm(currentTerm(new Date(), ['Spring', 'Summer', 'Fall']));
const ALL_SAVED = 'Sync status: All saved';

describe('advisor semester tab', () => {
  const { newPage } = useBrowser();

  /** A new, onboarded user with a Computer Science plan made on the Graduation tab, on the Semester tab. */
  async function studentWithPlan(
    options: BrowserContextOptions = {},
  ): Promise<{ page: Page; token: string; context: Awaited<ReturnType<typeof newPage>>['context'] }> {
    const { context, page } = await newPage(options);
    await signInNewStudent(page);
    const token = await apiAccessToken(page);
    await openGraduation(page);
    await generateSamplePlan(page);
    await page.getByRole('link', { name: 'Semester' }).click();
    await page.getByRole('heading', { name: 'Course Info' }).waitFor();
    await myClasses(page).getByText('No classes marked as "Taking"').waitFor({ timeout: 20_000 });
    return { context, page, token };
  }

  it('adds a class, shows it in Course Info, edits its term and opens the Weekly screen for it', async () => {
    const { page, token } = await studentWithPlan();

    await addClass(page, 'CS 1110');
    const row = classRow(page, 'CS 1110');
    await row.getByText(THIS_TERM, { exact: false }).waitFor();
    await waitForServerCourse(
      token,
      (course) => course.course_code === 'CS 1110' && course.status === 'taking' && course.term === THIS_TERM,
      'CS 1110 taking this term',
    );
    // The generated plan had it planned: Add Class moved that row rather than adding a second one.
    expect((await serverPlanCourses(token)).filter((course) => course.course_code === 'CS 1110')).toHaveLength(1);

    // Info: Course Info shows the course with its fields and its catalogue link.
    await row.getByRole('button', { name: 'Info on CS 1110' }).click();
    const details = courseInfo(page).getByRole('region', { name: 'CS 1110 details' });
    await details.getByRole('heading', { name: 'CS 1110' }).waitFor();
    expect(await details.getByText('Prerequisites', { exact: true }).isVisible()).toBe(true);
    const more = details.getByRole('link', { name: 'More info about CS 1110' });
    expect(await more.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await more.getAttribute('target')).toBe('_blank');
    expect(await more.getAttribute('rel')).toBe('noopener noreferrer');

    // Edit: a new term, saved locally and then on the server.
    await row.getByRole('button', { name: 'Edit CS 1110' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Planned Course' });
    await dialog.getByLabel('Planned term').fill('Spring 2027');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Spring 2027', { exact: false }).waitFor();
    await waitForServerCourse(token, (course) => course.course_code === 'CS 1110' && course.term === 'Spring 2027', 'CS 1110 in Spring 2027');

    // Study: the Weekly screen, told which course.
    await row.getByRole('link', { name: 'Study CS 1110' }).click();
    await page.waitForURL((url) => url.pathname === '/study/weekly');
    expect(new URL(page.url()).searchParams.get('course')).toBe('CS 1110');
    // The Weekly tab offers a plan for that course.
    await page.getByRole('button', { name: 'Plan CS 1110' }).waitFor();
  }, 120_000);

  it('adds a class without a network, keeps it through a reload, and it reaches the server once back online', async () => {
    // Needs the worker: the page reloads without a network.
    const { context, page, token } = await studentWithPlan({ serviceWorkers: 'allow' });
    await waitForOfflineReady(page);
    await syncStatus(page, ALL_SAVED).waitFor({ timeout: 20_000 });

    await context.setOffline(true);
    await syncStatus(page, 'Sync status: Offline').waitFor();
    await addClass(page, 'MATH 1110');
    await classRow(page, 'MATH 1110').getByText(THIS_TERM, { exact: false }).waitFor();
    await syncStatus(page, 'Sync status: Offline, 1 change waiting').waitFor();

    // A reload without a network: the class, the plan's figures and the catalogue all come from the device.
    await page.reload();
    await classRow(page, 'MATH 1110').getByText(THIS_TERM, { exact: false }).waitFor();
    await courseInfo(page).getByRole('combobox', { name: 'Course' }).waitFor();
    await syncStatus(page, 'Sync status: Offline, 1 change waiting').waitFor();

    await context.setOffline(false);
    await syncStatus(page, ALL_SAVED).waitFor({ timeout: 20_000 });
    await waitForServerCourse(
      token,
      (course) => course.course_code === 'MATH 1110' && course.status === 'taking' && course.term === THIS_TERM,
      'MATH 1110 taking this term',
    );
  }, 120_000);
});
