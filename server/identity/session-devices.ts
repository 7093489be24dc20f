// The local provider's sessions seen as devices: oidc-provider keeps each browser's Session (and its
// Grant and refresh tokens) in identity_oidc_store; identity_session_devices adds the browser's user agent
// and when it was first and last seen. Ending a session here is what signing that device out means:
// the Session, its grants and every token of them go, so its next renewal answers invalid_grant.
import type { Database } from '../db/database';

export interface SessionDevice {
  /** The Session's uid: public, unlike its id (the cookie value). */
  id: string;
  userAgent: string;
  firstSeenAt: Date;
  lastSeenAt: Date;
}

interface DeviceRow {
  uid: string;
  user_agent: string | null;
  first_seen_at: Date | string | null;
  last_seen_at: Date | string | null;
  login_ts: string | number | null;
  [column: string]: unknown;
}

const LIVE = '(s.expires_at IS NULL OR s.expires_at > now())';

/** Called whenever the provider issues tokens for a session (sign-in, silent sign-in, renewal). */
export async function recordSessionUse(db: Database, sessionUid: string, accountId: string, userAgent: string): Promise<void> {
  await db.query(
    `INSERT INTO identity_session_devices (session_uid, account_id, user_agent) VALUES ($1, $2, $3)
     ON CONFLICT (session_uid) DO UPDATE SET last_seen_at = now(),
       user_agent = CASE WHEN identity_session_devices.user_agent = '' THEN EXCLUDED.user_agent ELSE identity_session_devices.user_agent END`,
    [sessionUid, accountId, userAgent.slice(0, 500)],
  );
}

export async function listSessionDevices(db: Database, accountId: string): Promise<SessionDevice[]> {
  // Devices whose session ended (signed out, expired) are forgotten.
  await db.query(
    `DELETE FROM identity_session_devices d WHERE d.account_id = $1 AND NOT EXISTS (
       SELECT 1 FROM identity_oidc_store s WHERE s.model = 'Session' AND s.uid = d.session_uid AND ${LIVE})`,
    [accountId],
  );
  const rows = await db.query<DeviceRow>(
    `SELECT s.uid, d.user_agent, d.first_seen_at, d.last_seen_at, s.payload->>'loginTs' AS login_ts
       FROM identity_oidc_store s LEFT JOIN identity_session_devices d ON d.session_uid = s.uid
      WHERE s.model = 'Session' AND s.payload->>'accountId' = $1 AND s.uid IS NOT NULL AND ${LIVE}
      ORDER BY coalesce(d.last_seen_at, d.first_seen_at) DESC NULLS LAST, s.uid`,
    [accountId],
  );
  return rows.map((row) => {
    const login = row.login_ts === null ? new Date() : new Date(Number(row.login_ts) * 1000);
    return {
      id: row.uid,
      userAgent: row.user_agent ?? '',
      firstSeenAt: row.first_seen_at ? new Date(row.first_seen_at) : login,
      lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at) : login,
    };
  });
}

/** Ends one of the account's sessions; false when it has no such session. */
export async function endSession(db: Database, accountId: string, sessionUid: string): Promise<boolean> {
  const rows = await db.query<{ id: string; grants: string | null; [column: string]: unknown }>(
    `SELECT id, payload->'authorizations' AS grants FROM identity_oidc_store
      WHERE model = 'Session' AND uid = $1 AND payload->>'accountId' = $2`,
    [sessionUid, accountId],
  );
  const session = rows[0];
  if (!session) return false;
  const authorizations = (typeof session.grants === 'string' ? JSON.parse(session.grants) : session.grants) as Record<string, { grantId?: string }> | null;
  const grantIds = Object.values(authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [grantId] : []));
  for (const grantId of grantIds) {
    // Refresh tokens, access tokens and codes carry grant_id; the Grant itself is keyed by it.
    await db.query(`DELETE FROM identity_oidc_store WHERE grant_id = $1 OR (model = 'Grant' AND id = $1)`, [grantId]);
  }
  // Tokens of this session whose grant the session no longer lists (an earlier sign-in in the same browser).
  await db.query(`DELETE FROM identity_oidc_store WHERE model = 'RefreshToken' AND payload->>'sessionUid' = $1`, [sessionUid]);
  await db.query(`DELETE FROM identity_oidc_store WHERE model = 'Session' AND id = $1`, [session.id]);
  await db.query('DELETE FROM identity_session_devices WHERE session_uid = $1', [sessionUid]);
  return true;
}

/** Ends every session of the account but `keepUid` (the device asking); how many ended. */
export async function endOtherSessions(db: Database, accountId: string, keepUid: string | undefined): Promise<number> {
  const rows = await db.query<{ uid: string; [column: string]: unknown }>(
    `SELECT uid FROM identity_oidc_store WHERE model = 'Session' AND payload->>'accountId' = $1 AND uid IS NOT NULL AND uid <> $2`,
    [accountId, keepUid ?? ''],
  );
  let ended = 0;
  for (const { uid } of rows) if (await endSession(db, accountId, uid)) ended += 1;
  return ended;
}
