// Syllabus extraction bench, over the corpus in test/fixtures/syllabi: per file and in total,
// recall (expected dated items found with the right date and kind) and precision (found items that are
// expected), and the embedded extractor's time per page (median of the rounds), beside one bare
// chrono-node pass over the same text as the in-run reference (ratio). PDF and Word files also show the
// time their text extraction took per page. Goals: recall ≥ 95 %, precision ≥ 95 %, < 200 ms per page.
// Usage: npm run bench:syllabus [-- rounds=20]
import * as chrono from 'chrono-node';
import { performance } from 'node:perf_hooks';
import { readFileSync } from 'node:fs';
import { extractText } from '../../src/data/syllabus/syllabus-file-text';
import { extractSyllabus } from '../../src/lib/syllabus/extract-syllabus';
import { corpusFolder, corpusNames, loadCorpusEntry, matchItems } from '../../test/support/syllabus-corpus';

const argument = (name: string, fallback: number) =>
  Number(
    process.argv
      .slice(2)
      .find((arg) => arg.startsWith(`${name}=`))
      ?.slice(name.length + 1) ?? fallback,
  );
const rounds = argument('rounds', 20);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function timed(run: () => unknown): number {
  const began = performance.now();
  run();
  return performance.now() - began;
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : (100 * part) / whole);
const rows: string[][] = [['file', 'pages', 'expected', 'found', 'right', 'recall %', 'precision %', 'ms/page', 'ratio to chrono', 'file text ms/page']];
let expectedTotal = 0;
let foundTotal = 0;
let rightTotal = 0;
let pagesTotal = 0;
let timeTotal = 0;
const misses: string[] = [];

for (const name of corpusNames()) {
  const entry = await loadCorpusEntry(name);
  const today = entry.expected.today;
  let fileText = '';
  if (!entry.expected.file.endsWith('.txt')) {
    const bytes = new Uint8Array(readFileSync(`${corpusFolder}${entry.expected.file}`));
    const times: number[] = [];
    for (let round = 0; round < Math.min(rounds, 5); round++) {
      const began = performance.now();
      await extractText({ name: entry.expected.file, bytes });
      times.push(performance.now() - began);
    }
    fileText = (median(times) / entry.pages).toFixed(1);
  }
  extractSyllabus(entry.text, { today }); // warm-up
  const extraction = median(Array.from({ length: rounds }, () => timed(() => extractSyllabus(entry.text, { today }))));
  const reference = median(Array.from({ length: rounds }, () => timed(() => chrono.casual.parse(entry.text, new Date(`${today}T12:00:00`)))));
  const found = extractSyllabus(entry.text, { today }).items;
  const { matched, missing, extra } = matchItems(entry.expected.items, found);
  for (const item of missing) misses.push(`${name}: missing ${item.date} ${item.kind} "${item.title}"`);
  for (const item of extra) misses.push(`${name}: extra ${item.date} ${item.kind} "${item.title}" (line ${item.source.line})`);
  expectedTotal += entry.expected.items.length;
  foundTotal += found.length;
  rightTotal += matched.length;
  pagesTotal += entry.pages;
  timeTotal += extraction;
  rows.push([
    name,
    String(entry.pages),
    String(entry.expected.items.length),
    String(found.length),
    String(matched.length),
    percent(matched.length, entry.expected.items.length).toFixed(1),
    percent(matched.length, found.length).toFixed(1),
    (extraction / entry.pages).toFixed(2),
    (extraction / reference).toFixed(2),
    fileText,
  ]);
}

const recall = percent(rightTotal, expectedTotal);
const precision = percent(rightTotal, foundTotal);
const perPage = timeTotal / pagesTotal;
rows.push([
  'total',
  String(pagesTotal),
  String(expectedTotal),
  String(foundTotal),
  String(rightTotal),
  recall.toFixed(1),
  precision.toFixed(1),
  perPage.toFixed(2),
  '',
  '',
]);
const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  '));
if (misses.length) console.log(`\n${misses.join('\n')}`);
console.log(
  `\nrecall ${recall.toFixed(1)} % (goal ≥ 95: ${recall >= 95 ? 'met' : 'NOT met'}), precision ${precision.toFixed(1)} % (goal ≥ 95: ${precision >= 95 ? 'met' : 'NOT met'}), ${perPage.toFixed(2)} ms per page (goal < 200: ${perPage < 200 ? 'met' : 'NOT met'})`,
);
