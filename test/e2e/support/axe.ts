// axe-core for the browser tests. Legacy mode runs axe in the page itself, instead of in each frame and then
// again in a new blank page that merges the frames' results: the app has no cross-origin frames to reach, and
// each check takes about half the time (the accessibility suites run a hundred of them).
//
// axe's script (~560 kB) is put in each frame once per document, here, rather than by AxeBuilder, which
// evaluates it in the page twice on every check (once before it looks for runPartial, once more as legacy mode
// injects every frame). A check cost ~1 s here, ~0.4 s of it whatever the rules (a full check against its
// rules split in two); a screen checked in both colour schemes now compiles the script once. The every-screen
// check at laptop width, alone: 94 -> 84 s.
//
// Only violations are collected (resultTypes): axe still runs every rule on every node, but no longer lists each
// passing, inapplicable or undecided node with its HTML and selector, which was about half of a check's time on
// a screen full of controls (the tests read only `violations`; passes and incomplete keep one node each).
import { AxeBuilder } from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

/** What AxeBuilder evaluates as "axe's source": nothing, since the frames hold it already. */
const ALREADY_INJECTED = ';';

/** axe's results for the page as it is now (only the part matching `include`, if given). */
export async function axeCheck(page: Page, include?: string): Promise<AxeResults> {
  await Promise.all(
    page.frames().map(async (frame) => {
      // A frame that cannot be reached (detached, navigating) is skipped, as AxeBuilder ignores its injection errors.
      const present = await frame.evaluate(() => 'axe' in window).catch(() => true);
      if (!present)
        await frame
          .evaluate(`${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`)
          .catch(() => undefined);
    }),
  );
  const builder = new AxeBuilder({ page, axeSource: ALREADY_INJECTED }).setLegacyMode().options({ resultTypes: ['violations'] });
  return (include === undefined ? builder : builder.include(include)).analyze();
}
