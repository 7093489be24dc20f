// The contact form validates in the browser and, by design, sends nothing anywhere.
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from '../support/browser';
import { usePublicBrowser } from './public-browser';

const THANKS = 'Thanks for reaching out — we’ll get back to you shortly!';

async function openContact(page: Page) {
  await page.goto(appUrl('/contact'));
  await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
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
  const { newPage } = usePublicBrowser();

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

  it('submits locally: shows the thanks message and makes no network request', async () => {
    const { context, page } = await newPage();
    await openContact(page);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.edu');
    await page.getByLabel('Subject').fill('Study plans');
    await page.getByLabel('Message').fill('How do I import my Canvas calendar?');

    const requests: Request[] = [];
    const record = (request: Request) => requests.push(request);
    page.on('request', record);
    context.on('request', record);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByText(THANKS, { exact: true }).waitFor({ state: 'visible' });
    await page.waitForTimeout(500);
    page.off('request', record);
    context.off('request', record);

    expect(requests.map((r) => `${r.method()} ${r.url()}`)).toEqual([]);
    expect(page.url()).toBe(appUrl('/contact'));
  });

  it('has an inert Live chat button', async () => {
    const { page } = await newPage();
    await openContact(page);
    const before = page.url();
    await page.getByRole('button', { name: 'Live chat' }).click();
    expect(page.url()).toBe(before);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
