// The generic sync machinery (server/sync) knows no domain: the entities are handed to it where the server
// is put together, so a new entity, or a domain's configuration, never reaches into it (nor makes an
// import cycle through it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const syncFolder = path.join(root, 'server/sync');
/** What the sync machinery may build on: the server's shared pieces and the pure shared code. */
const SHARED = [
  'server/sync',
  'server/db',
  'server/http',
  'server/auth',
  'server/routes/common-schemas',
  'server/routes/mutation',
  'server/services',
  'src/lib',
];

test('server/sync imports only shared pieces, never a domain folder', () => {
  const reached: string[] = [];
  for (const name of readdirSync(syncFolder).filter((file) => file.endsWith('.ts'))) {
    const text = readFileSync(path.join(syncFolder, name), 'utf8');
    for (const [, source] of text.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
      const target = path.relative(root, path.resolve(syncFolder, source!)).split(path.sep).join('/');
      if (!SHARED.some((shared) => target === shared || target.startsWith(`${shared}/`))) reached.push(`${name} → ${target}`);
    }
  }
  expect(reached).toEqual([]);
});
