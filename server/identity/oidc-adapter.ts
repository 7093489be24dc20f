// oidc-provider's storage adapter on our database: one row per stored model instance in identity_oidc_store,
// so sessions, grants, interactions and refresh tokens survive restarts and are shared between processes.
import type { Adapter, AdapterPayload } from 'oidc-provider';
import { invalidCharacterMessage } from '../../src/lib/text-rules';
import type { Database } from '../db/database';

interface PayloadRow {
  payload: AdapterPayload;
  [column: string]: unknown;
}

// `$n::text::jsonb`: both drivers then send the JSON text as it is (postgres.js would re-encode a string for a jsonb parameter).
const UPSERT = `
  INSERT INTO identity_oidc_store (model, id, payload, grant_id, user_code, uid, expires_at, consumed_at)
  VALUES ($1, $2, $3::text::jsonb, $4, $5, $6, now() + $7::integer * interval '1 second', to_timestamp($8::double precision))
  ON CONFLICT (model, id) DO UPDATE SET
    payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code, uid = EXCLUDED.uid,
    expires_at = EXCLUDED.expires_at, consumed_at = EXCLUDED.consumed_at`;

const LIVE = '(expires_at IS NULL OR expires_at > now())';

class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Database,
    private readonly model: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    await this.db.query(UPSERT, [
      this.model,
      id,
      JSON.stringify(payload),
      payload.grantId ?? null,
      payload.userCode ?? null,
      payload.uid ?? null,
      typeof expiresIn === 'number' ? Math.ceil(expiresIn) : null,
      typeof payload.consumed === 'number' ? payload.consumed : null,
    ]);
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id = $2', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid = $2', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code = $2', userCode);
  }

  // Consumed rows are kept (not deleted) so that a second use of a rotated refresh token or an
  // authorization code is recognised as a replay, which revokes the whole grant.
  async consume(id: string): Promise<void> {
    await this.db.query(
      `UPDATE identity_oidc_store
         SET consumed_at = now(), payload = jsonb_set(payload, '{consumed}', to_jsonb(floor(extract(epoch FROM now()))::bigint))
       WHERE model = $1 AND id = $2`,
      [this.model, id],
    );
  }

  async destroy(id: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_store WHERE model = $1 AND id = $2', [this.model, id]);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.query('DELETE FROM identity_oidc_store WHERE model = $1 AND grant_id = $2', [this.model, grantId]);
  }

  private async findWhere(condition: string, value: string): Promise<AdapterPayload | undefined> {
    // Tokens, codes and uids arrive from clients; one the database cannot even compare (a NUL byte) names
    // nothing, so the provider answers invalid_grant as for any unknown token, not server_error.
    if (invalidCharacterMessage(value)) return undefined;
    const rows = await this.db.query<PayloadRow>(`SELECT payload FROM identity_oidc_store WHERE model = $1 AND ${condition} AND ${LIVE}`, [this.model, value]);
    return rows[0]?.payload;
  }
}

/** The `adapter` option for oidc-provider: it builds one adapter per model name. */
export function createOidcAdapterFactory(db: Database): (model: string) => Adapter {
  return (model) => new DatabaseAdapter(db, model);
}

/** Deletes rows whose lifetime is over; oidc-provider never looks at them again. */
export async function deleteExpiredOidcRows(db: Database): Promise<void> {
  await db.query('DELETE FROM identity_oidc_store WHERE expires_at <= now()');
  // The devices of sessions that are gone (session-devices.ts).
  await db.query(
    `DELETE FROM identity_session_devices d WHERE NOT EXISTS (SELECT 1 FROM identity_oidc_store s WHERE s.model = 'Session' AND s.uid = d.session_uid)`,
  );
}
