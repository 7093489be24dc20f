// A student's private calendar subscription URL, /api/calendar/{secret}.ics. The secret (32 bytes,
// base64url) is HMAC(feed key, nonce): the database keeps only the nonce and the secret's SHA-256 (how a
// request finds its owner), so a leaked database reveals no URL, yet the owner can be shown theirs again.
// The feed key lives outside the database (CALENDAR_FEED_KEY, or a key file in DATA_DIR); changing it
// retires every URL. Regenerating takes a new nonce: the old URL stops working at once.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { calendarFeeds } from '../db/schema/calendar';

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const secretOf = (key: string, nonce: string) => createHmac('sha256', key).update(nonce).digest('base64url');
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** Creates the subscription, or replaces it (the old URL then answers 404). */
export async function regenerateFeed(db: Executor, ownerSub: string, key: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  const secret = secretOf(key, nonce);
  const values = { ownerSub, nonce, secretHash: hashOf(secret), createdAt: new Date() };
  await db.insert(calendarFeeds).values(values).onConflictDoUpdate({ target: calendarFeeds.ownerSub, set: values });
  return secret;
}

export async function currentFeedSecret(db: Executor, ownerSub: string, key: string): Promise<string | undefined> {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.ownerSub, ownerSub));
  if (!row) return undefined;
  const secret = secretOf(key, row.nonce);
  // Under another feed key the stored URL is gone: as if there were none.
  return hashOf(secret) === row.secretHash ? secret : undefined;
}

/** true when there was one. */
export async function revokeFeed(db: Executor, ownerSub: string): Promise<boolean> {
  return (await db.delete(calendarFeeds).where(eq(calendarFeeds.ownerSub, ownerSub)).returning()).length > 0;
}

export async function ownerOfSecret(db: Executor, secret: string): Promise<string | undefined> {
  if (!SECRET_PATTERN.test(secret)) return undefined;
  const [row] = await db
    .select({ ownerSub: calendarFeeds.ownerSub })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.secretHash, hashOf(secret)));
  return row?.ownerSub;
}
