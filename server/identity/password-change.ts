// Changing a local account's password: the current one must be right, the new one follows the sign-up
// rules (credential-forms.ts), and every other session of the account is ended.
import type { Database } from '../db/database';
import { newPasswordProblem } from './credential-forms';
import { hashPassword, verifyPassword } from './password-hash';
import { endOtherSessions } from './session-devices';

export type PasswordChange =
  | { ok: true; signedOut: number }
  | { ok: false; field: 'current_password' | 'new_password'; message: string }
  | { ok: false; field: 'account'; message: string };

export async function changePassword(
  db: Database,
  accountId: string,
  current: string,
  next: string,
  keepSessionUid: string | undefined,
): Promise<PasswordChange> {
  const rows = await db.query<{ password_hash: string; [column: string]: unknown }>('SELECT password_hash FROM identity_accounts WHERE id = $1', [accountId]);
  const row = rows[0];
  if (!row) return { ok: false, field: 'account', message: 'This account has no password here.' };
  if (!current || !(await verifyPassword(current, row.password_hash)))
    return { ok: false, field: 'current_password', message: 'Your current password is not right.' };
  const problem = newPasswordProblem(next);
  if (problem) return { ok: false, field: 'new_password', message: problem };
  await db.query('UPDATE identity_accounts SET password_hash = $2 WHERE id = $1', [accountId, await hashPassword(next)]);
  return { ok: true, signedOut: await endOtherSessions(db, accountId, keepSessionUid) };
}
