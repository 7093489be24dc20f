// Import syllabus with the network off, opened from the dashboard: a PDF syllabus is read on the
// device, one found item is unticked and one moved to today, the rest land on the board (and today's on
// the dashboard) at once, and the server gets them once online, with the syllabus they name. Importing the same file again updates that syllabus, marks what is
// already on the board and adds only what was left out.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { column, serverSyllabi, taskCard, waitForServerTasks } from './support/tasks-page';

const PDF = path.resolve('test/fixtures/syllabi/geog1300-one-column.pdf');
const FOUND = ['Lab 1', 'Map quiz 1', 'Lab 2', 'Lab 3', 'Midterm exam', 'Lab 4', 'Map quiz 2', 'Lab 5', 'Field report', 'Lab 6', 'Lab 7', 'Final exam'];

describe('syllabus import', () => {
  const { newPage } = useBrowser();

  it('reads a PDF offline, adds the chosen deadlines to the board, and the server gets them once online', async () => {
    // Needs the worker: the dashboard and the PDF reader load without a network.
    const { context, page } = await newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
    await signInNewStudent(page);
    // The Weekly tab offers the same importer.
    await page.goto(appUrl('/study/weekly'));
    await page.getByRole('link', { name: 'Import syllabus' }).click();
    await page.getByRole('dialog', { name: 'Import syllabus' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Import syllabus' }).waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'My tasks' }).waitFor();
    await waitForOfflineReady(page);
    const token = await apiAccessToken(page);

    // Offline, from the dashboard's empty deadlines.
    await context.setOffline(true);
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('region', { name: 'Deadline This Week' }).getByRole('link', { name: 'Import a syllabus' }).click();
    let dialog = page.getByRole('dialog', { name: 'Import syllabus' });
    await dialog.locator('input[type="file"]').setInputFiles(PDF);
    await dialog.getByRole('button', { name: 'Read syllabus' }).click();

    dialog = page.getByRole('dialog', { name: 'Check what was found' });
    await dialog.getByText('GEOG 1300 · Introduction to Physical Geography').waitFor();
    const found = await dialog.getByRole('article').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect([...found].sort()).toEqual([...FOUND].sort());
    expect(await dialog.getByLabel('Course').inputValue()).toBe('GEOG 1300');
    const finalExam = dialog.getByRole('article', { name: 'Final exam' });
    expect(await finalExam.getByLabel('Due date').inputValue()).toBe('2027-05-12');
    expect(await finalExam.getByLabel('Time').inputValue()).toBe('14:00');
    await dialog.getByRole('checkbox', { name: 'Add “Map quiz 1”' }).uncheck();
    // The student moves Lab 1 to today (their section meets earlier), so it is due this week.
    const today = new Date().toLocaleString('sv').slice(0, 10);
    await dialog.getByRole('article', { name: 'Lab 1' }).getByLabel('Due date').fill(today);
    await dialog.getByRole('button', { name: 'Add 11 tasks' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: 'Syllabus imported' }).waitFor();

    const todo = column(page, 'Todo');
    await taskCard(page, 'Final exam').waitFor();
    expect(await todo.getByRole('article').count()).toBe(11);
    expect(await taskCard(page, 'Map quiz 1').count()).toBe(0);
    await taskCard(page, 'Lab 1').getByText('GEOG 1300').waitFor();
    // The dashboard lists it among this week's deadlines, still offline.
    await page.goto(appUrl('/dashboard'));
    await page.getByRole('region', { name: 'Deadline This Week' }).getByText('Lab 1').waitFor();
    await page.goto(appUrl('/study/tasks'));

    // The same file again: what is on the board is marked and left out, the unticked quiz is offered alone.
    await page.getByRole('button', { name: 'Import syllabus' }).click();
    dialog = page.getByRole('dialog', { name: 'Import syllabus' });
    await dialog.locator('input[type="file"]').setInputFiles(PDF);
    await dialog.getByRole('button', { name: 'Read syllabus' }).click();
    dialog = page.getByRole('dialog', { name: 'Check what was found' });
    await dialog.getByRole('article').first().waitFor();
    await dialog.getByText('You imported this syllabus before').waitFor();
    expect(await dialog.getByText('Already on your board').count()).toBe(10);
    // Lab 1 differs from the syllabus, whose line has not changed: the date the student gave it stays, unticked
    // and said to be theirs (ticking it would move it back to the syllabus's day).
    const lab1 = dialog.getByRole('article', { name: 'Lab 1' });
    await lab1.getByText(/^You moved it to /).waitFor();
    expect(await lab1.getByRole('checkbox').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Add 1 task' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: 'Syllabus updated' }).waitFor();
    await taskCard(page, 'Map quiz 1').waitFor();
    expect(await todo.getByRole('article').count()).toBe(12);

    await context.setOffline(false);
    const onServer = await waitForServerTasks(token, (tasks) => tasks.length === 12, 30_000);
    expect(onServer.map((task) => task.title).sort()).toEqual([...FOUND].sort());
    expect(new Set(onServer.map((task) => task.course))).toEqual(new Set(['GEOG 1300']));
    const syllabi = await serverSyllabi(token);
    expect(syllabi.map((syllabus) => syllabus.course)).toEqual(['GEOG 1300']);
    expect(syllabi[0]!.topics.length).toBeGreaterThan(0);
    expect(new Set(onServer.map((task) => `${task.source} ${task.syllabus_id}`))).toEqual(new Set([`syllabus ${syllabi[0]!.id}`]));
  });
});
