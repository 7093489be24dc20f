// The contact form's messages reach CONTACT_TO through real SMTP (a local server the test starts), once.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailContactMessagesTo } from '../../../server/contact/contact-mail';
import { readMailConfig } from '../../../server/mail/mail-config';
import { createMailer, type Mailer } from '../../../server/mail/mailer';
import { startLocalSmtp, waitForMail, type LocalSmtp } from '../support/local-smtp';
import { startTestApi, type TestApi } from '../support/test-api';

let smtp: LocalSmtp;
let mailer: Mailer;
let api: TestApi;

beforeAll(async () => {
  smtp = await startLocalSmtp();
  const config = readMailConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'DegreeMate <no-reply@degreemate.test>', CONTACT_TO: 'team@degreemate.test' })!;
  mailer = createMailer(config);
  api = await startTestApi({ contact: { deliver: mailContactMessagesTo(mailer, config.contactTo!) } });
});
afterAll(async () => {
  await api.close();
  mailer.close();
  await smtp.close();
});

describe('contact messages by mail', () => {
  it('sends a new message to CONTACT_TO with a Reply-To of the sender, and a resend sends nothing', async () => {
    const body = { id: randomUUID(), name: 'Grace Hopper', email: 'grace@example.edu', subject: 'Syllabus import', message: 'Can it read a DOCX?' };
    expect((await api.app.inject({ method: 'POST', url: '/api/contact/', payload: body })).statusCode).toBe(200);
    const [mail] = await waitForMail(smtp, 1);
    expect(mail!.to).toEqual(['team@degreemate.test']);
    expect(mail!.from).toBe('no-reply@degreemate.test');
    expect(mail!.raw).toMatch(/^Reply-To: Grace Hopper <grace@example\.edu>/m);
    expect(mail!.raw).toMatch(/^Subject: \[DegreeMate contact\] Syllabus import/m);
    expect(mail!.raw).toContain('Can it read a DOCX?');

    expect((await api.app.inject({ method: 'POST', url: '/api/contact/', payload: body })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(1);
  });
});

describe('mail settings', () => {
  it('are off with nothing set, and refuse half a setup or a wrong address', () => {
    expect(readMailConfig({})).toBeUndefined();
    expect(() => readMailConfig({ SMTP_URL: 'smtp://localhost:25' })).toThrow(/MAIL_FROM/);
    expect(() => readMailConfig({ CONTACT_TO: 'team@example.edu' })).toThrow(/SMTP_URL/);
    expect(() => readMailConfig({ SMTP_URL: 'http://localhost', MAIL_FROM: 'a@b.c' })).toThrow(/smtp:\/\//);
  });
});
