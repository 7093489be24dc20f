// "Download my data": everything the server holds for a student as one JSON document, one
// section per table of account-tables.ts, rows as the database stores them (less owner_sub and secrets).
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { EXPORTED_TABLES, type ExportedTable } from './account-tables';
import { rowsOf } from '../db/sql-rows';

const EXPORT_FORMAT = 'degreemate-export/1';

export interface LocalAccountExport {
  email: string;
  given_name: string;
  family_name: string;
  created_at: string;
  two_step_sign_in: boolean;
}

export interface AccountExport {
  format: typeof EXPORT_FORMAT;
  exported_at: string;
  user: { sub: string; identity_provider: 'local' | 'auth0'; account: LocalAccountExport | null };
  [section: string]: unknown;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The table's rows of this owner as JSON text (to_jsonb per row, so both drivers give the same text). */
async function tableRows(tx: Executor, { table, order, omit = [], children }: ExportedTable, sub: string): Promise<unknown[]> {
  const hidden = ['owner_sub', ...omit].map((column) => `'${column}'`).join(', ');
  let row = `(to_jsonb(t) - ARRAY[${hidden}]::text[])`;
  if (children) {
    const nested = `(SELECT coalesce(jsonb_agg(to_jsonb(c) - '${children.key}'), '[]'::jsonb) FROM ${quoted(children.table)} c WHERE c.${quoted(children.key)} = t.id)`;
    row = `(${row} || jsonb_build_object('${children.section}', ${nested}))`;
  }
  const ordering = order
    .split(',')
    .map((column) => `t.${quoted(column.trim())}`)
    .join(', ');
  const [result] = await rowsOf<{ rows: string }>(
    tx,
    sql`SELECT coalesce(jsonb_agg(${sql.raw(row)} ORDER BY ${sql.raw(ordering)}), '[]'::jsonb)::text AS rows FROM ${sql.identifier(table)} t WHERE t.owner_sub = ${sub}`,
  );
  return JSON.parse(result?.rows ?? '[]') as unknown[];
}

async function localAccount(tx: Executor, sub: string): Promise<LocalAccountExport | null> {
  const [row] = await rowsOf<{ account: string }>(
    tx,
    sql`SELECT jsonb_build_object('email', a.email, 'given_name', a.given_name, 'family_name', a.family_name, 'created_at', a.created_at,
               'two_step_sign_in', EXISTS (SELECT 1 FROM identity_mfa m WHERE m.account_id = a.id AND m.enabled_at IS NOT NULL))::text AS account
          FROM identity_accounts a WHERE a.id::text = ${sub}`,
  );
  return row ? (JSON.parse(row.account) as LocalAccountExport) : null;
}

export async function exportAccount(db: Database, sub: string, identityProvider: 'local' | 'auth0', now = new Date()): Promise<AccountExport> {
  // One snapshot: every section as of the same moment, even while another device syncs.
  return db.orm.transaction(
    async (tx) => {
      const document: AccountExport = {
        format: EXPORT_FORMAT,
        exported_at: now.toISOString(),
        user: { sub, identity_provider: identityProvider, account: identityProvider === 'local' ? await localAccount(tx, sub) : null },
      };
      for (const table of EXPORTED_TABLES) {
        const rows = await tableRows(tx, table, sub);
        document[table.section] = table.single ? (rows[0] ?? null) : rows;
      }
      return document;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** degreemate-export-YYYY-MM-DD.json (UTC). */
export function exportFileName(now = new Date()): string {
  return `degreemate-export-${now.toISOString().slice(0, 10)}.json`;
}
