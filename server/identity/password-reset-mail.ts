// Mails a reset link to an account's address. Unknown emails get nothing (and the page says the same
// either way); one account gets at most a few links per quarter hour, so the form cannot flood an inbox.
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { AccountStore } from './account-store';
import { issueResetToken, RESET_LINK_MINUTES } from './password-reset-store';
import type { RateLimiter } from './rate-limiter';

export interface ResetMailOptions {
  db: Database;
  accounts: AccountStore;
  mailer: Mailer;
  /** The provider's issuer (with its trailing slash): the link's base. */
  issuer: string;
  /** Links per account. */
  perAccount: RateLimiter;
}

export async function mailResetLink({ db, accounts, mailer, issuer, perAccount }: ResetMailOptions, email: string): Promise<void> {
  const account = await accounts.findByEmail(email);
  if (!account || !(await perAccount.attempt(account.id))) return;
  const token = await issueResetToken(db, account.id);
  const link = new URL(`reset-password/${token}`, issuer).href;
  await mailer.send({
    to: account.email,
    subject: 'Reset your DegreeMate password',
    text: [
      `Hello ${account.givenName},`,
      '',
      'Someone (we hope you) asked to reset the password of your DegreeMate account. To choose a new one, open:',
      '',
      link,
      '',
      `The link works once, for ${RESET_LINK_MINUTES} minutes. If you did not ask for it, ignore this email: your password stays as it is.`,
    ].join('\n'),
  });
}
