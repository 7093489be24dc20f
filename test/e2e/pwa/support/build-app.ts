// Production builds into throwaway folders, for tests that need two versions of the app.
import { spawn } from 'node:child_process';
import path from 'node:path';

const VITE_BIN = path.resolve('node_modules/vite/bin/vite.js');

/** Runs `vite build` into outDir with the given VITE_APP_VERSION; rejects with vite's output on failure. */
export function buildApp(outDir: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITE_BIN, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      // vitest sets NODE_ENV=test, which would make the build report import.meta.env.PROD = false.
      // No Brotli and gzip copies (vite.config.ts): static-site-server.ts never sends them.
      env: { ...process.env, NODE_ENV: 'production', VITE_APP_VERSION: version, BUILD_PRECOMPRESS: 'off' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build exited with ${code}:\n${output}`))));
  });
}
