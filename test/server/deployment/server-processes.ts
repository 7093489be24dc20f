// Starts `server/main.ts` as real, separate processes (as `npm start` runs it) for the multi-process
// tests: each with its own port and DATA_DIR, all given the same environment otherwise, so whatever they
// share can only be shared through the database.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface ServerProcess {
  origin: string;
  /** What it wrote to stderr so far: shown when it fails to start. */
  errors(): string;
  stop(): Promise<void>;
}

// Settings a developer's shell may hold that would change which providers the process uses.
const OWN_SETTINGS =
  /^(AUTH0_|LLM_|SMTP_URL$|MAIL_FROM$|CONTACT_TO$|JOBS_|ADZUNA_|USAJOBS_|APP_ORIGIN$|PUBLIC_URL$|IDP_|CALENDAR_FEED_KEY$|DATABASE_URL$|PORT$|HOST$)/;

export async function startServerProcess(port: number, env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'degreemate-process-'));
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !OWN_SETTINGS.test(name)));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...inherited, ...env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  const origin = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`server/main.ts on port ${port} exited with ${child.exitCode}:\n${stderr}`);
    }
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server/main.ts on port ${port} did not become healthy:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, errors: () => stderr, stop };
}
