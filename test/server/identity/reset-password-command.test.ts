// `npm run account:reset-password -- EMAIL`: the way back in on a server without mail. It prints a new
// password that signs in (and the old one no longer does), and says so plainly for an unknown email.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../../server/db/database';
import { migrate } from '../../../server/db/migrate';
import { createAccountStore } from '../../../server/identity/account-store';

const dataDir = mkdtempSync(path.join(tmpdir(), 'degreemate-reset-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const run = (email: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reset-password.ts', email], {
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', AUTH0_DOMAIN: '', AUTH0_CLIENT_ID: '', AUTH0_AUDIENCE: '' },
  });

// The data folder starts from the run's migrated dump (test/support/pglite-snapshot-setup.ts) rather than
// an initdb of its own, several seconds; PGlite loads a dump only into an empty folder: the first open only.
const snapshotFile = inject('pgliteSnapshot');
let snapshot = snapshotFile ? new Blob([readFileSync(snapshotFile)]) : undefined;

async function withAccounts<T>(use: (accounts: ReturnType<typeof createAccountStore>) => Promise<T>): Promise<T> {
  const db = await openDatabase({ databaseUrl: undefined, dataDir, snapshot });
  snapshot = undefined;
  try {
    await migrate(db);
    return await use(createAccountStore(db));
  } finally {
    await db.close();
  }
}

describe('account:reset-password', () => {
  it('sets a printed new password on the account', async () => {
    await withAccounts((accounts) => accounts.create({ email: 'grace@example.edu', password: 'forgotten password', givenName: 'Grace', familyName: 'Hopper' }));
    const result = run('Grace@example.edu');
    expect(result.status).toBe(0);
    const password = /New password for grace@example\.edu: (\S+)/.exec(result.stdout)?.[1];
    expect(password).toMatch(/^[\w-]{20}$/);
    await withAccounts(async (accounts) => {
      expect(await accounts.authenticate('grace@example.edu', password!)).toMatchObject({ email: 'grace@example.edu' });
      expect(await accounts.authenticate('grace@example.edu', 'forgotten password')).toBeUndefined();
    });
  }, 60_000);

  it('says when there is no such account', () => {
    const result = run('nobody@example.edu');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('No account with the email nobody@example.edu.');
  }, 60_000);
});
