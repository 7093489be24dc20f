// Live sync in the browser: two contexts of one student, both on Study › Bookmark. A link added on the laptop
// appears on the phone without anything done there: the phone's live stream pokes it and it pulls. The wait is
// far shorter than the 30 s poll, so only the stream can bring it.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addLink, openBookmarks, waitForCardTitles, type Link } from '../bookmarks/support/bookmarks-page';
import { useBrowser } from '../support/browser';
import { signedInStorageState } from '../support/signed-in-student';

const STREAM = '/api/changes/stream/';

describe('live sync between two devices', () => {
  const { browser, newPage } = useBrowser();

  /** On the bookmarks screen, its first pull done and its live stream answered. */
  async function device(storageState: Awaited<ReturnType<typeof signedInStorageState>>): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await newPage({ storageState });
    const streaming = opened.page.waitForResponse((response) => response.url().includes(STREAM) && response.status() === 200, { timeout: 30_000 });
    await openBookmarks(opened.page);
    await streaming;
    return opened;
  }

  it('a link added on the laptop shows on the phone with no action there', async () => {
    const storageState = await signedInStorageState(browser());
    const laptop = await device(storageState);
    const phone = await device(storageState);
    await waitForCardTitles(phone.page, []);
    const feedReads: string[] = [];
    phone.page.on('request', (request) => void (request.url().includes('/api/changes/?') && feedReads.push(request.url())));

    const link: Link = { title: 'Office hours', url: 'https://uni.example.edu/office-hours', description: 'Tuesdays' };
    await laptop.page.bringToFront();
    await addLink(laptop.page, link);
    // Well within the 30 s poll: the phone's stream brought it.
    await waitForCardTitles(phone.page, [link.title], 10_000);
    expect(feedReads.length).toBeGreaterThan(0);
  });
});
