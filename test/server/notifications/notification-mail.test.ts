// The due-task reminders and the Monday report go to the student's account address through real SMTP (a
// local server the test starts): the right recipients and content, nothing with the switch off, nothing
// twice (another run, or another process sharing the database), nothing written without mail configured.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { updateSettings, type SettingsChanges } from '../../../server/account/settings-service';
import { tasks } from '../../../server/db/schema/tasks';
import { plans, planCourses } from '../../../server/db/schema/plans';
import { weeklyPlans } from '../../../server/db/schema/weekly-plans';
import { createAccountStore } from '../../../server/identity/account-store';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import { sendDueTaskReminders } from '../../../server/notifications/due-task-reminders';
import { sendWeeklyReports } from '../../../server/notifications/weekly-report-mail';
import { startLocalSmtp, waitForMail, type LocalSmtp } from '../support/local-smtp';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let smtp: LocalSmtp;
let mailer: Mailer;
let test: TestDatabase;
let ada: string;
let alan: string;

// Tuesday 24 November 2026, 09:00 in Paris.
const NOW = new Date('2026-11-24T08:00:00Z');
const hours = (h: number) => new Date(NOW.getTime() + h * 3_600_000);

/** The body as a mail client shows it (quoted-printable undone). */
const bodyOf = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/(?:=[0-9A-F]{2})+/g, (codes) => Buffer.from(codes.replace(/=/g, ''), 'hex').toString('utf8'));

const settingsOf = (sub: string, changes: SettingsChanges) => test.db.orm.transaction((tx) => updateSettings(tx, sub, changes));
const sentRows = () => test.db.query<{ owner_sub: string; kind: string; period: string; recipient: string }>('SELECT * FROM notification_mails ORDER BY kind');

beforeAll(async () => {
  smtp = await startLocalSmtp();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'DegreeMate <no-reply@degreemate.test>' });
  test = await openTestDatabase();
  const accounts = createAccountStore(test.db);
  ada = (await accounts.create({ email: 'ada@example.edu', password: 'correct horse battery', givenName: 'Ada', familyName: 'Lovelace' })).id;
  alan = (await accounts.create({ email: 'alan@example.edu', password: 'correct horse battery', givenName: 'Alan', familyName: 'Turing' })).id;
  await test.db.orm.insert(tasks).values([
    { ownerSub: ada, title: 'Essay draft', course: 'HIST 101', dueAt: hours(3) },
    { ownerSub: ada, title: 'Lab report', dueAt: hours(23) },
    { ownerSub: ada, title: 'Already done', dueAt: hours(5), status: 'complete', completedAt: hours(-30) },
    { ownerSub: ada, title: 'Next week exam', dueAt: hours(30) },
    { ownerSub: ada, title: 'Missed quiz', dueAt: hours(-2) },
    { ownerSub: alan, title: 'Proof sketch', dueAt: hours(4) },
  ]);
});
afterAll(async () => {
  mailer.close();
  await smtp.close();
  await test.close();
});
beforeEach(async () => {
  smtp.received.splice(0);
  await test.db.query('DELETE FROM notification_mails');
});

