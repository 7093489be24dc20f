// Study › Bookmark without a network: changes show at once, in every tab, are counted in
// the top bar, survive a reload and reach the server exactly once back online; Sign Out with
// changes waiting warns first and then really forgets them.
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, newAccount, signInAgain, tokenSubject, waitForOfflineReady, type TestAccount } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import {
  addLink,
  asLinks,
  card,
  deleteLink,
  editLink,
  openBookmarks,
  serverBookmarks,
  waitForCardTitles,
  waitForServerLinks,
  type Link,
} from './support/bookmarks-page';
import { syncStatus } from '../support/sync-status';

const ALL_SAVED = 'Sync status: All saved';

describe('bookmarks offline', () => {
  const { newPage } = useBrowser();

  /**
   * A new user with these links already on the server, on the bookmarks screen. With `serviceWorkers: 'allow'`
   * the service worker is in control before it returns, so the app can load without a network (a reload, another page).
   */
  async function userWithLinks(
    links: Link[],
    { account = newAccount(), serviceWorkers }: { account?: TestAccount } & Pick<BrowserContextOptions, 'serviceWorkers'> = {},
  ): Promise<{ context: BrowserContext; page: Page; token: string }> {
    const { context, page } = await newPage({ serviceWorkers });
    await signInNewStudent(page, account);
    await openBookmarks(page);
    for (const link of links) await addLink(page, link);
    const token = await apiAccessToken(page);
    await waitForServerLinks(token, links);
    await syncStatus(page, ALL_SAVED).waitFor();
    if (serviceWorkers === 'allow') await waitForOfflineReady(page);
    return { context, page, token };
  }

  it('adds, edits and deletes offline, live in a second tab, counts the waiting changes, then syncs exactly those', async () => {
    const notes: Link = { title: 'Lecture notes', url: 'https://notes.example.edu/', description: 'Shared folder' };
    const forum: Link = { title: 'Course forum', url: 'https://forum.example.edu/', description: 'Questions' };
    const { context, page, token } = await userWithLinks([notes, forum]);
    const before = await serverBookmarks(token);
    const notesId = before.find((b) => b.title === notes.title)?.id;

    const second = await context.newPage();
    await openBookmarks(second);
    await waitForCardTitles(second, [forum.title, notes.title]);

    await context.setOffline(true);
    for (const tab of [page, second]) await syncStatus(tab, 'Sync status: Offline').waitFor();
    // The user works in the first tab; the second stays open behind it (Chromium runs the front tab's
    // animations at full speed, so this also keeps the modals quick).
    await page.bringToFront();

    // Add in the first tab: at once here, live in the second.
    const grades: Link = { title: 'Grade calculator', url: 'https://grades.example.com/calc', description: 'What do I need on the final?' };
    await addLink(page, grades);
    await waitForCardTitles(page, [grades.title, forum.title, notes.title]);
    await waitForCardTitles(second, [grades.title, forum.title, notes.title]);

    // Edit every field of a synced link.
    const notesEdited: Link = { title: 'Lecture notes (spring)', url: 'https://notes.example.edu/spring', description: 'Shared folder, new term' };
    await editLink(page, notes.title, notesEdited);
    await card(page, notesEdited.title).getByText(notesEdited.description).waitFor();
    await card(second, notesEdited.title).getByText(notesEdited.description).waitFor();
    expect(await card(second, notesEdited.title).getByRole('link', { name: notesEdited.title }).getAttribute('href')).toBe(notesEdited.url);
    expect(await card(second, notes.title).count()).toBe(0);

    // Delete a synced link.
    await deleteLink(page, forum.title);
    await waitForCardTitles(page, [grades.title, notesEdited.title]);
    await waitForCardTitles(second, [grades.title, notesEdited.title]);

    // And a change made in the second tab reaches the first: edit the link added offline.
    const gradesEdited: Link = { ...grades, description: 'Final exam weights' };
    await second.bringToFront();
    await editLink(second, grades.title, { description: gradesEdited.description });
    await card(page, grades.title).getByText(gradesEdited.description).waitFor();

    // Four changes wait (add, edit, delete, edit), and every tab says so.
    for (const tab of [page, second]) await syncStatus(tab, 'Sync status: Offline, 4 changes waiting').waitFor();
    // What a sighted user reads: the label and the count badge.
    expect(await page.getByRole('button', { name: /^Sync status:/ }).innerText()).toMatch(/^\s*Offline\s*4\s*$/);
    expect(asLinks(await serverBookmarks(token))).toEqual(asLinks([notes, forum])); // nothing has left the device

    await context.setOffline(false);
    for (const tab of [page, second]) await syncStatus(tab, ALL_SAVED).waitFor({ timeout: 20_000 });
    const after = await serverBookmarks(token);
    expect(asLinks(after)).toEqual(asLinks([gradesEdited, notesEdited]));
    expect(after).toHaveLength(2); // no duplicate of the added link, the deleted one gone
    expect(after.find((b) => b.title === notesEdited.title)?.id).toBe(notesId); // edited in place, not re-created
    await waitForCardTitles(page, [grades.title, notesEdited.title]);
  });

  it('keeps showing the bookmarks, and the waiting change, after a reload without a network', async () => {
    const first: Link = { title: 'Campus map', url: 'https://map.example.edu/', description: 'Buildings' };
    const second: Link = { title: 'Bus timetable', url: 'https://bus.example.com/route-7', description: '' };
    // Needs the worker: the page reloads without a network.
    const { context, page, token } = await userWithLinks([first, second], { serviceWorkers: 'allow' });

    await context.setOffline(true);
    const offlineLink: Link = { title: 'Offline reading', url: 'https://reading.example.org/', description: 'added without a network' };
    await addLink(page, offlineLink);
    await waitForCardTitles(page, [offlineLink.title, second.title, first.title]);

    await page.reload();
    await page.getByRole('heading', { name: 'My important links' }).waitFor();
    await waitForCardTitles(page, [offlineLink.title, second.title, first.title]);
    await card(page, offlineLink.title).getByText(offlineLink.description).waitFor();
    await syncStatus(page, 'Sync status: Offline, 1 change waiting').waitFor();
    // The card itself says so; the others, already on the server, do not.
    await card(page, offlineLink.title).getByText('Waiting to sync').waitFor();
    expect(await page.getByText('Waiting to sync').count()).toBe(1);

    // And it still gets there once the network is back.
    await context.setOffline(false);
    await waitForServerLinks(token, [first, second, offlineLink]);
    await syncStatus(page, ALL_SAVED).waitFor();
    await card(page, offlineLink.title).getByText('Waiting to sync').waitFor({ state: 'detached' });
  });

  it('Sign Out with changes waiting warns how many will be lost; confirming forgets them on this device', async () => {
    const account = newAccount({ givenName: 'Mae', familyName: 'Jemison' });
    const kept: Link = { title: 'Scholarships', url: 'https://aid.example.edu/scholarships', description: 'Deadlines in March' };
    // Needs the worker: signing out without a network loads the signed-out page.
    const { context, page, token } = await userWithLinks([kept], { account, serviceWorkers: 'allow' });
    const database = `degreemate-${tokenSubject(token)}`;
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name));
    expect(await databases()).toContain(database);

    await context.setOffline(true);
    const unsynced: Link = { title: 'Unsynced idea', url: 'https://idea.example.com/', description: 'never reaches the server' };
    await addLink(page, unsynced);
    await syncStatus(page, 'Sync status: Offline, 1 change waiting').waitFor();

    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await dialog.getByText("1 change hasn't been saved to the server yet and will be lost. Sign out anyway?").waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/study/bookmark');
    expect(await card(page, unsynced.title).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign Out' }).isVisible()).toBe(true);

    // A second change: the count follows.
    await deleteLink(page, kept.title);
    await waitForCardTitles(page, [unsynced.title]);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await dialog.getByText("2 changes haven't been saved to the server yet and will be lost. Sign out anyway?").waitFor();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL((url) => url.href === appUrl('/signed-out'), { timeout: 20_000 });
    await page.getByRole('heading', { level: 1, name: 'You have signed out' }).waitFor();
    await page.waitForFunction((name) => indexedDB.databases().then((all) => !all.some((db) => db.name === name)), database, { timeout: 10_000 });

    // Back online and signed in again as the same user: the server's copy, without the discarded changes.
    await context.setOffline(false);
    await signInAgain(page, account, '/study/bookmark');
    await waitForCardTitles(page, [kept.title]);
    await syncStatus(page, ALL_SAVED).waitFor();
    expect(await card(page, unsynced.title).count()).toBe(0);
    expect(asLinks(await serverBookmarks(await apiAccessToken(page)))).toEqual([kept]);
  });
});
