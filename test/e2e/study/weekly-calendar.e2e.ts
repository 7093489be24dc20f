// The Weekly calendar in Chromium: at 1280 px a study block is dragged with the mouse to another day of the
// week grid; at 390 px, in the day view, one is moved from the keyboard, then made longer by its 44 px handle
// (grabbed below the block's end) and by Shift+Down; all of it is in the plan on the server and still shown
// after a reload.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';
import { mondayOf, addDays } from '../../../src/lib/study/week';
import { openWeekly, waitForServerPlans } from './support/weekly-page';

const PLAN = `# Calendar week

## Schedule

| Day | Time | Focus | Course |
| --- | --- | --- | --- |
| Monday | 10:00–11:00 | Calculus review | MATH 1920 |
| Wednesday | 14:00–15:00 | Essay outline | ENGL 1100 |
`;

/** Next week: none of it is in the past, whenever the test runs. */
const nextWeek = addDays(mondayOf(new Date()), 7);

async function createPlan(token: string): Promise<void> {
  const response = await fetch(appUrl('/api/study/weekly/'), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ title: 'Calendar week', markdown_plan: PLAN, week_of: nextWeek, description: '', course: '' }),
  });
  if (!response.ok) throw new Error(`POST /api/study/weekly/ answered ${response.status}: ${await response.text()}`);
}

const block = (page: Page, name: RegExp) => page.getByRole('button', { name });

async function showNextWeek(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Next week' }).click();
  const [year, month, day] = nextWeek.split('-').map(Number);
  const date = new Date(year!, month! - 1, day!, 12).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  await page.getByRole('region', { name: 'Weekly Calendar' }).getByText(`Week of ${date}`, { exact: true }).waitFor();
}

describe('the weekly calendar', () => {
  const { newPage } = useBrowser();

  it('drags a block to another day at 1280 px, moves one by keyboard in the day view at 390 px, and both are saved', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await signInNewStudent(page);
    const token = await apiAccessToken(page);
    await createPlan(token);
    await openWeekly(page);
    await showNextWeek(page);

    // The mouse: Monday's block, dragged one column right, lands on Tuesday at the same time.
    const calculus = block(page, /^Study: Calculus review \(MATH 1920\), Mon 10:00–11:00, plan Calendar week$/);
    await calculus.waitFor();
    const layer = await page.getByRole('list', { name: /classes, study blocks and deadlines/ }).boundingBox();
    const box = await calculus.boundingBox();
    if (!layer || !box) throw new Error('the calendar is not drawn');
    const [x, y] = [box.x + box.width / 2, box.y + 8];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 10, y, { steps: 2 });
    await page.mouse.move(x + layer.width / 7, y, { steps: 8 });
    await page.mouse.up();
    await block(page, /^Study: Calculus review \(MATH 1920\), Tue 10:00–11:00, plan Calendar week$/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0); // the drag's closing click opened nothing

    // The phone's day view: Wednesday, then the keyboard moves the block an hour later and to Thursday.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    const essay = block(page, /^Study: Essay outline \(ENGL 1100\), Wed 14:00–15:00/);
    await essay.focus();
    await page.keyboard.press('Enter');
    await page
      .getByTestId('calendar-announcer')
      .getByText(/^Picked up Essay outline/)
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.getByTestId('calendar-announcer').getByText('Essay outline: Thursday 15:00–16:00.').waitFor();
    await page.keyboard.press('Enter');
    const moved = block(page, /^Study: Essay outline \(ENGL 1100\), Thu 15:00–16:00/);
    await moved.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Its end, by the handle: a finger's 44 × 44 px, reaching below the block, and grabbed there; dragged
    // 30-odd minutes down (1.6 px a minute in the day view; a drag lands on the quarter hour) it ends at 16:30.
    // Then Shift+Down from the keyboard, to 17:00.
    const item = page.locator('li[data-kind="study"]').filter({ has: moved });
    await item.evaluate((element) => element.scrollIntoView({ block: 'center' })); // the mouse reaches only what is on the screen
    const [itemBox, handleBox] = [await item.boundingBox(), await item.locator('[data-pointer-handle]').boundingBox()];
    if (!itemBox || !handleBox) throw new Error('the block or its handle is not drawn');
    expect(handleBox.width).toBeGreaterThanOrEqual(44);
    expect(handleBox.height).toBeGreaterThanOrEqual(44);
    expect(handleBox.y + handleBox.height).toBeGreaterThan(itemBox.y + itemBox.height);
    const [hx, hy] = [handleBox.x + handleBox.width / 2, itemBox.y + itemBox.height + 8];
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-pointer-handle]') != null, [hx, hy])).toBe(true);
    await page.mouse.move(hx, hy);
    await page.mouse.down();
    await page.mouse.move(hx, hy + 10, { steps: 2 });
    // On a busy phone the pointer's last moves and its release arrive together, before the page has drawn
    // those moves: the block must still end where the pointer was let go, not where the drawing had got to.
    await page.evaluate(
      ([x, y]) => {
        const at = (clientY: number) => ({ clientX: x!, clientY, bubbles: true, cancelable: true, view: window });
        for (const clientY of [y! + 24, y! + 40, y! + 58]) document.elementFromPoint(x!, clientY)!.dispatchEvent(new MouseEvent('mousemove', at(clientY)));
        document.elementFromPoint(x!, y! + 58)!.dispatchEvent(new MouseEvent('mouseup', at(y! + 58)));
      },
      [hx, hy],
    );
    await block(page, /^Study: Essay outline \(ENGL 1100\), Thu 15:00–16:30/).waitFor();
    await block(page, /^Study: Essay outline \(ENGL 1100\), Thu 15:00–16:30/).focus();
    await page.keyboard.press('Shift+ArrowDown');
    await block(page, /^Study: Essay outline \(ENGL 1100\), Thu 15:00–17:00/).waitFor();

    // Both moves reached the server's plan, and a reload shows them.
    const [saved] = await waitForServerPlans(
      token,
      (plans) => plans.length === 1 && plans[0]!.markdown_plan.includes('| Thursday | 15:00–17:00 | Essay outline'),
    );
    expect(saved!.markdown_plan).toContain('| Tuesday | 10:00–11:00 | Calculus review | MATH 1920 |  |');
    await page.reload();
    await page.getByRole('heading', { name: 'Weekly Calendar' }).waitFor();
    await showNextWeek(page);
    await page.getByRole('button', { name: 'Next day' }).click();
    await block(page, /^Study: Calculus review \(MATH 1920\), Tue 10:00–11:00/).waitFor();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await block(page, /^Study: Essay outline \(ENGL 1100\), Thu 15:00–17:00/).waitFor();
  });
});
