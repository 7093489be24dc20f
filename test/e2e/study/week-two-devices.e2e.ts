// A week a student can follow, end to end, on two devices of one student: with a class timetable, on a Saturday
// morning (the browsers' clock; the server's is real, and next week is ahead of both) the student generates next
// week's plan in the Generate dialog, whose week choice starts on next week; the calendar shows its study blocks
// around the classes, none at the same time as a class. The first device then goes offline and moves a block
// to another day (the mouse at 1280 px, the keyboard in the day view at 390 px); back online, the second device,
// open on that week all along, shows the block on its new day without a reload, and the server's plan has it.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { dayLabel } from '../../../src/lib/study/plan-labels';
import { addDays, DAY_NAMES } from '../../../src/lib/study/week';
import { apiAccessToken, greetingPattern, newAccount, sampleAnswers, waitForAppPath } from '../support/auth-helpers';
import { appUrl, useBrowser } from '../support/browser';
import { signInContext } from '../support/signed-in-student';
import { openWeekly, waitForServerPlans } from './support/weekly-page';
import { syncStatus } from '../support/sync-status';

const SHORT_DAYS = DAY_NAMES.map((name) => name.slice(0, 3));
const TEST_TIMEOUT = 180_000;

/** The next Saturday after today, 10:00 local time: Date.now() in both browsers. */
function nextSaturdayMorning(): Date {
  const date = new Date();
  date.setDate(date.getDate() + ((6 - date.getDay() + 7) % 7 || 7));
  date.setHours(10, 0, 0, 0);
  return date;
}

const localDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** Two classes twice a week, as a student would enter them (weekday 1 = Monday). */
const MEETINGS = [
  { course: 'CS 2110', weekday: 1, start_time: '10:10', end_time: '11:25', location: 'Gates G01' },
  { course: 'CS 2110', weekday: 3, start_time: '10:10', end_time: '11:25', location: 'Gates G01' },
  { course: 'MATH 1920', weekday: 2, start_time: '13:25', end_time: '14:40', location: 'Malott 251' },
  { course: 'MATH 1920', weekday: 4, start_time: '13:25', end_time: '14:40', location: 'Malott 251' },
];

interface Span {
  /** 0 = Monday. */
  day: number;
  start: number;
  end: number;
}

interface Block extends Span {
  name: string;
}

const minutes = (hours: string, mins: string) => Number(hours) * 60 + Number(mins);
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const overlaps = (a: Span, b: Span) => a.day === b.day && a.start < b.end && b.start < a.end;
const SPAN = '(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\\d{2}):(\\d{2})–(\\d{2}):(\\d{2})';

/** A calendar item's span, read from its accessible name ('Study: …, Tue 14:00–15:00, plan …', 'Class: …, Mon 10:10–11:25, …'). */
function spanOf(name: string): Span {
  const match = new RegExp(`, ${SPAN}(,|$)`).exec(name);
  if (!match) throw new Error(`no day and time in "${name}"`);
  return { day: SHORT_DAYS.indexOf(match[1]!), start: minutes(match[2]!, match[3]!), end: minutes(match[4]!, match[5]!) };
}

/** The same block's name once it is on `day`. */
const renamed = (block: Block, day: number) => block.name.replace(new RegExp(`, ${SPAN},`), `, ${SHORT_DAYS[day]} ${clock(block.start)}–${clock(block.end)},`);

const calendar = (page: Page) => page.getByRole('region', { name: 'Weekly Calendar' });
const studyBlock = (page: Page, name: string) => calendar(page).getByRole('button', { name, exact: true });

interface Device {
  context: BrowserContext;
  page: Page;
}

/** The calendar on the week of `monday`, from this week (where it opens) one week on. */
async function showWeek(page: Page, monday: string): Promise<void> {
  await calendar(page).getByRole('button', { name: 'Next week', exact: true }).click();
  const [year, month, day] = monday.split('-').map(Number);
  const date = new Date(year!, month! - 1, day!, 12).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  await calendar(page).getByText(`Week of ${date}`, { exact: true }).waitFor();
}

