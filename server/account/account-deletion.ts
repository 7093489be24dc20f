// "Delete my account" (issue #18): every row the API holds for the student, in one transaction, and with
// the local identity provider their account with everything hanging off it (sessions, grants, refresh
// and access tokens, codes, devices, two-step sign-in). Afterwards no table names them.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { BOOKKEEPING_TABLES, EXPORTED_TABLES } from './account-tables';
import { ownerTables, rowsOf } from '../db/sql-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Children first, then every other owner_sub table the database lists (one added later included). */
async function deleteOwnedRows(tx: Executor, sub: string): Promise<void> {
  const listed = await ownerTables(tx);
  const known = [...EXPORTED_TABLES].reverse().map(({ table }) => table);
  for (const table of new Set([...known, ...Object.keys(BOOKKEEPING_TABLES), ...listed])) {
    if (listed.includes(table)) await tx.execute(sql`DELETE FROM ${sql.identifier(table)} WHERE owner_sub = ${sub}`);
  }
}

/** The local provider's rows of the account: its oidc-provider models (by account and by grant), then the account (its devices and MFA cascade). */
async function deleteLocalAccount(tx: Executor, accountId: string): Promise<boolean> {
  if (!UUID.test(accountId)) return false;
  const grants = await rowsOf<{ grant_id: string }>(
    tx,
    sql`SELECT DISTINCT CASE WHEN model = 'Grant' THEN id ELSE grant_id END AS grant_id FROM identity_oidc_store
         WHERE payload->>'accountId' = ${accountId} AND (grant_id IS NOT NULL OR model = 'Grant')`,
  );
  const grantIds = `{${grants.map((row) => `"${row.grant_id.replace(/["\\]/g, '')}"`).join(',')}}`;
  await tx.execute(sql`DELETE FROM identity_oidc_store
     WHERE payload->>'accountId' = ${accountId}
        OR grant_id = ANY(${grantIds}::text[]) OR (model = 'Grant' AND id = ANY(${grantIds}::text[]))
        OR (model = 'Interaction' AND (payload->'session'->>'accountId' = ${accountId} OR payload->'result'->'login'->>'accountId' = ${accountId}))`);
  const deleted = await rowsOf(tx, sql`DELETE FROM identity_accounts WHERE id = ${accountId}::uuid RETURNING id`);
  return deleted.length > 0;
}

export interface DeletionResult {
  /** The local identity provider's account went too (false with Auth0, or for a sub it does not know). */
  localAccountDeleted: boolean;
}

export async function deleteAccount(db: Database, sub: string, options: { local: boolean }): Promise<DeletionResult> {
  return db.orm.transaction(async (tx) => {
    await deleteOwnedRows(tx, sub);
    return { localAccountDeleted: options.local ? await deleteLocalAccount(tx, sub) : false };
  });
}

/** The email the student must type when the local provider holds their account. */
export async function localAccountEmail(db: Database, sub: string): Promise<string | undefined> {
  if (!UUID.test(sub)) return undefined;
  const rows = await db.query<{ email: string }>('SELECT email FROM identity_accounts WHERE id = $1', [sub]);
  return rows[0]?.email;
}
