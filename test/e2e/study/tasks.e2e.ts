// Study › Tasks with the network off: tasks added and moved offline drive the dashboard's
// Today's Task and Weekly Progress at once, survive a reload without a network, and reach the server
// as left once online. Then the calendar feed: Connect gives a private address whose calendar a
// parser (ical.js) reads back with the task due on it.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { addTask, column, moveTask, serverTasks, taskCard, waitForColumn, waitForServerTasks } from './support/tasks-page';

describe('tasks', () => {
  const { newPage } = useBrowser();

  it('adds and moves tasks offline, the dashboard follows, a reload keeps them, and the server agrees once online', async () => {
    // Needs the worker: pages load and reload without a network.
    const { context, page } = await newPage({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
    await signInNewStudent(page);
    await page.goto(appUrl('/study/tasks'));
    await page.getByRole('heading', { name: 'My tasks' }).waitFor();
    await waitForOfflineReady(page);
    const token = await apiAccessToken(page);

    // Late today on the browser's clock: due today, not yet overdue (unless the test runs in the last minute).
    const today = await page.evaluate(() => {
      const now = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
    });
    const dueTonight = `${today}T23:59`;

    // The dashboard before: nothing due, nothing done.
    await page.goto(appUrl('/dashboard'));
    const todays = page.getByRole('region', { name: "Today's Task" });
    await todays.getByText('Nothing due today.').waitFor();
    await page.getByTestId('completed-this-week').getByText('0 tasks completed this week').waitFor();

    await context.setOffline(true);
    await page.goto(appUrl('/study/tasks'));
    await addTask(page, { title: 'Essay draft', course: 'ENG 101', due: dueTonight });
    await page
      .getByRole('status')
      .filter({ hasText: 'Task added' })
      .filter({ hasText: '“Essay draft” is saved on this device and syncs when you are back online.' })
      .waitFor();
    await addTask(page, { title: 'Lab report', course: 'CHEM 110', due: dueTonight });
    await addTask(page, { title: 'Read chapter 4' });
    await waitForColumn(page, 'Todo', ['Essay draft', 'Lab report', 'Read chapter 4']);
    await page.getByText('0% completed').waitFor();

    await moveTask(page, 'Essay draft', 'In progress');
    await moveTask(page, 'Read chapter 4', 'Complete');
    await waitForColumn(page, 'Todo', ['Lab report']);
    await waitForColumn(page, 'In progress', ['Essay draft']);
    await waitForColumn(page, 'Complete', ['Read chapter 4']);
    await page.getByText('33% completed').waitFor();
    expect(await serverTasks(token)).toEqual([]); // nothing has left the device

    // The dashboard, still offline: today's two open tasks with their statuses, one done today.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await todays.getByText('Essay draft').waitFor();
    expect(
      await todays
        .getByRole('row', { name: /Essay draft/ })
        .getByText('In-progress')
        .count(),
    ).toBe(1);
    expect(
      await todays
        .getByRole('row', { name: /Lab report/ })
        .getByText('Not-started')
        .count(),
    ).toBe(1);
    expect(await todays.getByText('Read chapter 4').count()).toBe(0);
    await page.getByTestId('completed-this-week').getByText('1 task completed this week').waitFor();
    const todayCell = page.getByRole('region', { name: 'Weekly Progress' }).locator('li[aria-current="date"]');
    expect(await todayCell.getAttribute('aria-label')).toMatch(/\(today\): 1 completed$/);
    await page.getByRole('region', { name: 'Deadline This Week' }).getByText('Lab report').waitFor();

    // A reload without a network keeps it all.
    await page.goto(appUrl('/study/tasks'));
    await page.reload();
    await page.getByRole('heading', { name: 'My tasks' }).waitFor();
    await waitForColumn(page, 'In progress', ['Essay draft']);
    await waitForColumn(page, 'Complete', ['Read chapter 4']);
    await taskCard(page, 'Lab report').getByText('CHEM 110').waitFor();
    expect(await page.getByText('Waiting to sync').count()).toBe(3); // each card says it is not on the server yet

    // Online: the server ends with exactly these three, as left.
    await context.setOffline(false);
    const onServer = await waitForServerTasks(
      token,
      (tasks) => tasks.length === 3 && tasks.some((t) => t.status === 'complete') && tasks.some((t) => t.status === 'in_progress'),
    );
    expect(onServer.map((t) => [t.title, t.course, t.status]).sort()).toEqual([
      ['Essay draft', 'ENG 101', 'in_progress'],
      ['Lab report', 'CHEM 110', 'todo'],
      ['Read chapter 4', '', 'complete'],
    ]);
    expect(onServer.find((t) => t.title === 'Read chapter 4')?.completed_at).toEqual(expect.any(String));
    const essay = onServer.find((t) => t.title === 'Essay draft')!;
    expect(await page.evaluate((iso) => new Date(iso!).toLocaleString('sv').slice(0, 16), essay.due_at)).toBe(`${today} 23:59`);
    expect(await column(page, 'Todo').getByRole('article').count()).toBe(1);
    await page.getByText('Waiting to sync').first().waitFor({ state: 'detached' });

    // A delete can be undone: the task comes back, here and on the server.
    await taskCard(page, 'Read chapter 4').getByRole('button', { name: 'Delete Read chapter 4' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('status').filter({ hasText: 'Task deleted' }).getByRole('button', { name: 'Undo' }).click();
    await waitForColumn(page, 'Complete', ['Read chapter 4']);
    await waitForServerTasks(token, (tasks) => tasks.length === 3 && tasks.some((t) => t.title === 'Read chapter 4' && t.status === 'complete'));

    // On a desktop a card can also be dragged to another column.
    await taskCard(page, 'Lab report').dragTo(column(page, 'Complete'));
    await waitForColumn(page, 'Complete', ['Lab report', 'Read chapter 4']);
    await waitForServerTasks(token, (tasks) => tasks.find((t) => t.title === 'Lab report')?.status === 'complete');

    // Calendar feed: Connect, then the address serves a calendar with the task due tonight.
    await page.goto(appUrl('/settings/integrations'));
    const feedRow = page.getByRole('region', { name: 'Calendar feed' });
    // exact: "Disconnect" contains "connect", and a name is matched as a substring otherwise.
    await feedRow.getByRole('button', { name: 'Connect', exact: true }).click();
    const address = feedRow.getByRole('textbox', { name: /Your private calendar address/ });
    await address.waitFor();
    const url = await address.inputValue();
    expect(url).toMatch(/\/api\/calendar\/[^/]+\.ics$/);
    const response = await fetch(url.startsWith('http') ? url : appUrl(url));
    expect(response.status).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(await response.text()));
    const items = [...calendar.getAllSubcomponents('vevent'), ...calendar.getAllSubcomponents('vtodo')];
    const summaries = items.map((item) => String(item.getFirstPropertyValue('summary')));
    expect(summaries).toContain('Essay draft');
    expect(summaries.filter((summary) => summary.includes('Lab report'))).toHaveLength(1); // complete by now: the feed marks it done
    expect(summaries).not.toContain('Read chapter 4'); // no due date

    // Disconnect: the old address stops working.
    await feedRow.getByRole('button', { name: 'Disconnect' }).click();
    await feedRow.getByRole('button', { name: 'Connect', exact: true }).waitFor();
    expect((await fetch(url.startsWith('http') ? url : appUrl(url))).status).toBe(404);
  });
});
