// Every screen, signed in with data and public, at one width, light and dark: axe finds no
// violation of any impact, nothing scrolls sideways, no button's words spill out of it, and on a touch phone every visible control is at least
// 44 × 44 px. The exceptions WCAG 2.5.5 allows are links inside running text (display: inline); nothing else
// is exempt. Onboarding is checked on its own, before it is completed, and the dashboard's empty states once
// it is. Each screen is loaded once and checked in both schemes; then a few dialogs, open over their screens.
// One file per width (signed-in-accessibility-*.e2e.ts) so that the two widths run on both test workers: as
// one file this was the browser suite's longest (~340 s in CI), often running alone at the end.
import { axeCheck } from './axe';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { completeOnboarding, newAccount, signUpOnSignInPage, waitForAppPath, waitForSignInPage } from './auth-helpers';
import { appUrl, useBrowser } from './browser';
import { inBothSchemes } from './color-scheme';
import { watchNetwork } from './quiet-network';
import { SIGNED_IN_SCREENS } from './signed-in-screens';
import { seedStudentData } from './student-data';

const PUBLIC = ['/', '/about', '/contact', '/resources/how-to', '/signed-out'];
/** Dialogs, checked open over their screen: forms, questions and a list. */
const DIALOGS: { path: string; open: (page: Page) => Locator; name: string }[] = [
  { path: '/study/bookmark', open: (page) => page.getByRole('button', { name: 'Add link' }), name: 'Add link' },
  { path: '/study/bookmark', open: (page) => page.getByRole('button', { name: 'Delete Library' }), name: 'Delete this link?' },
  { path: '/dashboard', open: (page) => page.getByRole('region', { name: 'Announcements' }).getByRole('button', { name: /View all/ }), name: 'Announcements' },
  { path: '/study/tasks', open: (page) => page.getByRole('button', { name: 'Add task' }), name: 'Add task' },
  { path: '/advisor/graduation', open: (page) => page.getByRole('button', { name: 'Modify plan' }), name: 'Modify Plan' },
  { path: '/advisor/graduation', open: (page) => page.getByRole('button', { name: 'Add course' }), name: 'Add Planned Course' },
  { path: '/settings/profile', open: (page) => page.getByRole('button', { name: 'Delete my account' }), name: 'Delete your account?' },
];

async function violations(page: Page): Promise<string[]> {
  const { violations: found } = await axeCheck(page);
  return found.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Visible controls smaller than 44 × 44 px, measured by what a finger can hit (a field's frame, a switch's row). */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [data-pointer-handle]',
    );
    for (const control of controls) {
      // A pointer-only handle is hidden from assistive technology (the keyboard has its own way), not from fingers.
      if (control.closest('[inert]') || (!control.hasAttribute('data-pointer-handle') && control.closest('[aria-hidden="true"]'))) continue;
      // Inline links in running text: the exception WCAG allows.
      if (control.tagName === 'A' && getComputedStyle(control).display === 'inline') continue;
      // A native box inside its label is hit anywhere on the label.
      const target =
        control.closest<HTMLElement>('.mantine-Input-input, .mantine-Switch-body, .mantine-Checkbox-body, .mantine-Radio-body') ??
        (control.tagName === 'INPUT' ? control.closest('label') : null) ??
        control;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden') continue;
      if (box.bottom <= 0 || box.right <= 0) continue; // moved off screen until focused (the skip link)
      if (box.width < 44 || box.height < 44) {
        const name = control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? '';
        found.push(`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return [...new Set(found)];
  });
}

/** Buttons whose words spill out of them (a wrapped label in a button of fixed height). */
function spilledLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], [role="tab"]')]
      .filter((control) => control.getBoundingClientRect().height > 0 && control.scrollHeight > control.clientHeight + 1)
      .map(
        (control) =>
          `"${control.textContent?.trim().slice(0, 30) ?? ''}" spills out of its button (${control.scrollHeight} px of text in ${control.clientHeight})`,
      ),
  );
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A student with a plan, a task, a link and a weekly plan, so that every screen shows its data. */
async function studentWithData(page: Page): Promise<void> {
  await page.goto(appUrl('/dashboard'));
  await waitForSignInPage(page);
  await signUpOnSignInPage(page, newAccount());
  await waitForAppPath(page, '/onboarding');
  await page.getByRole('heading', { name: 'Welcome! Tell us about yourself' }).waitFor();
  expect(await violations(page), 'onboarding').toEqual([]);
  await completeOnboarding(page);
  // The new student's dashboard, before any data: its empty states (with links in their sentences).
  await page.getByText(/^No deadlines left this week/).waitFor();
  expect(await violations(page), 'empty dashboard').toEqual([]);

  await seedStudentData(page);
}

/** axe, sideways scrolling and (on a touch screen) target sizes of the page as it is now, each problem labelled. */
async function problemsOn(page: Page, label: string, touch: boolean): Promise<string[]> {
  const problems = (await violations(page)).map((violation) => `${label}: ${violation}`);
  const overflow = await sidewaysScroll(page);
  if (overflow > 0) problems.push(`${label}: scrolls sideways by ${overflow}px`);
  for (const spilled of await spilledLabels(page)) problems.push(`${label}: ${spilled}`);
  if (touch) for (const small of await smallTargets(page)) problems.push(`${label}: ${small}`);
  return problems;
}

export interface Width {
  name: string;
  options: BrowserContextOptions;
  /** A touch screen: controls must be at least 44 × 44 px. */
  touch: boolean;
}

export const PHONE: Width = { name: 'phone', options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, touch: true };
export const LAPTOP: Width = { name: 'laptop', options: { viewport: { width: 1440, height: 900 } }, touch: false };

/** The every-screen check at one width: a student with data is set up once, then every screen is checked. */
export function describeEveryScreen(width: Width): void {
  describe(`every screen: ${width.name}`, () => {
    const { newPage } = useBrowser();
    let storageState: BrowserContextOptions['storageState'];

    beforeAll(async () => {
      const { context, page } = await newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
      await studentWithData(page);
      storageState = await context.storageState();
    });

    it(`passes axe and fits the width${width.touch ? ' and has 44 px touch targets' : ''}, light and dark: ${width.name}`, async () => {
      const { page } = await newPage({ ...width.options, colorScheme: 'light', storageState, reducedMotion: 'reduce' });
      const network = watchNetwork(page);
      const problems: string[] = [];
      for (const path of [...SIGNED_IN_SCREENS, ...PUBLIC]) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        // Lazy panels and live queries settle before measuring.
        await network.quiet();
        problems.push(...(await inBothSchemes(page, (scheme) => problemsOn(page, `${path} (${scheme})`, width.touch))));
      }
      for (const { path, open, name } of DIALOGS) {
        await page.goto(appUrl(path));
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await network.quiet();
        await open(page).click();
        await page.getByRole('dialog', { name }).waitFor();
        problems.push(...(await inBothSchemes(page, (scheme) => problemsOn(page, `${path} › ${name} (${scheme})`, width.touch))));
      }
      expect(problems).toEqual([]);
      // Nineteen screens and seven dialogs, each run through axe twice: minutes on a busy 2-core machine.
    }, 400_000);
  });
}
