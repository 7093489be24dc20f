// Study › Bookmark online: adding through the Add link modal, the address check,
// search and the delete confirmation; what the screen shows is checked against the server's copy.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken } from '../support/auth-helpers';
import { signInNewStudent } from '../support/signed-in-student';
import { useBrowser } from '../support/browser';
import {
  addLink,
  asLinks,
  card,
  cards,
  cardTitles,
  openBookmarks,
  serverBookmarks,
  waitForCardTitles,
  waitForServerLinks,
  type Link,
} from './support/bookmarks-page';
import { syncStatus } from '../support/sync-status';

const ALL_SAVED = 'Sync status: All saved';

describe('bookmarks online', () => {
  const { newPage } = useBrowser();

  /** A new user on an empty bookmarks screen, and their API token. */
  async function freshUserOnBookmarks(): Promise<{ page: Page; token: string }> {
    const { page } = await newPage();
    await signInNewStudent(page);
    await openBookmarks(page);
    await page.getByText('No bookmarks yet.', { exact: true }).waitFor();
    return { page, token: await apiAccessToken(page) };
  }

  it('adds a link: Save waits for title and URL, the new card comes first, opens in a new tab, and the server has it', async () => {
    const { page, token } = await freshUserOnBookmarks();
    const syllabus: Link = { title: 'Course syllabus', url: 'https://university.example.edu/syllabus', description: 'Week by week reading list' };
    const library: Link = { title: 'Library catalogue', url: 'http://library.example.org/search?q=calculus', description: '' };

    await page.getByRole('button', { name: 'Add link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('Title').fill(syllabus.title);
    expect(await save.isDisabled()).toBe(true);
    await dialog.getByLabel('URL').fill(syllabus.url);
    await expect.poll(() => save.isEnabled()).toBe(true);
    await dialog.getByLabel('Title').fill('   ');
    await expect.poll(() => save.isDisabled()).toBe(true); // whitespace is not a title
    await dialog.getByLabel('Title').fill(syllabus.title);
    await dialog.getByLabel('Description').fill(syllabus.description);
    await save.click();
    await dialog.waitFor({ state: 'hidden' });

    await card(page, syllabus.title).waitFor();
    expect(await page.getByText('No bookmarks yet.').count()).toBe(0);
    await addLink(page, library);
    await waitForCardTitles(page, [library.title, syllabus.title]);

    const link = card(page, syllabus.title).getByRole('link', { name: syllabus.title });
    expect(await link.getAttribute('href')).toBe(syllabus.url);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await card(page, syllabus.title).getByText(syllabus.description).isVisible()).toBe(true);
    expect(await card(page, library.title).getByText(library.url, { exact: true }).isVisible()).toBe(true);

    const onServer = await waitForServerLinks(token, [syllabus, library]);
    expect(onServer).toHaveLength(2);
    await syncStatus(page, ALL_SAVED).waitFor();

    // After a reload the list comes from the server's order: still newest first.
    await page.reload();
    await waitForCardTitles(page, [library.title, syllabus.title]);
  });

  it('refuses an address that is not http(s), with a message, and saves nothing', async () => {
    const { page, token } = await freshUserOnBookmarks();
    await page.getByRole('button', { name: 'Add link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    const message = dialog.getByText('Enter a web address starting with http:// or https://.', { exact: true });
    await dialog.getByLabel('Title').fill('Sneaky');

    for (const address of ['javascript:alert(1)', 'ftp://x', 'https://']) {
      await dialog.getByLabel('URL').fill(address);
      expect(await message.count()).toBe(0); // typing clears the previous message
      await dialog.getByRole('button', { name: 'Save' }).click();
      await message.waitFor();
      expect(await dialog.isVisible()).toBe(true);
    }
    expect(await dialog.getByLabel('URL').getAttribute('type')).toBe('url');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cards(page).count()).toBe(0);
    expect(await page.getByText('No bookmarks yet.', { exact: true }).isVisible()).toBe(true);
    expect(await syncStatus(page, ALL_SAVED).isVisible()).toBe(true); // nothing queued either
    expect(await serverBookmarks(token)).toEqual([]);
  });

  it('search filters by title, URL and description, ignoring case', async () => {
    const { page } = await freshUserOnBookmarks();
    const links: Link[] = [
      { title: 'Calculus Notes', url: 'https://math.example.edu/calc', description: 'Limits and derivatives' },
      { title: 'Chemistry Lab', url: 'https://lab.example.org/chem', description: 'Safety GUIDE for the lab' },
      { title: 'Writing Center', url: 'https://WRITING.example.com/help', description: '' },
    ];
    for (const link of links) await addLink(page, link);
    await waitForCardTitles(page, ['Writing Center', 'Chemistry Lab', 'Calculus Notes']);

    const search = page.getByRole('searchbox', { name: 'Search links' });
    const expectShown = async (query: string, titles: string[]) => {
      await search.fill(query);
      await waitForCardTitles(page, titles);
    };
    await expectShown('cALCULUS', ['Calculus Notes']); // title
    await expectShown('EXAMPLE.ORG', ['Chemistry Lab']); // URL
    await expectShown('writing.example', ['Writing Center']); // URL stored in capitals
    await expectShown('guide', ['Chemistry Lab']); // description
    await expectShown('DERIVATIVES', ['Calculus Notes']); // description
    await expectShown('example', ['Writing Center', 'Chemistry Lab', 'Calculus Notes']);
    await expectShown('no such link', []);
    expect(await page.getByText('No links match “no such link”.').isVisible()).toBe(true);
    expect(await page.getByText('No bookmarks yet.').count()).toBe(0); // there are bookmarks, just no match
    await page.getByRole('button', { name: 'Clear search' }).last().click();
    await waitForCardTitles(page, ['Writing Center', 'Chemistry Lab', 'Calculus Notes']);
    expect(await search.inputValue()).toBe('');
    // The box's own clear button too.
    await search.fill('calc');
    await waitForCardTitles(page, ['Calculus Notes']);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await waitForCardTitles(page, ['Writing Center', 'Chemistry Lab', 'Calculus Notes']);
  });

  it('starts from a suggestion, adds https:// to an address typed without it, and a delete can be undone', async () => {
    const { page, token } = await freshUserOnBookmarks();
    await page.getByRole('button', { name: 'Library' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add link' });
    expect(await dialog.getByLabel('Title').inputValue()).toBe('Library');
    await dialog.getByLabel('URL').fill('library.example.edu/hours');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('status').filter({ hasText: 'Link added' }).filter({ hasText: '“Library” is saved.' }).waitFor();
    const library: Link = { title: 'Library', url: 'https://library.example.edu/hours', description: '' };
    expect(await card(page, 'Library').getByRole('link', { name: 'Library' }).getAttribute('href')).toBe(library.url);
    await waitForServerLinks(token, [library]);

    await card(page, 'Library').getByRole('button', { name: 'Delete Library' }).click();
    await page.getByRole('dialog', { name: 'Delete this link?' }).getByRole('button', { name: 'Delete' }).click();
    const notice = page.getByRole('status').filter({ hasText: 'Link deleted' });
    await notice.waitFor();
    // The page leaves room at its end for the notice, so it never covers the last buttons.
    const room = () => page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
    await expect.poll(room).toBeGreaterThanOrEqual((await notice.boundingBox())!.height);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await waitForCardTitles(page, ['Library']);
    // Once every notice has left, the room goes too.
    await expect.poll(room, { timeout: 20_000 }).toBe(0);
    expect(asLinks(await waitForServerLinks(token, [library]))).toEqual([library]);
  });

  it('asks "Delete this link?" first: Cancel keeps the link, Delete removes it here and on the server', async () => {
    const { page, token } = await freshUserOnBookmarks();
    const keep: Link = { title: 'Keep me', url: 'https://keep.example.com/', description: 'stays' };
    const doomed: Link = { title: 'Old timetable', url: 'https://timetable.example.com/2023', description: 'outdated' };
    await addLink(page, keep);
    await addLink(page, doomed);
    await waitForServerLinks(token, [keep, doomed]);

    const dialog = page.getByRole('dialog', { name: 'Delete this link?' });
    await card(page, doomed.title)
      .getByRole('button', { name: `Delete ${doomed.title}` })
      .click();
    await dialog.getByText('“Old timetable” will be removed from your links.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cardTitles(page)).toEqual([doomed.title, keep.title]);

    await card(page, doomed.title)
      .getByRole('button', { name: `Delete ${doomed.title}` })
      .click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await waitForCardTitles(page, [keep.title]);

    const onServer = await waitForServerLinks(token, [keep]);
    expect(asLinks(onServer)).toEqual([keep]);
    await syncStatus(page, ALL_SAVED).waitFor();
  });
});
