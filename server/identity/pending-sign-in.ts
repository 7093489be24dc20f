// Between the password and the code: the code page carries a signed note "this interaction's password
// was right for account X, until T" in a hidden field, so no server state is needed and a note cannot be
// forged, moved to another interaction (the uid is signed in) or used after ten minutes.
import { createHmac, timingSafeEqual } from 'node:crypto';

const LIFETIME_MS = 10 * 60_000;

function sign(key: string, text: string): string {
  return createHmac('sha256', key).update(text).digest('base64url');
}

export function issuePendingSignIn(key: string, uid: string, accountId: string, now = Date.now()): string {
  const body = `${accountId}.${now + LIFETIME_MS}`;
  return `${body}.${sign(key, `${uid}.${body}`)}`;
}

/** The account whose password was checked, when the note is genuine, for this interaction and in time. */
export function readPendingSignIn(key: string, uid: string, note: string, now = Date.now()): string | undefined {
  const [accountId = '', expires = '', signature = ''] = note.split('.');
  const expected = Buffer.from(sign(key, `${uid}.${accountId}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Number(expires) > now ? accountId : undefined;
}
