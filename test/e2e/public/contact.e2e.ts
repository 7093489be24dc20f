// The contact form validates in the browser, then delivers: at once online, or once the connection
// returns, saying which happened.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { waitForHydration } from './prerender-checks';

const THANKS = 'Thanks for reaching out — we’ll get back to you shortly!';

// The page arrives prerendered: its heading and form show before React has taken them over, and what is typed
// into the form before then is not in the form's state.
async function openContact(page: Page) {
  await page.goto(appUrl('/contact'));
  await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
  await waitForHydration(page);
}

/** The visible error message Mantine links to a field through aria-describedby. */
async function errorFor(page: Page, label: string): Promise<string | null> {
  const field = page.getByLabel(label, { exact: false }).first();
  if ((await field.getAttribute('aria-invalid')) !== 'true') return null;
  const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  if (ids.length === 0) return null;
  const message = page.locator(`[id="${ids[0]}"]`);
  return (await message.isVisible()) ? message.textContent() : null;
}

describe('contact form', () => {
  const { newPage } = useBrowser();

  it('shows a visible message under each missing required field, and none for the optional subject', async () => {
    const { page } = await newPage();
    await openContact(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await errorFor(page, 'Name')).toBe('Please enter your name');
    expect(await errorFor(page, 'Email')).toBe('Please enter your email address');
    expect(await errorFor(page, 'Message')).toBe('Please enter a message');
    expect(await errorFor(page, 'Subject')).toBeNull();
    await page.getByText('Please enter your name').waitFor({ state: 'visible' });
    expect(await page.getByText(THANKS).count()).toBe(0);
  });

  it('each required field is checked on its own', async () => {
    const { page } = await newPage();
    await openContact(page);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.edu');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await errorFor(page, 'Message')).toBe('Please enter a message');
    expect(await errorFor(page, 'Name')).toBeNull();
    expect(await errorFor(page, 'Email')).toBeNull();
    // Errors clear as soon as the field is fixed.
    await page.getByLabel('Message').fill('Hello!');
    expect(await errorFor(page, 'Message')).toBeNull();
    await page.getByLabel('Name').fill('   ');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await errorFor(page, 'Name')).toBe('Please enter your name');
  });

  it('rejects a malformed email address', async () => {
    const { page } = await newPage();
    await openContact(page);
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example');
    await page.getByLabel('Message').fill('Hello!');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect(await errorFor(page, 'Email')).toBe('Please enter a valid email address, like name@example.com');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.getByText(THANKS).count()).toBe(0);
  });

  async function fillIn(page: Page, subject: string) {
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.edu');
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Message').fill('How do I import my Canvas calendar?');
  }

  /** The contact form's POSTs and their answers' status. */
  function contactPosts(page: Page): { sent: { status: number; body: Record<string, unknown> }[] } {
    const log = { sent: [] as { status: number; body: Record<string, unknown> }[] };
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact/') log.sent.push({ status: response.status(), body: request.postDataJSON() as Record<string, unknown> });
    });
    return log;
  }

  it('delivers the message to the server and thanks the sender', async () => {
    const { page } = await newPage();
    await openContact(page);
    const log = contactPosts(page);
    await fillIn(page, 'Study plans');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(THANKS, { exact: true }).waitFor({ state: 'visible' });
    expect(log.sent).toEqual([{ status: 200, body: expect.objectContaining({ name: 'Ada Lovelace', subject: 'Study plans', id: expect.any(String) }) }]);
    expect(log.sent[0]!.body.website).toBeUndefined();
    expect(page.url()).toBe(appUrl('/contact'));
  });

  it('offline, keeps the message and says so, then sends it once when the connection returns', async () => {
    const { context, page } = await newPage();
    await openContact(page);
    const log = contactPosts(page);
    await context.setOffline(true);
    await fillIn(page, 'Sent from the library');
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText('Your message is saved and waiting for a connection.').waitFor();
    expect(await page.getByText(THANKS).count()).toBe(0);

    await context.setOffline(false);
    await page.getByText(THANKS, { exact: true }).waitFor({ timeout: 15_000 });
    expect(log.sent.map((post) => [post.status, post.body.subject])).toEqual([[200, 'Sent from the library']]);
    // Nothing is left to send on the next visit.
    expect(await page.evaluate(() => localStorage.getItem('degreemate:contact-outbox'))).toBe('[]');
  });

  it('offers Live chat only to a student signed in on this browser', async () => {
    const { page } = await newPage();
    await openContact(page);
    expect(await page.getByRole('link', { name: 'Live chat' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Live chat' }).count()).toBe(0);
  });
});
