// The dashboard's snapshot on a shared browser: student A's last figures are drawn at A's next start before the
// session and the data are open, and never for student B who signs in on the same browser after A signed out,
// neither because A's snapshot was left behind (sign-out removes it) nor if it had been (it is kept per user).
import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAccessToken, greetingPattern, newAccount, signOut } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';
import { signInContext, signInNewStudent } from '../support/signed-in-student';

const SNAPSHOT_PREFIX = 'degreemate:dashboard-snapshot:';

interface Watch {
  /** Whether the text was in the document at any moment of this load. */
  everSeen: boolean;
  /** Whether it was in the snapshot's screen (drawn before the signed-in shell, its main marked busy). */
  seenInSnapshot: boolean;
}

/** Before any page script: watches every change of the document for `text` (read back with watched()). */
async function watchFor(context: BrowserContext, text: string): Promise<void> {
  await context.addInitScript((watched: string) => {
    const state: Watch = { everSeen: false, seenInSnapshot: false };
    (window as unknown as { __watch: Watch }).__watch = state;
    const check = () => {
      if (document.body?.textContent?.includes(watched)) state.everSeen = true;
      if (document.querySelector('main[aria-busy="true"]')?.textContent?.includes(watched)) state.seenInSnapshot = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
}

const watched = (page: Page) => page.evaluate(() => (window as unknown as { __watch: Watch }).__watch);

/** The origin's localStorage entries the app keeps (everything but the sign-in library's cache). */
async function appEntries(page: Page): Promise<{ name: string; value: string }[]> {
  return page.evaluate(() =>
    Object.entries(localStorage)
      .filter(([name]) => !name.startsWith('@@auth0spajs@@'))
      .map(([name, value]) => ({ name, value })),
  );
}

describe("the dashboard's snapshot", () => {
  const { newPage } = useBrowser();

  it("draws A's figures at A's next start, and never A's figures for B after A signs out", async () => {
    const { context, page } = await newPage({ viewport: { width: 1280, height: 800 } });
    const taskTitle = `Alpha essay ${randomUUID().slice(0, 8)}`;
    await watchFor(context, taskTitle);

    // Student A with an overdue task: Today's Task lists it.
    await signInNewStudent(page, newAccount({ givenName: 'Alpha', familyName: 'Student' }));
    const token = await apiAccessToken(page);
    const created = await page.request.post(appUrl('/api/tasks/'), {
      headers: { authorization: `Bearer ${token}` },
      data: { title: taskTitle, course: 'HIST 101', due_at: new Date(Date.now() - 3_600_000).toISOString() },
    });
    expect(created.ok()).toBe(true);
    // The live dashboard shows it once the task is pulled: that set of figures becomes A's snapshot.
    await page.reload();
    await page.getByText(taskTitle).first().waitFor({ timeout: 20_000 });
    await expect
      .poll(() =>
        appEntries(page).then((entries) => entries.filter((entry) => entry.name.startsWith(SNAPSHOT_PREFIX) && entry.value.includes(taskTitle)).length),
      )
      .toBe(1);
    const snapshotOfA = (await appEntries(page)).filter((entry) => entry.name.startsWith(SNAPSHOT_PREFIX));

    // A's next start draws the task from the snapshot, before the signed-in shell is there.
    await page.reload();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    expect(await watched(page)).toMatchObject({ seenInSnapshot: true });

    // A signs out: the snapshot goes with A's local data.
    await signOut(page);
    expect((await appEntries(page)).filter((entry) => entry.name.startsWith(SNAPSHOT_PREFIX))).toEqual([]);

    // B signs in on the same browser. Even had A's snapshot been left behind (put back here), it is A's, not B's.
    const left = await appEntries(page);
    const b = await signInContext(context, newAccount({ givenName: 'Bravo', familyName: 'Student' }));
    const state = await context.storageState();
    const origin = new URL(appUrl('/')).origin;
    const origins = state.origins.filter((entry) => entry.origin !== origin);
    const signedInB = state.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    await context.setStorageState({ cookies: state.cookies, origins: [...origins, { origin, localStorage: [...signedInB, ...left, ...snapshotOfA] }] });

    await page.goto(appUrl('/dashboard'));
    await page.getByRole('heading', { name: greetingPattern(`${b.givenName} ${b.familyName}`) }).waitFor({ timeout: 20_000 });
    await page.getByText('Nothing due today.', { exact: false }).waitFor();
    expect(await watched(page)).toEqual({ everSeen: false, seenInSnapshot: false });
    expect(await page.getByText('Alpha Student').count()).toBe(0);
  });
});
