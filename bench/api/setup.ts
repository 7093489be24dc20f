// What the API bench runs against: one migrated database (in-memory PGlite, or a fresh schema on the
// PostgreSQL of BENCH_DATABASE_URL), the real app on it listening on a local port, the way
// test/server/support/test-api.ts builds it (a key pair made here, so tokens can be minted for any user),
// with the per-user and per-address budgets lifted so that a load test measures work, not refusals.
import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { bookmarks } from '../../server/db/schema/bookmarks';
import type { Slot } from './load';

export const AUTH = { issuer: 'http://localhost:4691/', audience: 'https://api.degreemate.local' };
const KEY_ID = 'bench-key';
/** The budgets the real app gets here, and the bare layers count against: far above any load the bench makes. */
export const UNLIMITED = 1_000_000_000;

export interface BenchDatabase {
  db: Database;
  label: string;
  close(): Promise<void>;
}

export async function openBenchDatabase(url = process.env.BENCH_DATABASE_URL): Promise<BenchDatabase> {
  if (!url) {
    const db = await openDatabase({});
    await migrate(db);
    return { db, label: 'PGlite (in memory)', close: () => db.close() };
  }
  // A private schema, dropped afterwards: the bench never touches rows it did not make.
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: url });
  await admin.exec(`CREATE SCHEMA ${schema}`);
  const withSchema = new URL(url);
  withSchema.searchParams.set('search_path', schema);
  const db = await openDatabase({ databaseUrl: withSchema.href });
  await migrate(db);
  const [{ server_version: version } = { server_version: '?' }] = await db.query<{ server_version: string }>('SHOW server_version');
  return {
    db,
    label: `PostgreSQL ${version}`,
    async close() {
      await db.close();
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export interface Keys {
  jwks: JSONWebKeySet;
  /** An access token for `sub`, living an hour (the local provider's lifetime) unless told otherwise. */
  token(sub: string, lifetimeS?: number): Promise<string>;
}

export async function makeKeys(): Promise<Keys> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  return {
    jwks: { keys: [jwk] },
    token(sub, lifetimeS = 3600) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: AUTH.issuer, aud: AUTH.audience, sub, iat: now, exp: now + lifetimeS, scope: 'openid profile email' })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'at+jwt' })
        .sign(privateKey);
    },
  };
}

export async function startRealApp(db: Database, keys: Keys): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp({
    db,
    auth: { ...AUTH, jwks: keys.jwks },
    appOrigin: 'http://localhost:4690',
    staticDir: '/nonexistent',
    clientConfig: { auth: { domain: 'http://localhost:4691', clientId: 'bench', audience: AUTH.audience }, mode: 'local' },
    sampleCatalog: false,
    requestsPerMinute: UNLIMITED,
    requestsPerMinutePerAddress: UNLIMITED,
  });
  return { app, origin: await app.listen({ host: '127.0.0.1', port: 0 }) };
}

/** `count` new users, each with `records` bookmarks already stored (the first one's id in the slot). */
export async function seedUsers(db: Database, keys: Keys, count: number, records: number): Promise<Slot[]> {
  const slots: Slot[] = [];
  for (let i = 0; i < count; i++) {
    const sub = `auth0|bench-${randomUUID()}`;
    const slot: Slot = { sub, token: await keys.token(sub) };
    if (records > 0) {
      const rows = Array.from({ length: records }, (_, n) => ({ ownerSub: sub, title: `Link ${n}`, url: `https://example.edu/${n}`, description: 'Seeded.' }));
      const [first] = await db.orm.insert(bookmarks).values(rows).returning({ id: bookmarks.id, version: bookmarks.version });
      Object.assign(slot, first);
    }
    slots.push(slot);
  }
  return slots;
}
