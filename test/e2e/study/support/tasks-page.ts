// The Study › Tasks board as a person uses it, and the server's tasks read with the page's token.
import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../../support/browser';

export interface ServerTask {
  id: string;
  title: string;
  course: string;
  due_at: string | null;
  status: 'todo' | 'in_progress' | 'complete';
  completed_at: string | null;
  source: 'manual' | 'import' | 'syllabus';
  syllabus_id: string | null;
}

export const column = (page: Page, name: 'Todo' | 'In progress' | 'Complete'): Locator => page.getByRole('region', { name, exact: true });
export const taskCard = (page: Page, title: string): Locator => page.getByRole('article', { name: title, exact: true });

/** Titles of the cards in a column, top to bottom. */
export const columnTitles = (page: Page, name: 'Todo' | 'In progress' | 'Complete') =>
  column(page, name)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));

export async function waitForColumn(page: Page, name: 'Todo' | 'In progress' | 'Complete', titles: string[]): Promise<void> {
  await page.waitForFunction(
    ({ name, titles }) => {
      const region = [...document.querySelectorAll('section[aria-label]')].find((el) => el.getAttribute('aria-label') === name);
      const found = region ? [...region.querySelectorAll('article')].map((card) => card.getAttribute('aria-label')) : [];
      return JSON.stringify([...found].sort()) === JSON.stringify([...titles].sort());
    },
    { name, titles },
    { timeout: 10_000 },
  );
}

/** Add task → fill → Save; resolves once the modal has closed. `due` is a datetime-local value. */
export async function addTask(page: Page, task: { title: string; course?: string; due?: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add task' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add task' });
  await dialog.getByLabel('Title').fill(task.title);
  if (task.course) {
    await dialog.getByLabel('Course').fill(task.course);
    await dialog.getByLabel('Course').press('Tab'); // closes the suggestions
  }
  if (task.due) await dialog.getByLabel('Due').fill(task.due);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The card's status menu → another column. */
export async function moveTask(page: Page, title: string, to: 'Todo' | 'In progress' | 'Complete'): Promise<void> {
  await taskCard(page, title)
    .getByRole('button', { name: new RegExp(`^Status of ${title}:`) })
    .click();
  await page.getByRole('menuitem', { name: to, exact: true }).click();
  await taskCard(page, title)
    .getByRole('button', { name: `Status of ${title}: ${to}` })
    .waitFor();
}

export async function serverTasks(accessToken: string): Promise<ServerTask[]> {
  const response = await fetch(appUrl('/api/tasks/'), { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/tasks/ answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as ServerTask[] | { results: ServerTask[] };
  return Array.isArray(body) ? body : body.results;
}

/** Polls the server until `check` holds for its tasks; throws with the last answer otherwise. */
export async function waitForServerTasks(accessToken: string, check: (tasks: ServerTask[]) => boolean, timeout = 20_000): Promise<ServerTask[]> {
  const deadline = Date.now() + timeout;
  let last: ServerTask[] = [];
  while (Date.now() < deadline) {
    last = await serverTasks(accessToken);
    if (check(last)) return last;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server's tasks did not settle; last answer: ${JSON.stringify(last)}`);
}

/** The imported syllabi on the server (id, course, topics, grading…), read with the page's token. */
export async function serverSyllabi(accessToken: string): Promise<Array<{ id: string; course: string; topics: unknown[]; grading: unknown[] }>> {
  const response = await fetch(appUrl('/api/syllabi/'), { headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/syllabi/ answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { results: Array<{ id: string; course: string; topics: unknown[]; grading: unknown[] }> }).results;
}
