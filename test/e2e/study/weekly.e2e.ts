// Study › Weekly in Chromium: a plan generated online opens in the viewer; offline the
// device writes one, it is edited, survives a reload, and both reach the server once back online; a
// plan whose markdown holds a script link and raw HTML renders inert; delete and Undo.
import { axeCheck } from '../support/axe';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent, signedInStorageState } from '../support/signed-in-student';
import { useBrowser } from '../support/browser';
import { inBothSchemes } from '../support/color-scheme';
import { editPlan, generatePlan, listedTitles, openWeekly, thisWeek, viewer, waitForServerPlans } from './support/weekly-page';

const HOSTILE = '# Mine\n\nA link: [x](javascript:alert(1))\n\nSome HTML: <img src=x onerror=alert(1)>\n\n[Course page](https://example.edu/cs)\n';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeCheck(page);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('weekly study plans', () => {
  const { newPage, browser } = useBrowser();

  it('generates online and offline, edits offline, syncs both once, renders hostile markdown inert, deletes and undoes', async () => {
    // Needs the worker: the page reloads without a network.
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signInNewStudent(page);
    await openWeekly(page);

    // Online: the server writes it and it opens in the viewer.
    const online = await generatePlan(page, { title: 'Online plan', description: 'Recursion, linked lists, problem set 4', course: 'CS 2110' });
    await online.getByRole('table').first().waitFor();
    await online.getByText(/Made by DegreeMate’s planner|Written by /).waitFor();
    await online.getByRole('button', { name: 'Close', exact: true }).click();
    await thisWeek(page).getByText('Online plan').waitFor();
    const token = await apiAccessToken(page);
    await waitForServerPlans(token, (plans) => plans.length === 1 && plans[0]!.title === 'Online plan');

    // Offline: the device writes it; edited into hostile markdown.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    // The app's offline notice sits in a corner above everything; the student closes it to work.
    await page.getByRole('status').filter({ hasText: 'Working from this device' }).getByRole('button', { name: 'Dismiss' }).click();
    const offline = await generatePlan(page, { title: 'Offline plan', description: 'Integrals, series' });
    await offline.getByText(/offline, so DegreeMate’s planner made this plan on this device/).waitFor();
    // Renamed first (its heading follows the title), then its markdown written by hand, heading and all.
    const renamed = await editPlan(page, offline, { title: 'Offline plan (edited)' });
    const edited = await editPlan(page, renamed, { markdown: HOSTILE });
    await edited.getByRole('heading', { name: 'Mine' }).waitFor();
    expect(await edited.locator('a[href^="javascript"], img, [onerror]').count()).toBe(0);
    expect(await edited.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(['https://example.edu/cs']);
    await edited.getByText('<img src=x onerror=alert(1)>').waitFor(); // shown as text
    await edited.getByRole('button', { name: 'Close', exact: true }).click();

    // A reload without a network keeps both.
    await page.reload();
    await page.getByRole('heading', { name: 'Weekly Study Plan (This Week)' }).waitFor();
    await thisWeek(page).getByText('Offline plan (edited)').waitFor();
    expect((await listedTitles(thisWeek(page))).sort()).toEqual(['Offline plan (edited)', 'Online plan']);

    // Back online: the server has both, the offline one exactly once and as edited.
    await context.setOffline(false);
    const plans = await waitForServerPlans(token, (all) => all.some((p) => p.title === 'Offline plan (edited)'));
    expect(plans.map((p) => p.title).sort()).toEqual(['Offline plan (edited)', 'Online plan']);
    expect(plans.find((p) => p.title === 'Offline plan (edited)')).toMatchObject({ markdown_plan: HOSTILE.trim(), source: 'embedded' });

    // The hostile plan, opened again from the list once the device has the server's copy: still inert.
    await page.getByRole('button', { name: /^Sync status: All saved/ }).waitFor();
    await thisWeek(page).getByRole('button', { name: 'View Offline plan (edited)' }).click();
    const again = viewer(page, 'Offline plan (edited)');
    await again.getByRole('heading', { name: 'Mine' }).waitFor();
    expect(await again.locator('a[href^="javascript"], img').count()).toBe(0);
    await again.getByRole('button', { name: 'Close', exact: true }).click();
    await again.waitFor({ state: 'detached' });

    // Delete asks nothing; Undo brings it back.
    await thisWeek(page).getByRole('button', { name: 'View Online plan' }).click();
    await viewer(page, 'Online plan').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('“Online plan” was deleted.').waitFor();
    await thisWeek(page).getByText('Online plan', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Undo' }).click();
    await thisWeek(page).getByText('Online plan', { exact: true }).waitFor();
    const after = await waitForServerPlans(token, (all) => all.length === 2 && all.some((p) => p.title === 'Online plan'));
    expect(after.map((p) => p.title).sort()).toEqual(['Offline plan (edited)', 'Online plan']);
    expect(dialogs).toEqual([]);
  });

  it('the tab, the calendar, the viewer and Edit Plan pass axe in light and dark, desktop and phone', async () => {
    const storageState = await signedInStorageState(browser());
    const { page } = await newPage({ storageState, colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    const serious = (what: string) => inBothSchemes(page, async (scheme) => (await seriousViolations(page)).map((v) => `${what} (${scheme}): ${v}`));
    await openWeekly(page);
    const opened = await generatePlan(page, { title: 'Axe week', description: 'Graphs, dynamic programming', course: 'CS 3110' });
    await opened.getByRole('table').first().waitFor();
    expect(await serious('viewer')).toEqual([]);
    await opened.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('dialog', { name: 'Edit Plan' }).waitFor();
    expect(await serious('Edit Plan')).toEqual([]);
    await page.getByRole('dialog', { name: 'Edit Plan' }).getByRole('button', { name: 'Cancel' }).click();
    await viewer(page, 'Axe week').getByRole('button', { name: 'Close', exact: true }).click(); // Cancel went back to the viewer
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.mouse.move(0, 0); // a hovered button's colours are the theme's, checked where it is at rest
      expect(await serious(`tab at ${width}px`)).toEqual([]);
    }
  }, 240_000); // a sign-up and eight axe passes: over 80 s on a loaded 2-core machine
});
