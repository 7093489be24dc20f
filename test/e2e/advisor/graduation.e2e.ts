// Advisor › Graduation in a real browser against the real server: a plan generated on the device from the
// sample catalogue, its requirement table, a status changed offline that survives a reload and reaches the
// server back online, a course added and deleted, and the plan deleted back to the empty state.
import { describe, expect, it } from 'vitest';
import { apiAccessToken, waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { useBrowser } from '../support/browser';
import { choose, generateSamplePlan, openGraduation, serverPlanCourses, serverPlans, waitForServer } from './support/graduation-page';

describe('graduation plan', () => {
  const { newPage } = useBrowser();

  it('generates, edits offline, syncs, adds and deletes a course, and deletes the plan', async () => {
    // Needs the worker: the page reloads without a network.
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    await signInNewStudent(page);
    await openGraduation(page);
    await page.getByText('No graduation plan on file.').waitFor();

    await generateSamplePlan(page);
    const requirements = page.getByRole('table', { name: 'Degree requirements' });
    await requirements.getByRole('cell', { name: 'Computer science core' }).waitFor();
    await page.getByRole('region', { name: 'Smart insights' }).waitFor();
    const upcoming = page.getByRole('table', { name: 'Upcoming classes' });
    await page.getByRole('button', { name: /^View all \(\d+\)$/ }).click();
    const codes = await upcoming.locator('tbody tr[data-course]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-course')));
    expect(codes.length).toBeGreaterThan(6);

    // The server ends with exactly the plan and the courses generated on the device.
    const token = await apiAccessToken(page);
    const [plan] = await waitForServer(
      () => serverPlans(token),
      (plans) => plans.length === 1,
      'the plan',
    );
    await waitForServer(
      () => serverPlanCourses(token),
      (courses) => JSON.stringify(courses.map((c) => c.course_code).sort()) === JSON.stringify([...codes].sort()) && courses.every((c) => c.plan === plan!.id),
      'exactly the generated courses',
    );

    // Offline: mark the first course taken, reload, and it is still taken; back online, the server has it.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    const first = codes[0]!;
    await page.getByLabel(`Status of ${first}`).selectOption('taken');
    // Stored on the device (and queued) before the reload: the top bar counts it.
    await page.getByRole('button', { name: /^Sync status: Offline, 1 change/ }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Upcoming Classes' }).waitFor();
    expect(await page.getByLabel(`Status of ${first}`).inputValue()).toBe('taken');
    await context.setOffline(false);
    await waitForServer(
      () => serverPlanCourses(token),
      (courses) => courses.find((c) => c.course_code === first)?.status === 'taken',
      `${first} taken`,
    );

    // Add a course from the catalogue, then delete it.
    await page.getByRole('button', { name: 'Add course' }).click();
    const add = page.getByRole('dialog', { name: 'Add Planned Course' });
    // The first course of the catalogue not in the plan, picked with the keyboard.
    const courseBox = add.getByRole('combobox', { name: 'Course' });
    await courseBox.click();
    await courseBox.press('ArrowDown');
    await courseBox.press('Enter');
    const added = (await courseBox.inputValue()).split(' — ')[0]!.trim();
    expect(added).not.toBe('');
    expect(codes).not.toContain(added);
    await add.getByRole('combobox', { name: 'Planned term' }).fill('Autumn 2030');
    await add.getByRole('button', { name: 'Add' }).click();
    await add
      .getByText(/is not|Enter a term like/)
      .first()
      .waitFor();
    await add.getByRole('combobox', { name: 'Planned term' }).fill('fall 2030');
    await add.getByRole('button', { name: 'Add' }).click();
    await add.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: /^View all/ })
      .or(page.getByRole('button', { name: 'Collapse' }))
      .first()
      .waitFor();
    if (await page.getByRole('button', { name: /^View all/ }).isVisible()) await page.getByRole('button', { name: /^View all/ }).click();
    await upcoming.locator(`tr[data-course="${added}"]`).getByText('Fall 2030').waitFor();
    await waitForServer(
      () => serverPlanCourses(token),
      (courses) => courses.some((c) => c.course_code === added && c.term === 'Fall 2030'),
      `${added} added`,
    );

    await page.getByRole('button', { name: `Delete ${added}` }).click();
    await page.getByRole('dialog', { name: 'Delete this course from your plan?' }).getByRole('button', { name: 'Delete course' }).click();
    await upcoming.locator(`tr[data-course="${added}"]`).waitFor({ state: 'detached' });
    await waitForServer(
      () => serverPlanCourses(token),
      (courses) => !courses.some((c) => c.course_code === added),
      `${added} deleted`,
    );

    // Delete the plan: the empty state, and nothing left on the server.
    await page.getByRole('button', { name: 'Delete plan' }).click();
    await page.getByRole('dialog', { name: 'Delete your graduation plan?' }).getByRole('button', { name: 'Delete plan' }).click();
    await page.getByText('No graduation plan on file.').waitFor();
    await waitForServer(
      () => serverPlans(token),
      (plans) => plans.length === 0,
      'no plan',
    );
    await waitForServer(
      () => serverPlanCourses(token),
      (courses) => courses.length === 0,
      'no plan courses',
    );
  }, 150_000);

  it('Modify plan keeps a taken course and the submit waits for all four choices', async () => {
    const { page } = await newPage();
    await signInNewStudent(page);
    await openGraduation(page);
    await generateSamplePlan(page);
    const first = (await page.locator('tbody tr[data-course]').first().getAttribute('data-course'))!;
    await page.getByLabel(`Status of ${first}`).selectOption('taken');

    await page.getByRole('button', { name: 'Modify plan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modify Plan' });
    await choose(page, 'Start year', '2027');
    await dialog.getByRole('textbox', { name: 'Credits per term' }).fill('12');
    await dialog.getByRole('button', { name: 'Save plan' }).click();
    // What will move is listed before anything changes; the taken course is among what stays.
    const review = page.getByRole('dialog', { name: 'Modify plan' });
    await review.getByText(first).first().waitFor();
    await review.getByRole('button', { name: 'Apply changes' }).click();
    await review.waitFor({ state: 'detached' });
    await page.getByText('Fall 2027', { exact: true }).first().waitFor();
    expect(await page.getByLabel(`Status of ${first}`).inputValue()).toBe('taken');

    // A fresh Generate Plan form: disabled until university, program, term and year are chosen.
    await page.getByRole('button', { name: 'Delete plan' }).click();
    await page.getByRole('dialog', { name: 'Delete your graduation plan?' }).getByRole('button', { name: 'Delete plan' }).click();
    await page.getByRole('button', { name: 'Generate Plan' }).click();
    const generate = page.getByRole('dialog', { name: 'Generate Plan' });
    expect(await generate.getByRole('button', { name: 'Generate plan' }).isDisabled()).toBe(true);
    await choose(page, 'University', 'Harborview State University');
    await choose(page, 'Program', /^Computer Science/);
    await choose(page, 'Start term', 'Spring');
    expect(await generate.getByRole('button', { name: 'Generate plan' }).isDisabled()).toBe(true);
    await choose(page, 'Start year', '2025');
    // Enabled once the program's catalogue has downloaded, which may still be under way.
    await expect.poll(() => generate.getByRole('button', { name: 'Generate plan' }).isEnabled(), { timeout: 20_000 }).toBe(true);
  });
});