/** The labels of the drawn items of one kind (data-kind: 'class' or 'study'), as a screen reader reads them. */
function labels(page: Page, kind: 'class' | 'study'): Promise<string[]> {
  const selector = kind === 'class' ? '[data-kind="class"]' : '[data-kind="study"] [role="button"]';
  return calendar(page)
    .locator(selector)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''));
}

/** In the day view: the day shown is `day` (the day buttons step one day at a time; the items' list names the day). */
async function showDay(page: Page, day: number): Promise<void> {
  const dayList = (name: string) => calendar(page).getByRole('list', { name: `${name}: classes, study blocks and deadlines`, exact: true });
  for (;;) {
    const name =
      (await calendar(page)
        .getByRole('list', { name: /: classes, study blocks and deadlines$/ })
        .getAttribute('aria-label')) ?? '';
    const shown = DAY_NAMES.findIndex((dayName) => name.startsWith(`${dayName}:`));
    if (shown === day) return;
    await calendar(page)
      .getByRole('button', { name: shown < day ? 'Next day' : 'Previous day', exact: true })
      .click();
    await dayList(DAY_NAMES[shown + (shown < day ? 1 : -1)]!).waitFor();
  }
}

/** Every class and study block of the shown week: all at once at 1280 px, day by day in the phone's day view. */
async function readWeek(page: Page, wide: boolean): Promise<{ classes: Span[]; blocks: Block[] }> {
  const classes: string[] = [];
  const blocks: string[] = [];
  for (const day of wide ? [null] : [0, 1, 2, 3, 4, 5, 6]) {
    if (day !== null) await showDay(page, day);
    classes.push(...(await labels(page, 'class')));
    blocks.push(...(await labels(page, 'study')));
  }
  return { classes: classes.map(spanOf), blocks: blocks.map((name) => ({ name, ...spanOf(name) })) };
}

/** A block and another day where its hours are free of classes and of the other blocks, the nearest first. */
function freeMove(classes: Span[], blocks: Block[]): { block: Block; day: number } {
  const moves = blocks.flatMap((block) =>
    [1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6]
      .map((shift) => block.day + shift)
      .filter((day) => day >= 0 && day <= 6)
      .filter((day) => {
        const there = { ...block, day };
        return !classes.some((other) => overlaps(there, other)) && !blocks.some((other) => other !== block && overlaps(there, other));
      })
      .map((day) => ({ block, day })),
  );
  moves.sort((a, b) => Math.abs(a.day - a.block.day) - Math.abs(b.day - b.block.day));
  if (!moves[0]) throw new Error(`no free day for any block: ${blocks.map((block) => block.name).join('; ')}`);
  return moves[0];
}

