// Starts the real product (production build + API + local identity provider) once for all browser tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { E2E_APP_PORT, E2E_IDP_PORT } from './ports';

let server: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(path.join(tmpdir(), 'degreemate-e2e-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(E2E_APP_PORT), IDP_PORT: String(E2E_IDP_PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://localhost:${E2E_APP_PORT}/api/health`);
  project.provide('appUrl', `http://localhost:${E2E_APP_PORT}`);
  project.provide('idpUrl', `http://localhost:${E2E_IDP_PORT}`);
}

export async function teardown() {
  server?.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
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
  }
}
