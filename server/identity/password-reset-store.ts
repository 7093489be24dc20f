// Single-use password reset links (table identity_password_resets, migration 0018). Redeeming one is a
// single conditional UPDATE, so two tabs (or two server processes) opening the same link cannot both use it.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { hashPassword } from './password-hash';
import { endOtherSessions } from './session-devices';

export const RESET_LINK_MINUTES = 30;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
// Tokens come from URLs: anything that is not one of ours never reaches the database.
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A new reset token for the account (only its hash is stored). */
export async function issueResetToken(db: Database, accountId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000);
  await db.query('INSERT INTO identity_password_resets (token_hash, account_id, expires_at) VALUES ($1, $2, $3)', [
    hashOf(token),
    accountId,
    expiresAt.toISOString(),
  ]);
  return token;
}

/** Whether the link can still be used (to show its form, or say it cannot). */
export async function isUsableResetToken(db: Database, token: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const rows = await db.query('SELECT 1 FROM identity_password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2', [
    hashOf(token),
    now.toISOString(),
  ]);
  return rows.length > 0;
}

/**
 * Uses the link: sets the new password and signs every session of the account out (whoever knew the old
 * password is out). Answers false when the link was used, expired or never existed.
 */
export async function resetPasswordWithToken(db: Database, token: string, newPassword: string, now = new Date()): Promise<boolean> {
  if (!TOKEN_SHAPE.test(token)) return false;
  const passwordHash = await hashPassword(newPassword);
  const [used] = await db.query<{ account_id: string; [column: string]: unknown }>(
    'UPDATE identity_password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING account_id',
    [hashOf(token), now.toISOString()],
  );
  if (!used) return false;
  await setPassword(db, used.account_id, passwordHash);
  return true;
}

/** Sets an account's password hash and ends all its sessions (also `npm run account:reset-password`). */
export async function setPassword(db: Database, accountId: string, passwordHash: string): Promise<void> {
  await db.query('UPDATE identity_accounts SET password_hash = $2 WHERE id = $1', [accountId, passwordHash]);
  // Any older links of the account die with the password they were meant to replace.
  await db.query('UPDATE identity_password_resets SET used_at = now() WHERE account_id = $1 AND used_at IS NULL', [accountId]);
  await endOtherSessions(db, accountId, undefined);
}
