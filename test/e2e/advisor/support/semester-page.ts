// The Advisor's Semester tab (/advisor/semester) as a student drives it. The plan itself is made, and the
// server's copy read, with the Graduation tab's helpers.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { appUrl } from '../../support/browser';
import { serverPlanCourses, waitForServer, type ServerPlanCourse } from './graduation-page';

export async function openSemester(page: Page): Promise<void> {
  await page.goto(appUrl('/advisor/semester'));
  await page.getByRole('heading', { name: 'Course Info' }).waitFor();
}

export function myClasses(page: Page): Locator {
  return page.getByRole('region', { name: 'My Classes' });
}

/** A row of My Classes, named by its course code. */
export function classRow(page: Page, code: string): Locator {
  return myClasses(page).getByRole('listitem', { name: code, exact: true });
}

export function courseInfo(page: Page): Locator {
  return page.getByRole('region', { name: 'Course Info' });
}

/** Add Class → search the code → pick it → Add to My Classes; resolves once the modal has closed. */
export async function addClass(page: Page, code: string): Promise<void> {
  await myClasses(page).getByRole('button', { name: 'Add Class' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Class' });
  const course = dialog.getByRole('combobox', { name: 'Course' });
  const add = dialog.getByRole('button', { name: 'Add to My Classes' });
  // A student whose pick did not take (the dropdown still open, the button still disabled) picks again.
  for (let attempt = 1; ; attempt++) {
    await course.fill(code);
    await page.getByRole('option', { name: new RegExp(`^${code} · `) }).click();
    if (await becomesEnabled(add)) break;
    if (attempt === 2) throw new Error(`Picking ${code} in Add Class twice left "Add to My Classes" disabled (the field reads "${await course.inputValue()}")`);
  }
  await add.click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Polls the server until one of the user's plan courses matches; returns it. */
export async function waitForServerCourse(token: string, matches: (course: ServerPlanCourse) => boolean, what: string): Promise<ServerPlanCourse> {
  const courses = await waitForServer(
    () => serverPlanCourses(token),
    (all) => all.some(matches),
    what,
  );
  return courses.find(matches)!;
}

async function becomesEnabled(button: Locator, withinMs = 2_000): Promise<boolean> {
  const deadline = Date.now() + withinMs;
  while (!(await button.isEnabled())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/** Picks `grade` in a past course's Grade select and waits for it to show. */
export async function recordGrade(page: Page, code: string, grade: string): Promise<void> {
  await page.getByRole('combobox', { name: `Grade in ${code}` }).click();
  await page.getByRole('option', { name: grade, exact: true }).click();
  await expect.poll(() => page.getByRole('combobox', { name: `Grade in ${code}` }).inputValue()).toBe(grade);
}
