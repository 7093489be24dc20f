// The provider's long-lived secrets, created on first start and then read back from identity_secrets:
// the RS256 signing key (so tokens minted before a restart still verify) and the cookie signing keys
// (so sign-in sessions survive a restart).
import { generateKeyPair, randomBytes, type JsonWebKey } from 'node:crypto';
import { promisify } from 'node:util';
import { calculateJwkThumbprint } from 'jose';
import type { Database } from '../db/database';

export interface IdentitySecrets {
  /** Private JWKs, newest first; oidc-provider signs with the first and publishes all. */
  signingKeys: JsonWebKey[];
  /** Keygrip keys for signed cookies, newest first. */
  cookieKeys: string[];
}

interface SecretRow {
  value: { keys: unknown[] };
  [column: string]: unknown;
}

async function createSigningKey(): Promise<JsonWebKey> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  const kid = await calculateJwkThumbprint({ kty: 'RSA', e: jwk.e, n: jwk.n });
  return { ...jwk, kid, use: 'sig', alg: 'RS256' };
}

/**
 * Reads the secret called `name`, creating it first if missing. Insert-if-absent then read means that
 * when several processes start together on one PostgreSQL, they all end up with the winner's value.
 */
async function loadOrCreate<T>(db: Database, name: string, create: () => Promise<T[]>): Promise<T[]> {
  const existing = await db.query<SecretRow>('SELECT value FROM identity_secrets WHERE name = $1', [name]);
  if (existing[0]) return existing[0].value.keys as T[];
  const value = JSON.stringify({ keys: await create() });
  await db.query('INSERT INTO identity_secrets (name, value) VALUES ($1, $2::text::jsonb) ON CONFLICT (name) DO NOTHING', [name, value]);
  const rows = await db.query<SecretRow>('SELECT value FROM identity_secrets WHERE name = $1', [name]);
  return rows[0]!.value.keys as T[];
}

export async function loadIdentitySecrets(db: Database): Promise<IdentitySecrets> {
  const signingKeys = await loadOrCreate(db, 'oidc-signing-keys', async () => [await createSigningKey()]);
  const cookieKeys = await loadOrCreate(db, 'oidc-cookie-keys', async () => [randomBytes(32).toString('base64url')]);
  return { signingKeys, cookieKeys };
}
