// `npm run account:reset-password -- EMAIL`: for a server without mail, the administrator's way to let a
// student back in. Sets a new random password on the local account, signs all its devices out and prints
// the password once, for the student to sign in with and change in Settings → Security.
// With the embedded database, stop the server first: only one process can open it.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { createAccountStore } from '../server/identity/account-store';
import { hashPassword } from '../server/identity/password-hash';
import { setPassword } from '../server/identity/password-reset-store';

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3) {
  console.error('Usage: npm run account:reset-password -- EMAIL');
  process.exit(2);
}

const config = loadConfig();
if (config.auth.mode === 'auth0') {
  console.error('Sign-in is through Auth0 here: reset passwords in the Auth0 dashboard.');
  process.exit(2);
}
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const account = await createAccountStore(db).findByEmail(email);
  if (!account) {
    console.error(`No account with the email ${email}.`);
    process.exitCode = 1;
  } else {
    // 15 random bytes → 20 characters of base64url: easy to type, far beyond guessing.
    const password = randomBytes(15).toString('base64url');
    await setPassword(db, account.id, await hashPassword(password));
    console.log(`New password for ${account.email}: ${password}`);
    console.log('Every device of this account is signed out. Ask the student to sign in with it and change it in Settings → Security.');
  }
} finally {
  await db.close();
}
