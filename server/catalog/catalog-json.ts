// A catalogue file on disk → the reader's result (src/lib/catalog/catalog-file.ts): unreadable files and
// bad JSON come back as errors too, so the command line and the server report every failure one way.
import { readFile } from 'node:fs/promises';
import { readCatalogFile, type CatalogFileResult } from '../../src/lib/catalog/catalog-file';

export async function loadCatalogFile(file: string): Promise<CatalogFileResult> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, errors: [`file: cannot be read (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`], warnings: [] };
  }
  try {
    return readCatalogFile(JSON.parse(text));
  } catch (error) {
    return { ok: false, errors: [`file: not valid JSON (${(error as Error).message})`], warnings: [] };
  }
}
