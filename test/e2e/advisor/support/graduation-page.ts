// Advisor › Graduation as a student drives it, and the server's copy of their plan read through the API.
import type { Page } from 'playwright-core';
import { appUrl } from '../../support/browser';

export interface ServerPlanCourse {
  id: string;
  plan: string;
  course_code: string;
  term: string;
  status: string;
}

export async function openGraduation(page: Page): Promise<void> {
  await page.goto(appUrl('/advisor/graduation'));
  await page
    .getByText('No graduation plan on file.')
    .or(page.getByRole('heading', { name: 'Upcoming Classes' }))
    .first()
    .waitFor({ timeout: 20_000 });
}

/** Picks `option` in the Mantine select labelled `label` inside the open dialog. */
export async function choose(page: Page, label: string, option: string | RegExp): Promise<void> {
  const box = page.getByRole('dialog').getByRole('combobox', { name: label });
  const item = page.getByRole('option', { name: option }).first();
  // The dialog grows while a pick lands (the catalogue's download notice appears under Program), and a click
  // on a busy machine can then miss the field, or toggle its list shut: CI saw the list never open. Open it
  // again until the option shows, as a student would click again.
  for (let attempt = 1; ; attempt++) {
    await box.click();
    try {
      await item.waitFor({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 4) throw error;
    }
  }
  await item.click();
}

/** Generate Plan → the sample Computer Science program from Fall 2026 → the plan shows. */
export async function generateSamplePlan(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Generate Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Plan' });
  await choose(page, 'University', 'Harborview State University');
  await choose(page, 'Program', /^Computer Science/);
  await choose(page, 'Start term', 'Fall');
  await choose(page, 'Start year', '2026');
  const submit = dialog.getByRole('button', { name: 'Generate plan' });
  await dialog.getByText("Downloading this program's course catalogue…").waitFor({ state: 'detached', timeout: 20_000 });
  await submit.click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('heading', { name: 'Upcoming Classes' }).waitFor();
}

/** The plan header's cumulative GPA and its credits line, as "3.34 | 30 credits earned · 30 credits attempted". */
export async function headerFigures(page: Page): Promise<string> {
  const gpa = await page.getByText('Cumulative GPA', { exact: true }).locator('xpath=following-sibling::*[1]').textContent();
  return `${gpa} | ${await page.getByLabel('Credits earned and attempted').textContent()}`;
}

/** Every page of a list endpoint, as the test user. */
async function readAll<T>(token: string, path: string): Promise<T[]> {
  const items: T[] = [];
  let next: string | null = appUrl(path);
  while (next) {
    const response: Response = await fetch(next, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as T[] | { results: T[]; next: string | null };
    if (Array.isArray(body)) return body;
    items.push(...body.results);
    next = body.next ? new URL(body.next, appUrl('/')).toString() : null;
  }
  return items;
}

export const serverPlans = (token: string) => readAll<{ id: string; program_name: string }>(token, '/api/plans/');
export const serverPlanCourses = (token: string) => readAll<ServerPlanCourse>(token, '/api/plan-courses/');

/** Polls the server until `check` holds for its plan courses; returns them. */
export async function waitForServer<T>(read: () => Promise<T>, check: (value: T) => boolean, what: string, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout;
  let last: T | undefined;
  while (Date.now() < deadline) {
    last = await read();
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server never held ${what}; last answer: ${JSON.stringify(last)}`);
}
