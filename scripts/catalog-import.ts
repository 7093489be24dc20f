// `npm run catalog:import -- FILE`: imports a degreemate-catalog/1.1 (or /1) file (docs/catalog-format.md) into the database the
// server uses (DATABASE_URL, or the embedded one in DATA_DIR), after running its migrations. Prints what
// changed and any warnings; on errors prints every one and exits 1 before touching the database.
// With the embedded database, stop the server first: only one process can open it.
import type { SyncCounts } from '../server/catalog/catalog-sync';
import { importCatalog } from '../server/catalog/catalog-import';
import { loadCatalogFile } from '../server/catalog/catalog-json';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Usage: npm run catalog:import -- FILE');
  process.exit(2);
}

const result = await loadCatalogFile(file);
for (const warning of result.warnings) console.warn(`warning: ${warning}`);
if (!result.ok) {
  for (const error of result.errors) console.error(`error: ${error}`);
  console.error(`${result.errors.length} error(s): nothing was imported.`);
  process.exit(1);
}

const config = loadConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const { university, courses, programs } = (await importCatalog(db, result.catalog))!;
  const counts = (c: SyncCounts) => `${c.added} added, ${c.updated} updated, ${c.unchanged} unchanged, ${c.removed} removed`;
  console.log(`Imported ${university.name} (${university.id}).`);
  console.log(`Courses: ${counts(courses)}.`);
  console.log(`Programs: ${counts(programs)}.`);
  if (result.warnings.length > 0) console.log(`${result.warnings.length} warning(s) above.`);
} finally {
  await db.close();
}
