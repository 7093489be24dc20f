// What the benchmark measures against: the real product server (production build, API, identity provider)
// and a static reference page served from the same machine in the same run, so the printed ratios say how
// the app compares with the cheapest possible page here rather than leaning on absolute, noisy times.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export async function startProductServer(port: number, idpPort: number): Promise<RunningServer> {
  if (!existsSync('dist/index.html')) throw new Error('No production build in dist/: run `npx vite build` first.');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'degreemate-lighthouse-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), IDP_PORT: String(idpPort), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode != null) throw new Error(`server/main.ts exited with code ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error('server/main.ts did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="Reference page">
<title>Reference</title></head><body><main><h1>Reference page</h1><p>Static HTML, no scripts, no styles.</p></main></body></html>`;

export async function startReferencePage(port: number): Promise<RunningServer> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(REFERENCE_PAGE);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
