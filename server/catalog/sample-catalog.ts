// The bundled sample catalogue (sample-catalog.json, a fictional university), imported when the database
// holds no university at all, so a fresh install can plan a degree at once. An operator who imports their
// own catalogue first never gets it; SAMPLE_CATALOG=off skips it altogether.
import { fileURLToPath } from 'node:url';
import type { Database } from '../db/database';
import { importCatalog, type ImportSummary } from './catalog-import';
import { loadCatalogFile } from './catalog-json';

export const SAMPLE_CATALOG_FILE = fileURLToPath(new URL('./sample-catalog.json', import.meta.url));

/** The summary of the import, or undefined when a university was already there. */
export async function importSampleIfEmpty(db: Database): Promise<ImportSummary | undefined> {
  const [any] = await db.query('SELECT 1 FROM universities LIMIT 1');
  if (any) return undefined;
  const result = await loadCatalogFile(SAMPLE_CATALOG_FILE);
  // A broken sample is a bug in this repository, caught by its tests; refuse to start rather than hide it.
  if (!result.ok) throw new Error(`The sample catalogue is invalid:\n${result.errors.join('\n')}`);
  return importCatalog(db, result.catalog, { onlyIfEmpty: true });
}
