// Two devices of one student (two browser contexts, one account), both on Study › Bookmark, against
// the real server: a link the server keeps failing waits alone in "Not saved" with Retry
// while the others arrive; edits of different fields on each device offline are both kept; the same
// field goes to the later push, and the later device lists the replaced value with Restore; an edit
// of a link deleted on the other device is offered back, and Restore adds it as a new link.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, newAccount, waitForAppPath, type TestAccount } from '../support/auth-helpers';
import { signInContextTo, signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { keepScreenshot } from '../support/keep-screenshot';
import {
  addLink,
  card,
  deleteLink,
  editLink,
  openBookmarks,
  serverBookmarks,
  waitForCardTitles,
  waitForServerLinks,
  type Link,
  type ServerBookmark,
} from '../bookmarks/support/bookmarks-page';
import { syncStatus } from '../support/sync-status';
import { closeSyncPanel, failOneLink, openSyncPanel, panelSection, SERVER_FAILURE, syncButton } from './support/sync-panel';

const ALL_SAVED = 'Sync status: All saved';
const OFFLINE = 'Sync status: Offline';
const TEST_TIMEOUT = 150_000;

interface Device {
  context: BrowserContext;
  page: Page;
}

describe('two devices of one student', () => {
  const { newPage } = useBrowser();

  /**
   * A new student with these links: signed up on the laptop (which adds them), then signed in with
   * the same account on the phone; both on the bookmarks screen, showing the links, all saved.
   */
  async function twoDevices(links: Link[]): Promise<{ laptop: Device; phone: Device; account: TestAccount; token: string }> {
    const laptop = await newPage();
    const account = await signInNewStudent(laptop.page, newAccount());
    await openBookmarks(laptop.page);
    for (const link of links) await addLink(laptop.page, link);
    const token = await apiAccessToken(laptop.page);
    await waitForServerLinks(token, links);
    await syncStatus(laptop.page, ALL_SAVED).waitFor();

    const phone = await newPage();
    // Signed in over HTTP: signing in on the pages is test/e2e/auth's subject, not this file's.
    await signInContextTo(phone.context, account);
    await phone.page.goto(appUrl('/study/bookmark'));
    await waitForAppPath(phone.page, '/study/bookmark');
    await phone.page.getByRole('heading', { name: 'My important links' }).waitFor();
    const titles = links.map((link) => link.title).reverse(); // newest first
    await waitForCardTitles(phone.page, titles, 20_000);
    await syncStatus(phone.page, ALL_SAVED).waitFor();
    return { laptop, phone, account, token };
  }

  /** Offline, on this device: the top bar says so before anything is typed. */
  async function goOffline({ context, page }: Device): Promise<void> {
    await context.setOffline(true);
    await syncStatus(page, OFFLINE).waitFor();
  }

  /** Back online, and everything this device had queued is answered. */
  async function comeBackOnline({ context, page }: Device): Promise<void> {
    await page.bringToFront();
    await context.setOffline(false);
    await syncStatus(page, ALL_SAVED).waitFor({ timeout: 20_000 });
  }

  /** What the card says: its title (name), address and description, as the user sees them. */
  async function expectCard(page: Page, link: Link): Promise<void> {
    const shown = card(page, link.title);
    await shown.waitFor({ timeout: 15_000 });
    expect(await shown.getByRole('link', { name: link.title, exact: true }).getAttribute('href')).toBe(link.url);
    if (link.description) await shown.getByText(link.description, { exact: true }).waitFor({ timeout: 15_000 });
  }

  it(
    'a link the server keeps failing waits alone under "Not saved" with Retry while the others arrive; Retry sends it',
    async () => {
      const existing: Link = { title: 'Course forum', url: 'https://forum.example.edu/', description: 'Questions' };
      const { laptop, phone, token } = await twoDevices([existing]);
      const { page, context } = phone;
      await page.bringToFront();

      await goOffline(phone);
      const reading: Link = { title: 'Week 1 reading', url: 'https://reading.example.edu/week-1', description: 'Chapters 1-3' };
      const flaky: Link = { title: 'Lab report template', url: 'https://lab.example.edu/template.docx', description: 'Due Friday' };
      const calendar: Link = { title: 'Exam calendar', url: 'https://exams.example.edu/', description: '' };
      for (const link of [reading, flaky, calendar]) await addLink(page, link);
      await syncStatus(page, 'Sync status: Offline, 3 changes waiting').waitFor();

      const server = await failOneLink(context, flaky.title);
      await context.setOffline(false);

      // The two others reach the server; the failing one does not hold them back.
      await waitForServerLinks(token, [existing, reading, calendar], 20_000);
      expect(server.failedRequests()).toBeGreaterThan(0);
      // One change waits and is failing: the top bar's name says so.
      await failingStatus(page).waitFor({ timeout: 20_000 });
      // Still on this device, newest first, with its description.
      await waitForCardTitles(page, [calendar.title, flaky.title, reading.title, existing.title]);
      await expectCard(page, flaky);

      const panel = await openSyncPanel(page);
      const notSaved = panelSection(panel, 'Not saved');
      await notSaved.waitFor();
      const row = notSaved.getByRole('listitem').filter({ hasText: `Adding “${flaky.title}”` });
      await row.getByText(`Couldn’t reach the server for this change; trying again automatically. Last time: ${SERVER_FAILURE}`, { exact: true }).waitFor();
      expect(await notSaved.getByRole('listitem').count()).toBe(1); // only that link
      await panel.getByText('Waiting to be saved: 1 link', { exact: true }).waitFor();
      expect(await panelSection(panel, 'Changed on another device').count()).toBe(0);
      const retry = row.getByRole('button', { name: `Retry ${flaky.title}`, exact: true });
      await retry.waitFor();
      expect(await row.getByRole('button', { name: `Discard ${flaky.title}`, exact: true }).isVisible()).toBe(true);

      // The laptop sees the two that arrived, and not the failing one.
      await laptop.page.reload();
      await waitForCardTitles(laptop.page, [calendar.title, reading.title, existing.title], 20_000);

      // Retry sends it at once, not after its backoff: while the server still fails it, it stays.
      const failedAgain = server.nextFailure();
      await retry.click();
      await failedAgain;
      await row.getByText(`Last time: ${SERVER_FAILURE}`, { exact: false }).waitFor();
      // It just failed, so its own next try is a second or more away: the server is well again
      // now, and Retry (not that timer) sends it.
      await server.stop();
      await retry.click();
      await syncStatus(page, ALL_SAVED).waitFor({ timeout: 20_000 });
      const after = await waitForServerLinks(token, [existing, reading, flaky, calendar]);
      expect(after).toHaveLength(4); // the retried create did not duplicate anything
      await notSaved.waitFor({ state: 'detached' });
      await panel.getByText('All your changes are saved to the server.', { exact: true }).waitFor();
      await closeSyncPanel(page);

      await laptop.page.reload();
      await waitForCardTitles(laptop.page, [calendar.title, flaky.title, reading.title, existing.title], 20_000);
      await expectCard(laptop.page, flaky);
    },
    TEST_TIMEOUT,
  );

  it(
    'different fields of one link edited offline on each device: both edits end on both devices and the server, no conflict',
    async () => {
      const syllabus: Link = { title: 'Syllabus', url: 'https://uni.example.edu/cs101/syllabus', description: 'CS 101' };
      const { laptop, phone, token } = await twoDevices([syllabus]);
      const original = (await serverBookmarks(token))[0] as ServerBookmark & { version: number };

      await goOffline(laptop);
      await goOffline(phone);
      await laptop.page.bringToFront();
      await editLink(laptop.page, syllabus.title, { title: 'Syllabus (spring)' });
      await phone.page.bringToFront();
      await editLink(phone.page, syllabus.title, { description: 'CS 101, room 204' });

      const both: Link = { title: 'Syllabus (spring)', url: syllabus.url, description: 'CS 101, room 204' };
      await comeBackOnline(laptop);
      await waitForServerLinks(token, [{ ...syllabus, title: both.title }]);
      await comeBackOnline(phone);
      const [onServer] = await waitForServerLinks(token, [both]);
      expect(onServer?.id).toBe(original.id); // the same link, changed in place
      expect((onServer as { version?: number } | undefined)?.version).toBe(original.version + 2);

      // The phone pushed last: its own answer brought the laptop's title along.
      await expectCard(phone.page, both);
      // The laptop sees the phone's description once it refreshes.
      await laptop.page.reload();
      await expectCard(laptop.page, both);
      for (const device of [laptop, phone]) {
        await waitForCardTitles(device.page, [both.title]);
        // Nothing to report: no conflict in the top bar or in the panel.
        await syncStatus(device.page, ALL_SAVED).waitFor();
        const panel = await openSyncPanel(device.page);
        await panel.getByText('All your changes are saved to the server.', { exact: true }).waitFor();
        expect(await panelSection(panel, 'Changed on another device').count()).toBe(0);
        expect(await panelSection(panel, 'Not saved').count()).toBe(0);
        await closeSyncPanel(device.page);
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'the same field edited offline on both: the later push wins everywhere, the later device lists the replaced value, Restore puts it back',
    async () => {
      const syllabus: Link = { title: 'Syllabus', url: 'https://uni.example.edu/cs101/syllabus', description: 'CS 101' };
      const { laptop, phone, token } = await twoDevices([syllabus]);

      await goOffline(laptop);
      await goOffline(phone);
      await laptop.page.bringToFront();
      await editLink(laptop.page, syllabus.title, { title: 'Laptop title' });
      await phone.page.bringToFront();
      await editLink(phone.page, syllabus.title, { title: 'Phone title' });

      await comeBackOnline(laptop);
      await waitForServerLinks(token, [{ ...syllabus, title: 'Laptop title' }]);
      // The phone pushes later: its title wins, and it keeps the one it replaced.
      await phone.context.setOffline(false);
      await syncStatus(phone.page, 'Sync status: All saved, 1 conflict').waitFor({ timeout: 20_000 });
      await waitForServerLinks(token, [{ ...syllabus, title: 'Phone title' }]);
      await waitForCardTitles(phone.page, ['Phone title']);
      await laptop.page.reload();
      await waitForCardTitles(laptop.page, ['Phone title'], 20_000);
      // The laptop's change was replaced, but the laptop has nothing to report: the phone does.
      await syncStatus(laptop.page, ALL_SAVED).waitFor();

      await phone.page.bringToFront();
      const panel = await openSyncPanel(phone.page);
      const conflicts = panelSection(panel, 'Changed on another device');
      const row = conflicts.getByRole('listitem');
      expect(await row.count()).toBe(1);
      // Named as the link is now called on this device; the sentence says what it replaced.
      await row.getByText('“Phone title”', { exact: true }).waitFor();
      await row.getByText('Replaced a change made on another device: Title was “Laptop title”.', { exact: true }).waitFor();
      const restore = row.getByRole('button', { name: 'Restore Title of Phone title', exact: true });
      expect(await restore.innerText()).toBe('Restore');
      expect(await restore.getAttribute('title')).toBe('Put the other device’s value back.');
      expect(await row.getByRole('button', { name: 'Dismiss conflict about Title of Phone title', exact: true }).isVisible()).toBe(true);
      expect(await panelSection(panel, 'Not saved').count()).toBe(0);

      // How it looks on a 390 px phone.
      await phone.page.setViewportSize({ width: 390, height: 844 });
      await expectFitsViewport(phone.page, panel);
      await keepScreenshot(phone.page, 'sync-conflict-390');

      await restore.click();
      await conflicts.waitFor({ state: 'detached' });
      await syncStatus(phone.page, ALL_SAVED).waitFor({ timeout: 20_000 });
      await waitForServerLinks(token, [{ ...syllabus, title: 'Laptop title' }]);
      await waitForCardTitles(phone.page, ['Laptop title']);
      await closeSyncPanel(phone.page);
      await laptop.page.reload();
      await waitForCardTitles(laptop.page, ['Laptop title'], 20_000);
      await expectCard(laptop.page, { ...syllabus, title: 'Laptop title' });
      // Restoring is an ordinary change: no new conflict on either device.
      for (const device of [laptop, phone]) await syncStatus(device.page, ALL_SAVED).waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    'a link deleted on one device while edited offline on the other: the editor loses it, is told, and Restore adds it back as a new link',
    async () => {
      const syllabus: Link = { title: 'Syllabus', url: 'https://uni.example.edu/cs101/syllabus', description: 'CS 101' };
      const forum: Link = { title: 'Course forum', url: 'https://forum.example.edu/', description: 'Questions' };
      const { laptop, phone, token } = await twoDevices([syllabus, forum]);
      const original = (await serverBookmarks(token)).find((b) => b.title === syllabus.title)!;

      await goOffline(laptop);
      await goOffline(phone);
      await laptop.page.bringToFront();
      await deleteLink(laptop.page, syllabus.title);
      await waitForCardTitles(laptop.page, [forum.title]);
      await phone.page.bringToFront();
      const edited: Link = { ...syllabus, title: 'Syllabus (still needed)', description: 'CS 101, my notes' };
      await editLink(phone.page, syllabus.title, { title: edited.title, description: edited.description });

      await comeBackOnline(laptop);
      await waitForServerLinks(token, [forum]);
      // The phone's edit meets a link that is gone: the link goes here too, and the phone says why.
      await phone.context.setOffline(false);
      await syncStatus(phone.page, 'Sync status: All saved, 1 conflict').waitFor({ timeout: 20_000 });
      await waitForCardTitles(phone.page, [forum.title]);
      expect(await serverBookmarks(token)).toHaveLength(1); // the edit did not bring it back by itself

      const panel = await openSyncPanel(phone.page);
      const row = panelSection(panel, 'Changed on another device').getByRole('listitem');
      expect(await row.count()).toBe(1);
      await row.getByText(`“${edited.title}” was deleted on another device after you changed it.`, { exact: true }).waitFor();
      const restore = row.getByRole('button', { name: `Restore ${edited.title}`, exact: true });
      expect(await restore.innerText()).toBe('Restore');
      expect(await restore.getAttribute('title')).toBe('Add it back as a new item, with your changes.');

      await restore.click();
      await row.waitFor({ state: 'detached' });
      await syncStatus(phone.page, ALL_SAVED).waitFor({ timeout: 20_000 });
      const after = await waitForServerLinks(token, [forum, edited]);
      const restored = after.find((b) => b.title === edited.title)!;
      expect(restored.id).not.toBe(original.id); // a new link, with the phone's changes
      await closeSyncPanel(phone.page);
      await expectCard(phone.page, edited);
      await waitForCardTitles(phone.page, [edited.title, forum.title]);

      await laptop.page.reload();
      await waitForCardTitles(laptop.page, [edited.title, forum.title], 20_000);
      await expectCard(laptop.page, edited);
      await syncStatus(laptop.page, ALL_SAVED).waitFor();
    },
    TEST_TIMEOUT,
  );

  it('while a link keeps failing, the top bar says it is retrying, not that all is saved', async () => {
    const { context, page } = await newPage();
    await signInNewStudent(page);
    await openBookmarks(page);
    const flaky: Link = { title: 'Lab report template', url: 'https://lab.example.edu/template.docx', description: '' };
    await failOneLink(context, flaky.title);
    await addLink(page, flaky);
    await failingStatus(page).waitFor({ timeout: 20_000 });

    const panel = await openSyncPanel(page);
    await panel.getByText('Some changes didn’t get through yet; trying again automatically.', { exact: true }).waitFor();
    await panelSection(panel, 'Not saved').getByText(`Adding “${flaky.title}”`, { exact: true }).waitFor();
    expect(await syncButton(page).getAttribute('aria-label')).toBe('Sync status: Retrying, 1 change waiting, 1 change failing');
  });

  it('a panel action pressed from the keyboard (Retry) keeps focus in the panel; Escape then closes it', async () => {
    const { context, page } = await newPage();
    await signInNewStudent(page);
    await openBookmarks(page);
    const flaky: Link = { title: 'Lab report template', url: 'https://lab.example.edu/template.docx', description: '' };
    const server = await failOneLink(context, flaky.title);
    await addLink(page, flaky);
    await failingStatus(page).waitFor({ timeout: 20_000 });

    // By keyboard: Enter on the sync button opens the panel with focus inside; Escape closes it and
    // focus returns to the button.
    const panel = page.getByRole('dialog', { name: 'Sync details' });
    await syncButton(page).focus();
    await page.keyboard.press('Enter');
    await panel.waitFor();
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await syncButton(page).evaluate((element) => element === document.activeElement)).toBe(true);

    // Again, and Retry with Enter while the server still fails it: tried at once, failed again, and
    // its row (the same element) stays, with focus still on it.
    await page.keyboard.press('Enter');
    await panel.waitFor();
    const retry = panel.getByRole('button', { name: `Retry ${flaky.title}`, exact: true });
    const rowBefore = await retry.elementHandle();
    await retry.focus();
    const failedAgain = server.nextFailure();
    await page.keyboard.press('Enter');
    await failedAgain;
    await retry.waitFor();
    expect(await retry.evaluate((element, before) => element === before, rowBefore)).toBe(true);
    await page.waitForFunction((button) => button?.getAttribute('aria-busy') !== 'true', rowBefore);
    expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await syncButton(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await server.stop();
  });
});

/** The sync button once exactly one change waits and it is failing, whatever its short label says. */
function failingStatus(page: Page): Locator {
  return page.getByRole('button', { name: /^Sync status: [^,]+, 1 change waiting, 1 change failing$/ });
}

/** The open panel lies within the viewport's width (it scrolls inside itself, never sideways). */
async function expectFitsViewport(page: Page, panel: Locator): Promise<void> {
  await page.waitForFunction(() => document.documentElement.clientWidth <= 390);
  await panel.waitFor();
  const box = await panel.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  expect(await syncButton(page).isVisible()).toBe(true);
}