describe('a week a student can follow, on two devices', () => {
  const { newPage } = useBrowser();

  for (const width of [1280, 390]) {
    const wide = width > 390;
    it(
      `on a Saturday, next week's plan keeps clear of the classes, and a block moved offline shows on the other device: ${width} px`,
      async () => {
        const saturday = nextSaturdayMorning();
        const nextMonday = addDays(localDate(saturday), 2);
        const options = { viewport: { width, height: 900 }, reducedMotion: 'reduce' as const };

        // One student, two devices: the second starts from the first's signed-in state, before either opens the app.
        const first: Device = await newPage(options);
        await first.context.clock.install({ time: saturday });
        const account = await signInContext(first.context, newAccount(), sampleAnswers, saturday.getTime());
        const second: Device = await newPage({ ...options, storageState: await first.context.storageState() });
        await second.context.clock.install({ time: saturday });

        // The timetable, entered earlier (its own screen has its own test).
        await first.page.goto(appUrl('/dashboard'));
        await waitForAppPath(first.page, '/dashboard');
        await first.page.getByRole('heading', { name: greetingPattern(`${account.givenName} ${account.familyName}`) }).waitFor({ timeout: 20_000 });
        const token = await apiAccessToken(first.page);
        for (const meeting of MEETINGS) {
          const response = await first.page.request.post(appUrl('/api/timetable/meetings/'), { headers: { Authorization: `Bearer ${token}` }, data: meeting });
          expect(response.status(), await response.text()).toBe(201);
        }

        // Generate: on a Saturday the week starts on next week.
        await openWeekly(first.page);
        await first.page.getByRole('button', { name: 'Generate Weekly Plan' }).click();
        const dialog = first.page.getByRole('dialog', { name: 'Generate Weekly Plan' });
        expect(await dialog.getByLabel('Week', { exact: true }).inputValue()).toBe(`Next week (from ${dayLabel(nextMonday, 0)})`);
        await dialog.getByLabel('Title').fill('Prelim week');
        await dialog.getByLabel('Description').fill('Recursion and induction for the prelim, and the problem set');
        await dialog.getByRole('combobox', { name: 'Course' }).fill('CS 2110');
        await dialog.getByRole('button', { name: 'Generate' }).click();
        const viewer = first.page.getByRole('dialog', { name: 'Prelim week' });
        await viewer.waitFor({ timeout: 30_000 });
        await first.page.keyboard.press('Escape');
        await viewer.waitFor({ state: 'hidden' });
        const [plan] = await waitForServerPlans(token, (plans) => plans.length === 1);
        expect(plan!.week_of).toBe(nextMonday);

        // Next week in the calendar: every class, and study blocks, none of them during a class.
        await showWeek(first.page, nextMonday);
        await calendar(first.page).locator('[data-kind="study"]').first().waitFor({ state: 'attached', timeout: 20_000 });
        const week = await readWeek(first.page, wide);
        expect(week.classes).toHaveLength(MEETINGS.length);
        expect(week.blocks.length).toBeGreaterThan(0);
        for (const block of week.blocks) {
          expect(
            week.classes.filter((meeting) => overlaps(block, meeting)),
            block.name,
          ).toEqual([]);
        }

        // The other device, open on that week, shows the block where it is now.
        const { block, day } = freeMove(week.classes, week.blocks);
        await openWeekly(second.page);
        await showWeek(second.page, nextMonday);
        if (!wide) await showDay(second.page, block.day);
        await studyBlock(second.page, block.name).waitFor({ timeout: 20_000 });
        if (!wide) await showDay(second.page, day);

        // Offline on the first device, the block goes to another day.
        await first.page.bringToFront();
        await first.context.setOffline(true);
        await syncStatus(first.page, /^Sync status: Offline/).waitFor();
        const moved = studyBlock(first.page, block.name);
        if (wide) {
          await moved.scrollIntoViewIfNeeded(); // the mouse reaches only what is on the screen
          const layer = await calendar(first.page)
            .getByRole('list', { name: /classes, study blocks and deadlines/ })
            .boundingBox();
          const box = await moved.boundingBox();
          if (!layer || !box) throw new Error('the calendar is not drawn');
          const [x, y] = [box.x + box.width / 2, box.y + 8];
          await first.page.mouse.move(x, y);
          await first.page.mouse.down();
          await first.page.mouse.move(x + 10, y, { steps: 2 });
          await first.page.mouse.move(x + ((day - block.day) * layer.width) / 7, y, { steps: 8 });
          await first.page.mouse.up();
        } else {
          await showDay(first.page, block.day);
          await moved.focus();
          await first.page.keyboard.press('Enter');
          for (let step = 0; step < Math.abs(day - block.day); step += 1) await first.page.keyboard.press(day > block.day ? 'ArrowRight' : 'ArrowLeft');
          await first.page.keyboard.press('Enter');
        }
        const there = renamed(block, day);
        await studyBlock(first.page, there).waitFor();
        await syncStatus(first.page, /^Sync status: Offline, 1 change waiting/).waitFor();
        expect(await first.page.getByRole('dialog').count()).toBe(0); // the drag's closing click opened nothing

        // Back online: the server's plan has it, and the other device shows it with nothing done there.
        await first.context.setOffline(false);
        await syncStatus(first.page, /^Sync status: All saved/).waitFor({ timeout: 20_000 });
        const row = `| ${DAY_NAMES[day]} | ${clock(block.start)}–${clock(block.end)} |`;
        await waitForServerPlans(token, (plans) => plans[0]?.markdown_plan.includes(row) === true);
        // Well within the 30 s poll: the second device's live stream pokes it.
        await studyBlock(second.page, there).waitFor({ timeout: 15_000 });
        expect(await studyBlock(second.page, block.name).count()).toBe(0);
        expect(await second.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      },
      TEST_TIMEOUT,
    );
  }
});
