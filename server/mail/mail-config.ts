// SMTP_URL, MAIL_FROM and CONTACT_TO → the mail settings. With none set the product sends no
// mail at all: reminders and reports stay in the app and contact messages are only stored.
export interface MailConfig {
  /** e.g. smtp://user:pass@mail.example.edu:587 or smtps://…:465 (nodemailer's connection URL). */
  smtpUrl: string;
  /** The sender, e.g. "DegreeMate <no-reply@example.edu>". */
  from: string;
  /** Where the contact form's messages go; undefined: they are only stored. */
  contactTo: string | undefined;
}

type Env = Record<string, string | undefined>;

export function readMailConfig(env: Env): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const from = env.MAIL_FROM?.trim() || undefined;
  const contactTo = env.CONTACT_TO?.trim() || undefined;
  if (smtpUrl === undefined && from === undefined) {
    if (contactTo !== undefined) throw new Error('CONTACT_TO needs SMTP_URL and MAIL_FROM to send through.');
    return undefined;
  }
  // Half a setup would silently send nothing; refuse to start instead.
  if (smtpUrl === undefined || from === undefined) throw new Error('Set both SMTP_URL and MAIL_FROM (CONTACT_TO is optional), or none of them.');
  let protocol: string | undefined;
  try {
    protocol = new URL(smtpUrl).protocol;
  } catch {
    protocol = undefined;
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error(`SMTP_URL must be an smtp:// or smtps:// address, got "${smtpUrl}".`);
  return { smtpUrl, from, contactTo };
}
