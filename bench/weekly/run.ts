// Weekly plan bench: the embedded generator's time over 1,000 varied inputs (median, p95), and
// the viewer's renderMarkdown on a 100,000-character plan against micromark with GFM alone on the same
// text, in the same run, as a ratio. Usage: npx tsx bench/weekly/run.ts [inputs=1000] [rounds=30]
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { performance } from 'node:perf_hooks';
import { renderMarkdown } from '../../src/lib/markdown/safe-markdown';
import { generateWeeklyPlan } from '../../src/lib/study/generate-weekly-plan';
import { benchInputs } from './inputs';

const argument = (name: string, fallback: number) =>
  Number(
    process.argv
      .slice(2)
      .find((arg) => arg.startsWith(`${name}=`))
      ?.slice(name.length + 1) ?? fallback,
  );
const count = argument('inputs', 1000);
const rounds = argument('rounds', 30);

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

function time(run: () => unknown): number {
  const began = performance.now();
  run();
  return performance.now() - began;
}

// Generation: one warm-up pass, then each input timed on its own.
const inputs = benchInputs(count);
for (const input of inputs) generateWeeklyPlan(input);
const generation = inputs.map((input) => time(() => generateWeeklyPlan(input)));
const plans = inputs.map((input) => generateWeeklyPlan(input));
const sizes = plans.map((plan) => plan.markdown.length);

// Rendering: plans joined up to exactly 100,000 characters, rendered both ways in alternation.
let text = '';
for (let at = 0; text.length < 100_000; at = (at + 1) % plans.length) text += `${plans[at]!.markdown}\n`;
text = text.slice(0, 100_000);
const plain = () => micromark(text, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
const viewer = () => renderMarkdown(text);
for (let at = 0; at < 3; at++) {
  plain();
  viewer();
}
const plainTimes: number[] = [];
const viewerTimes: number[] = [];
for (let at = 0; at < rounds; at++) {
  plainTimes.push(time(plain));
  viewerTimes.push(time(viewer));
}

console.table([
  {
    measure: `generateWeeklyPlan, ${count} inputs`,
    'median ms': percentile(generation, 0.5).toFixed(3),
    'p95 ms': percentile(generation, 0.95).toFixed(3),
    'max ms': Math.max(...generation).toFixed(3),
    note: `plans of ${percentile(sizes, 0.5)} characters (median), ${Math.max(...sizes)} at most`,
  },
  {
    measure: 'micromark + GFM, 100,000 characters',
    'median ms': percentile(plainTimes, 0.5).toFixed(2),
    'p95 ms': percentile(plainTimes, 0.95).toFixed(2),
    note: `${rounds} rounds`,
  },
  {
    measure: 'renderMarkdown, same text',
    'median ms': percentile(viewerTimes, 0.5).toFixed(2),
    'p95 ms': percentile(viewerTimes, 0.95).toFixed(2),
    note: `${rounds} rounds`,
  },
]);
console.log(`renderMarkdown / micromark alone (median): ${(percentile(viewerTimes, 0.5) / percentile(plainTimes, 0.5)).toFixed(3)}`);
