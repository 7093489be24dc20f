// Two-step sign-in state per local account (tables identity_mfa and identity_recovery_codes, migration
// 0012): set up, confirm with a first code, check a code or a recovery code (each works once), turn off.
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database';
import { newTotpSecret, totpStep } from './totp';

const RECOVERY_CODE_COUNT = 10;

export interface MfaStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export type CodeCheck = 'totp' | 'recovery' | undefined;

/** xxxxx-xxxxx in lower-case letters and digits without look-alikes: about 50 bits each. */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

function normaliseRecoveryCode(code: string): string {
  const compact = code.toLowerCase().replace(/[^a-z0-9]/g, '');
  return `${compact.slice(0, 5)}-${compact.slice(5)}`;
}

function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code)).digest('base64url');
}

export interface MfaStore {
  status(accountId: string): Promise<MfaStatus>;
  /** A new secret waiting for its first code; undefined when codes are already on. */
  begin(accountId: string): Promise<string | undefined>;
  /** Turns codes on when `code` matches the waiting secret; the recovery codes, shown once. */
  confirm(accountId: string, code: string): Promise<string[] | undefined>;
  /** Checks a current code or an unused recovery code (spending it); what matched. */
  check(accountId: string, code: string): Promise<CodeCheck>;
  disable(accountId: string): Promise<void>;
}

interface MfaRow {
  secret: string;
  enabled_at: Date | string | null;
  last_step: string | number;
  [column: string]: unknown;
}

export function createMfaStore(db: Database, now: () => number = Date.now): MfaStore {
  async function row(accountId: string): Promise<MfaRow | undefined> {
    const rows = await db.query<MfaRow>('SELECT secret, enabled_at, last_step FROM identity_mfa WHERE account_id = $1', [accountId]);
    return rows[0];
  }

  /** Accepts a code for `secret` once: the step is recorded in the same statement that checks it is new. */
  async function spendTotp(accountId: string, secret: string, code: string): Promise<boolean> {
    const step = totpStep(secret, code, now());
    if (step === undefined) return false;
    const updated = await db.query(
      'UPDATE identity_mfa SET last_step = $2::bigint WHERE account_id = $1 AND secret = $3 AND last_step < $2::bigint RETURNING account_id',
      [accountId, step, secret],
    );
    return updated.length === 1;
  }

  return {
    async status(accountId) {
      const mfa = await row(accountId);
      const left = await db.query<{ count: string | number }>('SELECT count(*) AS count FROM identity_recovery_codes WHERE account_id = $1', [accountId]);
      return { enabled: Boolean(mfa?.enabled_at), recoveryCodesLeft: Number(left[0]?.count ?? 0) };
    },

    async begin(accountId) {
      if ((await row(accountId))?.enabled_at) return undefined;
      const secret = newTotpSecret();
      await db.query(
        `INSERT INTO identity_mfa (account_id, secret) VALUES ($1, $2)
         ON CONFLICT (account_id) DO UPDATE SET secret = EXCLUDED.secret, last_step = 0, created_at = now() WHERE identity_mfa.enabled_at IS NULL`,
        [accountId, secret],
      );
      return secret;
    },

    async confirm(accountId, code) {
      const mfa = await row(accountId);
      if (!mfa || mfa.enabled_at || !(await spendTotp(accountId, mfa.secret, code))) return undefined;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      await db.withConnection(async (connection) => {
        await connection.exec('BEGIN');
        try {
          await connection.query('UPDATE identity_mfa SET enabled_at = now() WHERE account_id = $1', [accountId]);
          await connection.query('DELETE FROM identity_recovery_codes WHERE account_id = $1', [accountId]);
          const values = codes.map((_, index) => `($1, $${index + 2})`).join(', ');
          await connection.query(`INSERT INTO identity_recovery_codes (account_id, code_hash) VALUES ${values}`, [accountId, ...codes.map(hashRecoveryCode)]);
          await connection.exec('COMMIT');
        } catch (error) {
          await connection.exec('ROLLBACK');
          throw error;
        }
      });
      return codes;
    },

    async check(accountId, code) {
      const mfa = await row(accountId);
      if (!mfa?.enabled_at) return undefined;
      const typed = code.trim();
      if (/^\d{6}$/.test(typed.replace(/\s/g, ''))) return (await spendTotp(accountId, mfa.secret, typed.replace(/\s/g, ''))) ? 'totp' : undefined;
      const spent = await db.query('DELETE FROM identity_recovery_codes WHERE account_id = $1 AND code_hash = $2 RETURNING account_id', [
        accountId,
        hashRecoveryCode(typed),
      ]);
      return spent.length === 1 ? 'recovery' : undefined;
    },

    async disable(accountId) {
      await db.query('DELETE FROM identity_recovery_codes WHERE account_id = $1', [accountId]);
      await db.query('DELETE FROM identity_mfa WHERE account_id = $1', [accountId]);
    },
  };
}
