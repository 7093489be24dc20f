// The notices floating over the page's bottom (src/ui/use-notice-room.ts, src/app/styles/notice-room.css):
// the undo notice and the offline notice never cover each other, and the page leaves room for both; a dialog
// ends above them (a tall one scrolls inside itself, so its Save can be brought above; a short one gets no
// empty band below its buttons).
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newAccount, waitForOfflineReady } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { useBrowser } from '../support/browser';
import { addLink, deleteLink, openBookmarks } from './support/bookmarks-page';
import { syncStatus } from '../support/sync-status';

const box = async (locator: Locator) => {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return { top: found.y, bottom: found.y + found.height };
};

describe("notices over the page's bottom", () => {
  const { newPage } = useBrowser();

  /** A new student on Study › Bookmark at this phone height, offline, with the offline notice showing. */
  async function offlineOnBookmarks(height: number) {
    // The worker: the notices' code is a chunk of its own, loaded offline from its cache.
    const { context, page } = await newPage({ viewport: { width: 390, height }, serviceWorkers: 'allow' });
    await signInNewStudent(page, newAccount());
    await openBookmarks(page);
    await waitForOfflineReady(page);
    await context.setOffline(true);
    const offline = page.getByRole('status').filter({ hasText: 'Working from this device' });
    await offline.waitFor();
    return { page, offline };
  }

  it('a dialog ends above the offline notice, scrolls to its last button when tall, and has no empty band when short', async () => {
    const { page, offline: notice } = await offlineOnBookmarks(520);
    const noticeTop = (await box(notice)).top;

    // Tall: Add link's three fields and buttons do not fit above the notice.
    await page.getByRole('button', { name: 'Add link' }).click();
    const form = page.getByRole('dialog', { name: 'Add link' });
    const save = form.getByRole('button', { name: 'Save' });
    await save.waitFor();
    await expect.poll(async () => (await box(form)).bottom).toBeLessThanOrEqual(noticeTop);
    await save.scrollIntoViewIfNeeded();
    expect((await box(save)).bottom).toBeLessThanOrEqual(noticeTop);
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });

    // Short: the sign-out question, once a change waits.
    await addLink(page, { title: 'Offline idea', url: 'https://idea.example.com/', description: '' });
    await syncStatus(page, 'Sync status: Offline, 1 change waiting').waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    const signOut = question.getByRole('button', { name: 'Sign out' });
    await signOut.waitFor();
    const dialog = await box(question);
    expect(dialog.bottom).toBeLessThanOrEqual(noticeTop);
    // Below the buttons only the body's own padding (16 px), not the notice's room.
    expect(dialog.bottom - (await box(signOut)).bottom).toBeLessThan(32);
    await question.getByRole('button', { name: 'Cancel' }).click();
    await question.waitFor({ state: 'hidden' });

    // Full screen on a phone (the syllabus import): the whole screen from its top, its end scrollable above.
    await page.getByRole('link', { name: 'Tasks' }).click();
    await page.getByRole('button', { name: 'Import syllabus' }).click();
    const importer = page.getByRole('dialog', { name: 'Import syllabus' });
    await importer.waitFor();
    await expect.poll(async () => (await box(importer)).top).toBe(0);
    expect(await importer.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeGreaterThanOrEqual(0);
  });

  it('notices stack instead of covering each other, and the page leaves room for them all', async () => {
    const { page, offline } = await offlineOnBookmarks(700);
    // Added, then deleted at once: the saved notice and the undo notice show together, over the offline one.
    await addLink(page, { title: 'Offline idea', url: 'https://idea.example.com/', description: '' });
    const saved = page.getByRole('status').filter({ hasText: 'Link added' });
    await saved.waitFor();
    await deleteLink(page, 'Offline idea');
    const undo = page.getByRole('status').filter({ hasText: 'Link deleted' });
    await undo.waitFor();

    const offlineBox = await box(offline);
    await expect.poll(async () => (await box(saved)).bottom).toBeLessThanOrEqual(offlineBox.top);
    await expect.poll(async () => (await box(undo)).bottom).toBeLessThanOrEqual((await box(saved)).top);
    const room = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    const undoTop = (await box(undo)).top;
    await expect.poll(room).toBeGreaterThanOrEqual(700 - undoTop);

    // Those gone, the room shrinks back to the corner's notice (offline).
    await undo.getByRole('button', { name: 'Dismiss' }).click();
    await saved.getByRole('button', { name: 'Dismiss' }).click();
    await expect.poll(room).toBeLessThan(700 - undoTop);
    const cornerTop = await page.evaluate(() =>
      Math.min(...[...document.querySelectorAll('.mantine-Notification-root')].map((notice) => notice.getBoundingClientRect().top)),
    );
    expect(await room()).toBeGreaterThanOrEqual(700 - cornerTop);
  });
});
