// Runs the API suite a second time against real PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
// The suite reads the server from TEST_PG_URL, set here only: never DATABASE_URL, which may be a developer's
// real database, nor TEST_DATABASE_URL, which CI exports for all of `npm test` (whose first run uses PGlite).
// With TEST_PG_URL set, vite.config.ts includes only the API test files that reach the database
// (test/support/postgres-test-files.ts): the others would run exactly as they did on PGlite.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  if (process.env.CI) {
    console.error('TEST_DATABASE_URL is not set: CI must run the API suite on PostgreSQL too.');
    process.exit(1);
  }
  console.log('Skipping the PostgreSQL run of the API suite: set TEST_DATABASE_URL=postgres://… to include it.');
  process.exit(0);
}
const run = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env: { ...process.env, TEST_PG_URL: url } });
process.exit(run.status ?? 1);
