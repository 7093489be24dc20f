// Local writes with a full device, each against a reference in the same run:
//   npx vite build && npx tsx bench/local-write/run.ts [edits=20] [rounds=3] [parts=a,b]
// (a) edit.ts: a link edited through the real UI in Chromium until its card shows the change (median of
//     `edits`), against a bare Dexie update + liveQuery round trip over the same 5,000 records; goal ≤ 16 ms.
// (b) pull.ts: a pull of 5,000 changed records merged into Dexie, in Node with fake-indexeddb through the
//     app's sync engine and the real server in-process (median of `rounds`), against a bare bulkPut of
//     the same records; goal ≤ 500 ms.
import { measureEdits } from './edit';
import { measurePull } from './pull';
import { benchArgs } from '../args';

// Ports in the range kept for hand-started servers, apart from bench/lighthouse's and bench/startup's.
const PORTS = { app: 4700, idp: 4701, reference: 4702, chrome: 4703 };

const args = benchArgs();
const EDITS = Number(args.edits ?? 20);
const ROUNDS = Number(args.rounds ?? 3);
const PARTS = new Set((args.parts ?? 'a,b').split(','));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const ms = (x: number) => `${x < 100 ? x.toFixed(1) : x.toFixed(0)} ms`;
const verdict = (value: number, goal: number) => `≤ ${goal} ms: ${value <= goal ? 'met' : 'NOT met'}`;
const spread = (xs: number[]) => `${ms(Math.min(...xs))} – ${ms(Math.max(...xs))}`;

const lines: string[][] = [['measure', 'median', 'range', '× reference', 'goal']];

if (PARTS.has('a')) {
  const a = await measureEdits(PORTS, EDITS);
  const ref = median(a.reference);
  const ui = median(a.ui);
  lines.push([`(a) reference: Dexie update → liveQuery → element, 5,000 records (${a.reference.length})`, ms(ref), spread(a.reference), '1.00', '']);
  lines.push([
    `(a) link edited in Study › Bookmark → card shows it, Chromium, offline (${a.ui.length})`,
    ms(ui),
    spread(a.ui),
    (ui / ref).toFixed(1),
    verdict(ui, 16),
  ]);
  console.log(`(Study › Bookmark took ${ms(a.tabOpenMs)} to show the first cards of its 5,000 links, offline, once before the edits.)`);
}
if (PARTS.has('b')) {
  const b = await measurePull(5000, ROUNDS);
  const ref = median(b.bulkPuts);
  const pull = median(b.pulls);
  lines.push([`(b) reference: bare bulkPut of the same ${b.records} records, fake-indexeddb (${b.bulkPuts.length})`, ms(ref), spread(b.bulkPuts), '1.00', '']);
  lines.push([
    `(b) pull of ${b.records} changed links merged (sync now, settled), Node + fake-indexeddb (${b.pulls.length})`,
    ms(pull),
    spread(b.pulls),
    (pull / ref).toFixed(1),
    verdict(pull, 500),
  ]);
}

const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
console.log('');
for (const line of lines) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
