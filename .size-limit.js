// Size budget: everything the landing page loads before any other lazy route — the entry, its static imports,
// the public layout and the landing page chunks, and their CSS — together at most 170 KB gzip.
import { existsSync, readFileSync } from 'node:fs';

const manifestPath = 'dist/.vite/manifest.json';
if (!existsSync(manifestPath)) throw new Error('Run `npm run build` before `npm run size`.');
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const files = new Set();
function collect(key) {
  const chunk = manifest[key];
  if (!chunk || files.has(`dist/${chunk.file}`)) return;
  files.add(`dist/${chunk.file}`);
  for (const css of chunk.css ?? []) files.add(`dist/${css}`);
  for (const dep of chunk.imports ?? []) collect(dep);
}
collect('index.html');
collect('src/features/public/layout/public-layout.tsx');
collect('src/features/public/landing/landing-page.tsx');

export default [{ name: 'Landing page (JS + CSS, gzip)', path: [...files], limit: '170 KB', gzip: true }];
