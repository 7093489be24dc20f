// No serious or critical axe-core violations on the study screens, with tasks on them: the
// Tasks board, the dashboard, Achievement and Settings → Integrations, light and dark, desktop and phone.
import { axeCheck } from '../support/axe';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInNewStudent } from '../support/signed-in-student';
import { appUrl, useBrowser } from '../support/browser';
import { inBothSchemes } from '../support/color-scheme';
import { addTask, moveTask } from './support/tasks-page';

const SCREENS = ['/study/tasks', '/dashboard', '/study/achievement', '/settings/integrations'];

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await axeCheck(page);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

describe('study accessibility', () => {
  const { newPage } = useBrowser();

  // Sixteen axe runs: more than the default 120 s on a loaded 2-core machine.
  it('the board, dashboard, achievements and integrations pass axe with tasks on them', { timeout: 300_000 }, async () => {
    const { page } = await newPage({ colorScheme: 'light', reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
    await signInNewStudent(page);
    await page.goto(appUrl('/study/tasks'));
    const today = await page.evaluate(() => new Date().toLocaleString('sv').slice(0, 10));
    await addTask(page, { title: 'Essay draft', course: 'ENG 101', due: `${today}T23:59` });
    await addTask(page, { title: 'Lab report', course: 'CHEM 110', due: '2020-01-06T09:00' });
    await addTask(page, { title: 'Read chapter 4' });
    await moveTask(page, 'Essay draft', 'In progress');
    await moveTask(page, 'Read chapter 4', 'Complete');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of SCREENS) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 2 }).first().waitFor();
        if (path === '/study/tasks') await page.getByRole('article', { name: 'Essay draft' }).waitFor();
        const serious = await inBothSchemes(page, async (scheme) => (await seriousViolations(page)).map((v) => `${path} at ${width}px in ${scheme}: ${v}`));
        expect(serious).toEqual([]);
      }
    }
  });
});
