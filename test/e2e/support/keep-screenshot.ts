// Pictures of a screen for a person to look at, kept only when SCREENSHOT_DIR=… is set: no test reads them
// back, and each costs a busy CI core a fraction of a second (a full page, more).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, PageScreenshotOptions } from 'playwright-core';

/** Writes SCREENSHOT_DIR/<name>.png when that is set; does nothing otherwise. */
export async function keepScreenshot(page: Page, name: string, options: Omit<PageScreenshotOptions, 'path'> = {}): Promise<void> {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ ...options, path: file });
  console.info(`screenshot: ${file}`);
}
