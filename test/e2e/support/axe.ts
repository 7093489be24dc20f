// axe-core for the browser tests. Legacy mode runs axe in the page itself, instead of in each frame and then
// again in a new blank page that merges the frames' results: the app has no cross-origin frames to reach, and
// each check takes about half the time (the accessibility suites run a hundred of them).
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const axeOn = (page: Page): AxeBuilder => new AxeBuilder({ page }).setLegacyMode();
