// The key calendar subscription URLs are derived from (feed-subscription.ts): CALENDAR_FEED_KEY when set
// (every process of a PostgreSQL deployment must share it), else a key file in DATA_DIR made on first start.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function loadOrCreateFeedKey(dataDir: string): string {
  const file = path.join(dataDir, 'calendar-feed.key');
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing) return existing;
  } catch {
    // First start: made below.
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  writeFileSync(file, `${key}\n`, { mode: 0o600, flag: 'w' });
  return key;
}
