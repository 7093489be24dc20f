// Which API test files the PostgreSQL pass (scripts/test-postgres.mjs) reruns: those that can reach its
// database, found by reading the files rather than kept as a list, so a new database test cannot be left
// out. A file reaches it when it, or a test helper it imports (transitively), reads TEST_PG_URL:
// test/server/support/test-database.ts does, so every user of openTestDatabase, startTestApi and the other
// helpers built on it is in. The rest (pure functions, commands on their own PGlite) would run the same twice.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const MARKER = 'TEST_PG_URL';
// Static and dynamic imports and re-exports of a relative path: `from './x'`, `import './x'`, `import('./x')`.
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const TEST_FILE = /\.test\.tsx?$/;

/** The test files of test/server (absolute paths, sorted) that reach the PostgreSQL pass's database. */
export function postgresTestFiles(root: string): string[] {
  const testRoot = path.join(root, 'test');
  return testFilesUnder(path.join(testRoot, 'server'))
    .filter((file) => reachesPostgres(file, testRoot))
    .sort();
}

/** Whether `file` (absolute) or a module under `testRoot` it imports, transitively, reads TEST_PG_URL. */
export function reachesPostgres(file: string, testRoot: string, visited = new Set<string>()): boolean {
  if (visited.has(file)) return false;
  visited.add(file);
  const source = readFileSync(file, 'utf8');
  if (source.includes(MARKER)) return true;
  return [...source.matchAll(RELATIVE_IMPORT)].some((match) => {
    const imported = resolveImport(file, match[1]!);
    // Only test code is followed: the app's own modules never read the test database's URL.
    return imported !== undefined && imported.startsWith(testRoot + path.sep) && reachesPostgres(imported, testRoot, visited);
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function testFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return testFilesUnder(full);
    return TEST_FILE.test(entry.name) ? [full] : [];
  });
}
