import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';

describe('the production build', () => {
  const { newPage } = useBrowser();

  it('serves the landing page with a heading', async () => {
    const { page } = await newPage();
    await page.goto(appUrl('/'));
    await expect(page.getByRole('heading').first().textContent()).resolves.toBeTruthy();
  });
});
