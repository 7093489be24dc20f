// Checking an open page in the light and the dark colour scheme on one load, switching the scheme in place,
// instead of loading every screen twice.
import type { Page } from 'playwright-core';

export type ColorScheme = 'light' | 'dark';

/**
 * Changes the system colour scheme under the open page and waits until the page shows it: Mantine's attribute,
 * and the root's `color-scheme` (which CSS light-dark() and native controls follow), which the app keeps in step
 * (src/ui/appearance.ts; a page that left it as loaded fails here). The page then has the computed colours of a
 * fresh load in `scheme` (compared element by element on every screen when this was written). Colours are read
 * only once no CSS transition between the two schemes is still running.
 */
async function switchColorScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (wanted) =>
      document.documentElement.getAttribute('data-mantine-color-scheme') === wanted && getComputedStyle(document.documentElement).colorScheme === wanted,
    scheme,
    { timeout: 5_000 },
  );
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition) || animation.playState === 'finished'));
}

/**
 * Runs `check` on the page in the scheme it shows, switches it to the other scheme and runs `check` again;
 * returns both results in that order. The page stays in the other scheme, so the next page loaded in the
 * context starts there: over a run, either scheme is seen both freshly loaded and switched to.
 */
export async function inBothSchemes<T>(page: Page, check: (scheme: ColorScheme) => Promise<T[]>): Promise<T[]> {
  const shown = await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));
  if (shown !== 'light' && shown !== 'dark') throw new Error(`the page shows no colour scheme (${shown})`);
  const first = await check(shown);
  const other = shown === 'light' ? 'dark' : 'light';
  await switchColorScheme(page, other);
  return [...first, ...(await check(other))];
}
