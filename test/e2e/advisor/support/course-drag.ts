// Dragging a plan course by its grip onto a term of the drop tray, as a mouse (after 4 px) or a finger (a still
// press until dnd-kit's 250 ms touch delay lifts it, then a slide) would. The finger goes through CDP's touch
// events, which reach dnd-kit's TouchSensor as a phone's do; the press lasts until the tray shows, no longer.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const centre = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

/** `whileOver` runs while the course hovers over `term`, before it is dropped (a screenshot of the drag). */
export async function dragCourseToTerm(page: Page, code: string, term: string, pointer: 'mouse' | 'touch', whileOver?: () => Promise<unknown>): Promise<void> {
  const grip = page.locator(`[data-drag-course="${code}"]`);
  await grip.scrollIntoViewIfNeeded();
  const from = centre((await grip.boundingBox())!);
  const tray = page.getByTestId('term-drop-tray');
  const target = tray.locator(`[data-term="${term}"]`);
  const touch = pointer === 'touch' ? await page.context().newCDPSession(page) : null;
  const touchAt = (type: 'touchStart' | 'touchMove', at: { x: number; y: number }) =>
    touch!.send('Input.dispatchTouchEvent', { type, touchPoints: [{ x: at.x, y: at.y }] });

  if (touch) await touchAt('touchStart', from);
  else {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 10, from.y, { steps: 2 });
  }
  await target.waitFor();
  const to = centre((await target.boundingBox())!);
  if (touch)
    for (let step = 1; step <= 8; step++) await touchAt('touchMove', { x: from.x + ((to.x - from.x) * step) / 8, y: from.y + ((to.y - from.y) * step) / 8 });
  else await page.mouse.move(to.x, to.y, { steps: 8 });
  // Where it will land: the term under the pointer is filled in.
  await expect.poll(() => target.getAttribute('data-over')).toBe('true');
  expect(await page.getByTestId('term-drop-heading').textContent()).toBe(`Move ${code} to ${term}`);
  await whileOver?.();
  if (touch) {
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await touch.detach();
  } else await page.mouse.up();
  await tray.waitFor({ state: 'detached' });
}
