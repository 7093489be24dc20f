// "Forgot password?" on the local provider: with mail, a link mailed through real SMTP (a local server the
// test starts) works once, for 30 minutes, and signs every device out; without mail, the page sends the
// student to the school's administrator (whose command is tested in reset-password-command.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import { startLocalSmtp, waitForMail, type LocalSmtp } from '../support/local-smtp';
import { startIdentityTestServer, type IdentityTestServer } from './support/identity-test-server';
import { formAction, newUser, openSignIn, signIn, signUpWithTokens } from './support/oidc-flows';
import { shownErrors } from './support/page-errors';
import { TestUserAgent } from './support/test-user-agent';

let smtp: LocalSmtp;
let mailer: Mailer;
let server: IdentityTestServer;
let withoutMail: IdentityTestServer;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  mailer = createMailer({ smtpUrl: smtp.url, from: 'DegreeMate <no-reply@degreemate.test>' });
  server = await startIdentityTestServer({ mailer });
  withoutMail = await startIdentityTestServer({ db: server.db });
});
afterAll(async () => {
  await withoutMail?.close();
  await server?.close();
  mailer.close();
  await smtp.close();
});

async function forgotPage(target: IdentityTestServer) {
  const agent = new TestUserAgent(target.origin);
  const { visit } = await openSignIn(agent, target);
  const forgot = await agent.visit(`${visit.url.pathname}/forgot`);
  return { agent, page: await forgot.response.text() };
}

async function askForLink(email: string) {
  const { agent, page } = await forgotPage(server);
  const sent = await agent.submitForm(new URL(formAction(page), server.origin), { email });
  return { status: sent.response.status, page: await sent.response.text() };
}

const linkIn = (raw: string) => /http:\/\/localhost:\d+\/reset-password\/[\w-]+/.exec(raw.replace(/=\r?\n/g, ''))?.[0];

describe('forgot password, with mail', () => {
  it('mails a link that sets a new password once, signs the account in with it and not with the old one', async () => {
    const { user } = await signUpWithTokens(new TestUserAgent(server.origin), server);
    const before = smtp.received.length;
    const { status, page } = await askForLink(user.email.toUpperCase());
    expect(status).toBe(200);
    expect(page).toContain('a link to reset its password is on its way');

    const mail = (await waitForMail(smtp, before + 1))[before]!;
    expect(mail.to).toEqual([user.email]);
    expect(mail.raw).toMatch(/^Subject: Reset your DegreeMate password/m);
    const link = linkIn(mail.raw)!;
    expect(link).toBeDefined();

    const agent = new TestUserAgent(server.origin);
    const form = await agent.visit(link);
    expect(form.response.status).toBe(200);
    const formPage = await form.response.text();
    expect(formPage).toContain('Choose a new password');
    const short = await agent.submitForm(new URL(formAction(formPage), server.origin), { password: 'short' });
    expect(short.response.status).toBe(400);
    expect(shownErrors(await short.response.text())).toEqual({ password: 'Use at least 8 characters.' });

    const done = await agent.submitForm(new URL(formAction(formPage), server.origin), { password: 'a brand new password' });
    expect(await done.response.text()).toContain('Your password is changed');
    const again = await agent.submitForm(new URL(formAction(formPage), server.origin), { password: 'another new password' });
    expect(again.response.status).toBe(410);
    expect((await new TestUserAgent(server.origin).visit(link)).response.status).toBe(410);

    const oldPassword = await signIn(new TestUserAgent(server.origin), server, user.email, user.password);
    expect(shownErrors(await oldPassword.result.response.text())).toEqual({ password: 'Wrong email or password.' });
    const newPassword = await signIn(new TestUserAgent(server.origin), server, user.email, 'a brand new password');
    expect(newPassword.result.leftProviderTo?.origin).toBe(server.appOrigin);
  });

  it('answers an unknown email the same way and mails nothing; a link past 30 minutes is refused', async () => {
    const before = smtp.received.length;
    const unknown = await askForLink(`nobody-${Date.now()}@example.edu`);
    expect(unknown.page).toContain('a link to reset its password is on its way');

    const { user } = await signUpWithTokens(new TestUserAgent(server.origin), server, newUser());
    await askForLink(user.email);
    const mails = await waitForMail(smtp, before + 1);
    expect(mails.slice(before).map((mail) => mail.to[0])).toEqual([user.email]);
    const link = linkIn(mails[before]!.raw)!;
    await server.db.query("UPDATE identity_password_resets SET expires_at = now() - interval '1 minute'");
    const expired = await new TestUserAgent(server.origin).visit(link);
    expect(expired.response.status).toBe(410);
    expect(await expired.response.text()).toContain('Reset links work once, for 30 minutes');
  });

  it('checks the email before sending, and refuses a made-up link', async () => {
    const { status, page } = await askForLink('not an email');
    expect(status).toBe(400);
    expect(shownErrors(page)).toEqual({ email: 'Enter a valid email address.' });
    expect((await new TestUserAgent(server.origin).visit('/reset-password/made-up')).response.status).toBe(410);
  });
});

describe('forgot password, without mail', () => {
  it('sends the student to the school’s administrator, in a student’s words: no command to run', async () => {
    const { page } = await forgotPage(withoutMail);
    expect(page).toContain('This DegreeMate server does not send email');
    expect(page).toContain('Your school’s DegreeMate administrator can reset your password.');
    expect(page).not.toMatch(/npm|account:reset-password|<pre|<code/);
    expect(page).not.toContain('<form');
  });
});
