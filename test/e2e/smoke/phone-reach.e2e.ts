// Every signed-in screen on a phone, walked once, for what a thumb cannot reach: section tabs cut off at the
// screen's edge (at 320, 360 and 390 px, normal and large text), controls smaller than 44 × 44 px, and controls
// pushed off the screen's side (a wide table) at 390 px. The student has a plan, a task, a link and weekly plans
// (one with a study block today, which the Weekly calendar's day view shows), so that every screen shows its controls; the dialogs students open most are checked open over their screens.
import { watchNetwork } from '../support/quiet-network';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { SIGNED_IN_SCREENS } from '../support/signed-in-screens';
import { signInNewStudent } from '../support/signed-in-student';
import { seedStudentData } from '../support/student-data';

const PHONE_WIDTHS = [320, 360, 390];
const TABBED = SIGNED_IN_SCREENS.filter((path) => /^\/(study|advisor|settings)\//.test(path));
/** Dialogs and menus, checked open over their screens at 390 px. */
const OPENED: { path: string; name: string; open: (page: Page) => Locator; shown: (page: Page) => Locator }[] = [
  { path: '/dashboard', name: 'phone menu', open: (page) => page.getByRole('button', { name: /menu/i }).first(), shown: (page) => page.getByRole('dialog') },
  {
    path: '/study/tasks',
    name: 'Add task',
    open: (page) => page.getByRole('button', { name: 'Add task' }),
    shown: (page) => page.getByRole('dialog', { name: 'Add task' }),
  },
  {
    path: '/study/bookmark',
    name: 'Add link',
    open: (page) => page.getByRole('button', { name: 'Add link' }),
    shown: (page) => page.getByRole('dialog', { name: 'Add link' }),
  },
  {
    path: '/advisor/graduation',
    name: 'Add course',
    open: (page) => page.getByRole('button', { name: 'Add course' }),
    shown: (page) => page.getByRole('dialog', { name: 'Add Planned Course' }),
  },
];

/** The page's section tabs that are not wholly on screen: beyond the viewport, outside their scrolling row, or their label cut. */
function cutTabs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const nav of document.querySelectorAll<HTMLElement>('nav[aria-label$="sections"]')) {
      for (const link of nav.querySelectorAll<HTMLElement>('a')) {
        const box = link.getBoundingClientRect();
        const name = link.textContent?.trim() ?? '';
        if (box.left < -1 || box.right > width + 1) cut.push(`"${name}" runs off the screen (${Math.round(box.left)}-${Math.round(box.right)} of ${width})`);
        // Any ancestor that clips (a scrolling row) must show the whole tab.
        for (let parent = link.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX === 'visible') continue;
          const frame = parent.getBoundingClientRect();
          if (box.left < frame.left - 1 || box.right > frame.right + 1)
            cut.push(
              `"${name}" is hidden in its row (${Math.round(box.left)}-${Math.round(box.right)} in ${Math.round(frame.left)}-${Math.round(frame.right)})`,
            );
        }
        for (const part of [link, ...link.querySelectorAll<HTMLElement>('*')]) {
          if (part.scrollWidth > part.clientWidth + 1 && getComputedStyle(part).overflowX !== 'visible') cut.push(`"${name}" has its label cut`);
        }
      }
    }
    return [...new Set(cut)];
  });
}

/**
 * Controls a finger cannot use: under 44 × 44 px as a finger hits them (a field's frame, a switch's row), or
 * beyond the screen's sides. Links inside running text (display: inline) are the exception WCAG 2.5.8 allows.
 * Measured with a fine pointer: a phone-wide window must not rely on the browser reporting a touch screen.
 */
function unreachable(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [data-pointer-handle]',
    );
    for (const control of controls) {
      // A pointer-only handle is hidden from assistive technology (the keyboard has its own way), not from fingers.
      if (control.closest('[inert]') || (!control.hasAttribute('data-pointer-handle') && control.closest('[aria-hidden="true"]'))) continue;
      if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
      // A native box inside its label is hit anywhere on the label.
      const target =
        control.closest<HTMLElement>('.mantine-Input-input, .mantine-Switch-body, .mantine-Checkbox-body, .mantine-Radio-body') ??
        (control.tagName === 'INPUT' ? control.closest('label') : null) ??
        control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.bottom <= 0 || box.right <= 0) continue; // moved off screen until focused (the skip link)
      const name = (control.getAttribute('aria-label') ?? control.getAttribute('title') ?? control.textContent ?? '').trim().slice(0, 30);
      if (box.width < 44 || box.height < 44) found.push(`${control.tagName.toLowerCase()} "${name}" is ${Math.round(box.width)}×${Math.round(box.height)}`);
      // A snapping carousel (the week's days) shows the next item's edge at the screen's side: the cue that
      // it scrolls. Anywhere else a control beyond the side is hidden with nothing saying so.
      let inCarousel = false;
      for (let parent = control.parentElement; parent && !inCarousel; parent = parent.parentElement)
        inCarousel = getComputedStyle(parent).scrollSnapType !== 'none';
      if (box.right > width + 1 && !inCarousel)
        found.push(`${control.tagName.toLowerCase()} "${name}" is off the screen's side (right edge ${Math.round(box.right)} of ${width})`);
    }
    return [...new Set(found)];
  });
}

async function settle(page: Page, path: string): Promise<void> {
  const network = watchNetwork(page);
  await page.goto(appUrl(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await network.quiet();
}

const setLargeText = (page: Page, on: boolean) => page.evaluate((large) => document.documentElement.toggleAttribute('data-large-text', large), on);

describe('every signed-in screen on a phone', () => {
  const { newPage } = useBrowser();

  it('shows every section tab whole, and every control is 44 × 44 px and on the screen', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    await signInNewStudent(page);
    await seedStudentData(page);
    const problems: string[] = [];

    for (const path of TABBED) {
      await settle(page, path);
      for (const large of [false, true]) {
        await setLargeText(page, large);
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          for (const cut of await cutTabs(page)) problems.push(`${path} at ${width} px${large ? ', large text' : ''}: ${cut}`);
        }
      }
      await setLargeText(page, false);
      await page.setViewportSize({ width: 390, height: 844 });
    }

    for (const path of SIGNED_IN_SCREENS) {
      await settle(page, path);
      for (const problem of await unreachable(page)) problems.push(`${path}: ${problem}`);
    }
    for (const { path, name, open, shown } of OPENED) {
      await settle(page, path);
      const network = watchNetwork(page);
      await open(page).click();
      await shown(page).waitFor();
      await network.quiet();
      for (const problem of await unreachable(page)) problems.push(`${path} › ${name}: ${problem}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);
});
