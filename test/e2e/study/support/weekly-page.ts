// Driving Study › Weekly as a student would, and reading what the server holds.
import type { Locator, Page } from 'playwright-core';
import type { WeeklyPlan } from '../../../../src/lib/study/weekly-plan-types';
import { appUrl } from '../../support/browser';

export type ServerWeeklyPlan = Required<WeeklyPlan>;

export async function openWeekly(page: Page): Promise<void> {
  await page.goto(appUrl('/study/weekly'));
  await page.getByRole('heading', { name: 'Weekly Study Plan (This Week)' }).waitFor();
}

export const thisWeek = (page: Page): Locator => page.getByRole('region', { name: 'Weekly Study Plan (This Week)' });

export const viewer = (page: Page, title: string): Locator => page.getByRole('dialog', { name: title });

/** Generate Weekly Plan → fill the form → Generate; resolves with the viewer it opens. */
export async function generatePlan(page: Page, form: { title: string; description: string; course?: string }): Promise<Locator> {
  await page.getByRole('button', { name: 'Generate Weekly Plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate Weekly Plan' });
  await dialog.getByLabel('Title').fill(form.title);
  await dialog.getByLabel('Description').fill(form.description);
  if (form.course) await dialog.getByRole('combobox', { name: 'Course' }).fill(form.course);
  await dialog.getByRole('button', { name: 'Generate' }).click();
  const opened = viewer(page, form.title);
  await opened.waitFor({ timeout: 30_000 });
  return opened;
}

/** From an open viewer: Edit, change the fields given, Save; resolves with the viewer again. */
export async function editPlan(page: Page, from: Locator, changes: { title?: string; markdown?: string }): Promise<Locator> {
  await from.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Plan' });
  if (changes.title !== undefined) await dialog.getByLabel('Title').fill(changes.title);
  if (changes.markdown !== undefined) await dialog.getByRole('textbox', { name: 'Plan' }).fill(changes.markdown);
  const title = changes.title ?? (await dialog.getByLabel('Title').inputValue());
  await dialog.getByRole('button', { name: 'Save' }).click();
  const opened = viewer(page, title);
  await opened.waitFor();
  return opened;
}

export async function listedTitles(list: Locator): Promise<string[]> {
  return list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
}

export async function serverWeeklyPlans(accessToken: string): Promise<ServerWeeklyPlan[]> {
  const response = await fetch(appUrl('/api/study/weekly/'), { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/study/weekly/ answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as ServerWeeklyPlan[] | { results: ServerWeeklyPlan[] };
  return Array.isArray(body) ? body : body.results;
}

/** Polls the server until `check` holds for its plans; resolves with them. */
export async function waitForServerPlans(accessToken: string, check: (plans: ServerWeeklyPlan[]) => boolean, timeout = 20_000): Promise<ServerWeeklyPlan[]> {
  const deadline = Date.now() + timeout;
  let plans: ServerWeeklyPlan[] = [];
  while (Date.now() < deadline) {
    plans = await serverWeeklyPlans(accessToken);
    if (check(plans)) return plans;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server's weekly plans never matched: ${JSON.stringify(plans.map((p) => p.title))}`);
}
