// The local provider's user accounts (table identity_accounts, migration 0002_identity.sql).
import type { Database } from '../db/database';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password-hash';

export interface Account {
  id: string;
  email: string;
  givenName: string;
  familyName: string;
  createdAt: Date;
}

export interface NewAccount {
  email: string;
  password: string;
  givenName: string;
  familyName: string;
}

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists.');
    this.name = 'EmailTakenError';
  }
}

interface AccountRow {
  id: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  created_at: Date | string;
  [column: string]: unknown;
}

const COLUMNS = 'id, email, password_hash, given_name, family_name, created_at';
const UNIQUE_VIOLATION = '23505';

function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    email: row.email,
    givenName: row.given_name,
    familyName: row.family_name,
    createdAt: new Date(row.created_at),
  };
}

export interface AccountStore {
  create(account: NewAccount): Promise<Account>;
  findById(id: string): Promise<Account | undefined>;
  findByEmail(email: string): Promise<Account | undefined>;
  /** The account when the email and password match one; undefined otherwise (in about the same time). */
  authenticate(email: string, password: string): Promise<Account | undefined>;
}

export function createAccountStore(db: Database): AccountStore {
  async function findRowByEmail(email: string): Promise<AccountRow | undefined> {
    const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM identity_accounts WHERE lower(email) = lower($1)`, [email]);
    return rows[0];
  }

  return {
    async create({ email, password, givenName, familyName }) {
      // Checked first for a clean message; the unique index still decides a race between two sign-ups.
      if (await findRowByEmail(email)) throw new EmailTakenError();
      const passwordHash = await hashPassword(password);
      try {
        const rows = await db.query<AccountRow>(
          `INSERT INTO identity_accounts (email, password_hash, given_name, family_name) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
          [email, passwordHash, givenName, familyName],
        );
        return toAccount(rows[0]!);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new EmailTakenError();
        throw error;
      }
    },

    async findById(id) {
      // Ids in tokens and URLs come from outside: anything that is not a uuid simply has no account.
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return undefined;
      const rows = await db.query<AccountRow>(`SELECT ${COLUMNS} FROM identity_accounts WHERE id = $1`, [id]);
      return rows[0] && toAccount(rows[0]);
    },

    async findByEmail(email) {
      const row = await findRowByEmail(email);
      return row && toAccount(row);
    },

    async authenticate(email, password) {
      const row = await findRowByEmail(email);
      if (!row) return verifyAgainstDecoy(password).then(() => undefined);
      return (await verifyPassword(password, row.password_hash)) ? toAccount(row) : undefined;
    },
  };
}
