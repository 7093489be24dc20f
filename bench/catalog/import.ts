// npx tsx bench/catalog/import.ts [courses=10000] [rounds=3]
// Catalogue import (server/catalog/catalog-import.ts) on in-memory PGlite: a generated file of 10,000
// courses against the bundled sample (90 courses), measured in the same run. Each round
// opens a fresh database; times cover checking the file and the import transaction, not opening it.
// docs/catalog-format.md's goal: 10,000 courses in under 10 s on a developer laptop.
import { readFileSync } from 'node:fs';
import { readCatalogFile, type CatalogFile } from '../../src/lib/catalog/catalog-file';
import { importCatalog } from '../../server/catalog/catalog-import';
import { SAMPLE_CATALOG_FILE } from '../../server/catalog/sample-catalog';
import { openDatabase, type Database } from '../../server/db/database';
import { migrate } from '../../server/db/migrate';
import { median, ms, printTable, timed, times } from '../sync/measure';
import { benchArgs } from '../args';

const args = benchArgs();
const size = Number(args.courses ?? 10_000);
const rounds = Number(args.rounds ?? 3);
const SEASONS = [['Fall'], ['Spring'], ['Fall', 'Spring'], ['Fall', 'Spring', 'Summer'], []];

/** A plausible big catalogue: 100 subjects, chains of prerequisites with some `or`, five programs. */
function generate(count: number, retitled = 0): unknown {
  const subject = (n: number) => String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26));
  const code = (index: number) => `${subject(Math.floor(index / 100))} ${1000 + (index % 100) * 10}`;
  const courses = Array.from({ length: count }, (_, index) => ({
    code: code(index),
    title: index < retitled ? `Revised course ${index}` : `Course ${index} of subject ${Math.floor(index / 100)}`,
    description: 'A generated course for the import benchmark, with a description about as long as a real one.',
    credits: [3, 4, 3, 1.5, 3][index % 5],
    offered: SEASONS[index % SEASONS.length],
    category: `Subject ${Math.floor(index / 100)}`,
    prerequisites: index % 100 === 0 ? '' : index % 3 === 0 ? `${code(index - 1)} or (${code(index - (index % 100))} and PLCM 100)` : code(index - 1),
    min_grade: index % 7 === 0 ? 'C' : undefined,
    url: index % 11 === 0 ? `https://catalog.example.edu/${index}` : undefined,
  }));
  const programs = Array.from({ length: 5 }, (_, p) => ({
    name: `Program ${p}`,
    total_credits: 120,
    requirements: [
      { category: 'Core', all_of: Array.from({ length: 10 }, (_, i) => code(p * 100 + i)) },
      { category: 'Electives', credits: 30, from: Array.from({ length: 90 }, (_, i) => code(p * 100 + 10 + i)) },
      { category: 'Free electives', credits: 30 },
    ],
  }));
  return { format: 'degreemate-catalog/1', university: { name: 'Bench University' }, courses, programs };
}

function check(value: unknown): CatalogFile {
  const result = readCatalogFile(value);
  if (!result.ok) throw new Error(result.errors.slice(0, 5).join('\n'));
  return result.catalog;
}

async function importTimed(db: Database, value: unknown): Promise<number> {
  return (await timed(() => importCatalog(db, check(value)))).elapsed;
}

const sample = JSON.parse(readFileSync(SAMPLE_CATALOG_FILE, 'utf8')) as unknown;
const big = generate(size);
const changed = generate(size - 100, 100);
const results = { sample: [] as number[], big: [] as number[], unchanged: [] as number[], changed: [] as number[] };
for (let round = 0; round < rounds; round++) {
  const db = await openDatabase({});
  await migrate(db);
  results.sample.push(await importTimed(db, sample));
  results.big.push(await importTimed(db, big));
  results.unchanged.push(await importTimed(db, big));
  results.changed.push(await importTimed(db, changed));
  await db.close();
}

const reference = median(results.sample);
const row = (name: string, values: number[]) => [name, ms(median(values)), times(median(values) / reference)];
printTable(
  [
    ['import (check + transaction)', 'median', 'vs sample'],
    row('sample, 90 courses (reference)', results.sample),
    row(`${size} courses, new`, results.big),
    row(`${size} courses again, unchanged`, results.unchanged),
    row(`${size - 100} courses: 100 retitled, 100 gone`, results.changed),
  ],
  [
    `${rounds} round(s), each on a fresh in-memory PGlite. Per course, the big import costs ${times(median(results.big) / size / (reference / 90))} the sample's.`,
    `docs/catalog-format.md goal, ${size} courses in under 10 s: ${median(results.big) < 10_000 ? 'met' : 'NOT met'} (${ms(median(results.big))}).`,
  ],
);
