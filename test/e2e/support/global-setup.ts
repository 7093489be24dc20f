// Starts the real product (production build + API + local identity provider) once for all browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createServer } from 'node:net';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  // Free ports picked per run, so several runs (or a running `npm start`) never collide.
  const appPort = await freePort();
  const idpPort = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'degreemate-e2e-'));
  // Always a fresh PGlite in dataDir: a DATABASE_URL set in the shell may be a developer's real database.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  // Career search reads only this job feed (no job site keys from the shell), which a test rewrites (the
  // server reads it again when it changes).
  for (const name of ['JOBS_SOURCES', 'ADZUNA_APP_ID', 'ADZUNA_APP_KEY', 'USAJOBS_API_KEY', 'USAJOBS_EMAIL']) delete env[name];
  const jobsFeedFile = path.join(dataDir, 'jobs-feed.json');
  writeFileSync(jobsFeedFile, '[]');
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...env, PORT: String(appPort), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn', JOBS_FEED_FILE: jobsFeedFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://localhost:${appPort}/api/health`);
  project.provide('appUrl', `http://localhost:${appPort}`);
  project.provide('idpUrl', `http://localhost:${idpPort}`);
  project.provide('jobsFeedFile', jobsFeedFile);
}

export async function teardown() {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, 'localhost', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server?.exitCode != null) throw new Error(`server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    idpUrl: string;
    jobsFeedFile: string;
  }
}
