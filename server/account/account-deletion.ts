// "Delete my account": every row the API holds for the student, in one transaction, and with
// the local identity provider their account with everything hanging off it (sessions, grants, refresh
// and access tokens, codes, devices, two-step sign-in). Afterwards no table names them, except the record
// that keeps the account's unexpired access tokens refused (server/auth/deleted-subjects.ts).
import { sql } from 'drizzle-orm';
import { recordDeletedSubject } from '../auth/deleted-subjects';
import type { AuthenticatedUser } from '../auth/token-verifier';
import type { Database } from '../db/database';
import { noticeOf } from '../db/change-notices';
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

/**
 * Every write of a user locks their change-log cursor first (server/sync/change-log.ts). Taken first here
 * too (created if missing, deleted with the rest): a write holding it commits before the rows are read and
 * goes with them; one waiting for it runs once the deletion committed, and the database refuses it then.
 * It also sends a change notice without a cursor when the deletion commits: every process then checks the
 * account of each of the student's open live streams, finds it deleted, and ends them.
 */
async function holdWrites(tx: Executor, sub: string): Promise<void> {
  await tx.execute(sql`INSERT INTO sync_cursors (owner_sub) VALUES (${sub}) ON CONFLICT (owner_sub) DO UPDATE SET seq = sync_cursors.seq
    RETURNING ${noticeOf(sql`owner_sub`, sql`NULL::bigint`, undefined)}`);
}

/**
 * Rows keyed by the student without an owner_sub column: the API's request budgets (`<budget>:<sub>`) and,
 * for a local account, its sign-in and security counters (by account id, or by email); messages sent through
 * the contact form from the account's email.
 */
async function deleteKeyedRows(tx: Executor, sub: string, email: string): Promise<void> {
  await tx.execute(sql`DELETE FROM rate_limit_counters
     WHERE key = ${sub} OR right(key, length(${sub}) + 1) = ':' || ${sub}
        OR key = lower(${email}) OR starts_with(key, lower(${email}) || '|')`);
  await tx.execute(sql`DELETE FROM contact_messages WHERE lower(trim(email)) = lower(trim(${email}))`);
}

/** `email`: the account's, as the student confirmed it. */
export async function deleteAccount(db: Database, user: AuthenticatedUser, email: string, options: { local: boolean }): Promise<DeletionResult> {
  return db.orm.transaction(async (tx) => {
    await holdWrites(tx, user.sub);
    await recordDeletedSubject(tx, user, { signInOutlives: !options.local });
    await deleteOwnedRows(tx, user.sub);
    await deleteKeyedRows(tx, user.sub, email);
    return { localAccountDeleted: options.local ? await deleteLocalAccount(tx, user.sub) : false };
  });
}

/** The email the student must type when the local provider holds their account. */
export async function localAccountEmail(db: Database, sub: string): Promise<string | undefined> {
  if (!UUID.test(sub)) return undefined;
  const rows = await db.query<{ email: string }>('SELECT email FROM identity_accounts WHERE id = $1', [sub]);
  return rows[0]?.email;
}
