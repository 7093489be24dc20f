// Settings › Notifications' switches on a phone: the first tap after the tab opens counts, and a refused
// notification permission turns off only the push switch, saying why, leaving the others as the student set them.
import { watchNetwork } from '../support/quiet-network';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { signInNewStudent } from '../support/signed-in-student';

const emailSwitch = (page: Page) => page.getByRole('switch', { name: 'Email reminders for due tasks' });
const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Push for announcements' });

describe('notification switches', () => {
  const { newPage } = useBrowser();

  it('the first tap on a switch after opening the tab turns it on', async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await signInNewStudent(page);
    // Opened from the menu, as a student does: the settings are read from the server as the tab opens.
    const network = watchNetwork(page);
    await page.goto(appUrl('/settings/notifications'));
    await emailSwitch(page).waitFor();
    await emailSwitch(page).tap();
    await network.quiet();
    expect(await emailSwitch(page).isChecked()).toBe(true);
  });

  it('a refused permission turns only push back off, and says why', async () => {
    const { context, page } = await newPage({ viewport: { width: 390, height: 844 } });
    await context.clearPermissions();
    await signInNewStudent(page);
    const network = watchNetwork(page);
    await page.goto(appUrl('/settings/notifications'));
    await emailSwitch(page).waitFor();
    await network.quiet();
    await emailSwitch(page).click();
    await expect.poll(() => emailSwitch(page).isChecked()).toBe(true);
    await pushSwitch(page).click();
    await page
      .getByRole('alert')
      .getByText(/blocks notifications from DegreeMate/)
      .waitFor();
    expect(await pushSwitch(page).isChecked()).toBe(false);
    expect(await emailSwitch(page).isChecked()).toBe(true);
  });
});
