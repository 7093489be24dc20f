// Planner bench: generation time and terms against the lower bound for seeded programs of 150 and
// 300 courses, beside a naive greedy planner (bench/plan/greedy.ts) on the same inputs in the same run; then,
// per load of 12, 15 and 18 credits, how many plans need 0, 1, 2… terms more than the bound.
// Usage: npx tsx bench/plan/run.ts [seeds=40] [path/to/catalog.json (degreemate-catalog/1)]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { generatePlan } from '../../src/lib/planning/generate-plan';
import type { PlanInput } from '../../src/lib/planning/plan-types';
import { greedyPlan } from './greedy';
import { benchProgram } from './programs';
import { sampleInputs } from './sample-file';

const seedsArg = process.argv.slice(2).find((arg) => arg.startsWith('seeds='));
const seeds = seedsArg ? Number(seedsArg.slice(6)) : 40;
const file = process.argv.slice(2).find((arg) => !arg.startsWith('seeds='));

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
}

function time(run: () => unknown, repeats = 3): number {
  let best = Infinity;
  for (let at = 0; at < repeats; at++) {
    const began = performance.now();
    run();
    best = Math.min(best, performance.now() - began);
  }
  return best;
}

function measure(label: string, inputs: PlanInput[]) {
  const ours: number[] = [];
  const greedy: number[] = [];
  let atBound = 0;
  let termRatio = 0;
  let greedyCases = 0;
  for (const input of inputs) generatePlan(input);
  for (const input of inputs) {
    const plan = generatePlan(input);
    ours.push(time(() => generatePlan(input)));
    greedy.push(time(() => greedyPlan(input)));
    if (plan.termsNeeded <= plan.lowerBound) atBound++;
    const reference = greedyPlan(input).terms;
    if (Number.isFinite(reference) && plan.termsNeeded > 0) {
      termRatio += reference / plan.termsNeeded;
      greedyCases++;
    }
  }
  const median = percentile(ours, 0.5);
  const share = atBound / inputs.length;
  const row = {
    programs: label,
    cases: inputs.length,
    'median ms': median.toFixed(1),
    'p95 ms': percentile(ours, 0.95).toFixed(1),
    'at lower bound': `${(share * 100).toFixed(1)} %`,
    'terms greedy/ours': greedyCases ? (termRatio / greedyCases).toFixed(3) : 'n/a',
    'time ours/greedy': (median / percentile(greedy, 0.5)).toFixed(1),
  };
  return { row, median, share };
}

const results = [150, 300].map((size) =>
  measure(
    `${size} courses`,
    Array.from({ length: seeds }, (_, seed) => benchProgram(size, seed + 1)),
  ),
);
if (file) results.push(measure(file, sampleInputs(JSON.parse(readFileSync(file, 'utf8')))));
console.table(results.map((result) => result.row));
const small = results[0]!;
console.log(`Goal: 150 courses under 100 ms (median ${small.median.toFixed(1)} ms): ${small.median < 100 ? 'met' : 'NOT met'}`);
for (const result of results) {
  console.log(
    `Goal: at the lower bound in ≥ 95 % of cases, ${result.row.programs}: ${(result.share * 100).toFixed(1)} %: ${result.share >= 0.95 ? 'met' : 'NOT met'}`,
  );
}

// The gap (terms needed − bound) per load, on the seeded programs and the file's: the bound is tight where
// most plans sit at 0, and the generator is good where none sits above 1.
const gapInputs = [
  ...[150, 300].flatMap((size) =>
    Array.from({ length: seeds }, (_, seed) => ({ label: `${size} courses, seed ${seed + 1}`, input: benchProgram(size, seed + 1) })),
  ),
  ...(file ? sampleInputs(JSON.parse(readFileSync(file, 'utf8'))).map((input) => ({ label: `${file}: ${input.catalog.program.program_name}`, input })) : []),
];
const misses: string[] = [];
const counted = [12, 15, 18].map((creditLoad) => {
  const counts = new Map<number, number>();
  for (const { label, input } of gapInputs) {
    const plan = generatePlan({ ...input, creditLoad });
    const gap = plan.termsNeeded - plan.lowerBound;
    counts.set(gap, (counts.get(gap) ?? 0) + 1);
    if (gap > 1) misses.push(`${label}, load ${creditLoad}: ${plan.termsNeeded} terms, bound ${plan.lowerBound}`);
  }
  return { creditLoad, counts };
});
const columns = [...new Set(counted.flatMap(({ counts }) => [...counts.keys()]))].sort((a, b) => a - b);
console.log('Terms needed − lower bound, plans per load:');
console.table(counted.map(({ creditLoad, counts }) => Object.fromEntries([['load', creditLoad], ...columns.map((gap) => [`+${gap}`, counts.get(gap) ?? 0])])));
console.log(`Goal: within one term of the bound at every load: ${misses.length === 0 ? 'met' : 'missed'}`);
for (const miss of misses) console.log(`  missed: ${miss}`);