describe('due-task reminders', () => {
  it('mail each student with the switch on once, listing only their open tasks due in the next 24 hours', async () => {
    await settingsOf(ada, { email_reminders: true, time_zone: 'Europe/Paris' });
    await settingsOf(alan, { email_reminders: false });

    expect(await sendDueTaskReminders(test.db, mailer, NOW)).toBe(1);
    const [mail] = await waitForMail(smtp, 1);
    expect(mail!.to).toEqual(['ada@example.edu']);
    expect(mail!.from).toBe('no-reply@degreemate.test');
    expect(mail!.raw).toMatch(/^Subject: DegreeMate: 2 tasks due in the next 24 hours/m);
    const body = bodyOf(mail!.raw);
    expect(body).toContain('Hello Ada,');
    expect(body).toContain('- Essay draft (HIST 101), due Tue');
    expect(body).toContain('- Lab report, due Wed');
    for (const absent of ['Already done', 'Next week exam', 'Missed quiz', 'Proof sketch']) expect(body).not.toContain(absent);
    expect(body.indexOf('Essay draft')).toBeLessThan(body.indexOf('Lab report'));

    // Later the same day, and another process sharing the database: nothing again.
    expect(await sendDueTaskReminders(test.db, mailer, hours(6))).toBe(0);
    const other = createMailer({ smtpUrl: smtp.url, from: 'DegreeMate <no-reply@degreemate.test>' });
    expect(await sendDueTaskReminders(test.db, other, hours(1))).toBe(0);
    other.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(await sentRows()).toMatchObject([{ owner_sub: ada, kind: 'due-tasks', period: '2026-11-24', recipient: 'ada@example.edu' }]);

    // The next local day is a new reminder (only Next week exam is due by then).
    expect(await sendDueTaskReminders(test.db, mailer, hours(24))).toBe(1);
    const [, next] = await waitForMail(smtp, 2);
    expect(next!.raw).toMatch(/^Subject: DegreeMate: 1 task due in the next 24 hours/m);
    expect(bodyOf(next!.raw)).toContain('- Next week exam, due Wed');
  });

  it('send and write nothing when the switch is off, nothing is due, before 07:00 local or without mail', async () => {
    await settingsOf(ada, { email_reminders: false });
    await settingsOf(alan, { email_reminders: true, time_zone: 'UTC' });
    expect(await sendDueTaskReminders(test.db, mailer, hours(48))).toBe(0); // Alan has nothing due then
    expect(await sendDueTaskReminders(test.db, mailer, new Date('2026-11-24T06:30:00Z'))).toBe(0); // 06:30 in UTC
    expect(await sendDueTaskReminders(test.db, undefined, NOW)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(0);
    expect(await sentRows()).toEqual([]);

    expect(await sendDueTaskReminders(test.db, mailer, NOW)).toBe(1);
    expect((await waitForMail(smtp, 1))[0]!.to).toEqual(['alan@example.edu']);
  });
});

describe('weekly progress report', () => {
  it('mails last week on Monday once, with tasks completed, hours planned and plan progress', async () => {
    await settingsOf(ada, { weekly_report: true, weekly_study_hours: 10, time_zone: 'Europe/Paris' });
    await settingsOf(alan, { weekly_report: false });
    await test.db.orm.insert(tasks).values([
      { ownerSub: ada, title: 'Done Tuesday', status: 'complete', completedAt: new Date('2026-11-24T10:00:00Z') },
      { ownerSub: ada, title: 'Done Sunday', status: 'complete', completedAt: new Date('2026-11-29T20:00:00Z') },
      { ownerSub: ada, title: 'Done this Monday', status: 'complete', completedAt: new Date('2026-11-30T00:30:00Z') },
    ]);
    const markdown = '| Day | Time | Focus |\n| --- | --- | --- |\n| Mon | 09:00–10:30 | Reading |\n| Wed | 14:00–16:00 | Problems |\n';
    await test.db.orm.insert(weeklyPlans).values([
      { ownerSub: ada, title: 'Week', weekOf: '2026-11-23', markdownPlan: markdown },
      { ownerSub: ada, title: 'Archived', weekOf: '2026-11-23', markdownPlan: markdown, archived: true },
    ]);
    const [plan] = await test.db.orm.insert(plans).values({ ownerSub: ada, startTerm: 'Fall', startYear: 2025, totalCredits: 120 }).returning();
    await test.db.orm.insert(planCourses).values([
      { ownerSub: ada, planId: plan!.id, courseCode: 'A1', term: 'Fall 2025', status: 'taken', credit: 30 },
      { ownerSub: ada, planId: plan!.id, courseCode: 'B1', term: 'Spring 2026', status: 'planned', credit: 6 },
    ]);

    const monday = new Date('2026-11-30T08:00:00Z'); // 09:00 in Paris
    expect(await sendWeeklyReports(test.db, mailer, new Date('2026-11-29T08:00:00Z'))).toBe(0); // Sunday
    expect(await sendWeeklyReports(test.db, mailer, monday)).toBe(1);
    const [mail] = await waitForMail(smtp, 1);
    expect(mail!.to).toEqual(['ada@example.edu']);
    expect(mail!.raw).toMatch(/^Subject: DegreeMate: your week of 2026-11-23/m);
    const body = bodyOf(mail!.raw);
    // Already done (Monday 03:00), Tuesday and Sunday 21:00 in Paris count; this Monday 01:30 in Paris does not.
    expect(body).toContain('Tasks completed: 3 tasks.');
    expect(body).toContain('Study planned: 3.5 h of your 10 h weekly budget.');
    expect(body).toContain('Graduation plan: 25% done (30 of 120 credits, 1 of 2 courses taken).');

    expect(await sendWeeklyReports(test.db, mailer, new Date('2026-11-30T15:00:00Z'))).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(1);
    expect(await sentRows()).toMatchObject([{ owner_sub: ada, kind: 'weekly-report', period: '2026-11-23' }]);
  });
});
