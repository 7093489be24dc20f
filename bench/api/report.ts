// The API bench's printed tables: the real routes against the bare ones (ratios first, then absolute
// figures and error counts), and the step-by-step breakdown of an operation that missed its goal.
import { FAIRNESS_GOALS, type HeavyStudentResult } from './heavy-student';
import type { Measured, Op } from './load';

export interface Comparison {
  op: Op;
  bare: Measured;
  ours: Measured;
}

export const GOAL = 0.5;

function table(header: string[], lines: string[][]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]?.length ?? 0)));
  for (const line of [header, ...lines]) console.log(line.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  '));
}

const rps = (m: Measured) => m.rps.toFixed(0);
const p99 = (m: Measured) => m.p99Ms.toFixed(1);
const others = (m: Measured) =>
  Object.entries(m.statuses)
    .filter(([status]) => !/^2\d\d$/.test(status) && status !== '429')
    .map(([status, n]) => `${n}×${status}`)
    .join(' ');

export function printTable(rows: Comparison[], onPostgres: boolean): void {
  console.log(`\nours / bare (goal: requests per second ≥ ${GOAL * 100} % of bare on PostgreSQL${onPostgres ? '' : '; this run is PGlite, for information'})`);
  table(
    [
      'op',
      'rps ours/bare',
      'goal',
      'p99 ours/bare',
      'rps ours',
      'rps bare',
      'p99 ms ours',
      'p99 ms bare',
      'p50 ms ours',
      'requests ours',
      'errors ours',
      '429 ours',
      'errors bare',
    ],
    rows.map(({ op, bare, ours }) => {
      const ratio = ours.rps / bare.rps;
      return [
        op,
        ratio.toFixed(2),
        ratio >= GOAL ? 'met' : 'MISSED',
        (ours.p99Ms / bare.p99Ms).toFixed(2),
        rps(ours),
        rps(bare),
        p99(ours),
        p99(bare),
        ours.p50Ms.toFixed(1),
        String(ours.requests),
        `${ours.errors}${others(ours) ? ` (${others(ours)})` : ''}`,
        String(ours.tooMany),
        `${bare.errors}${others(bare) ? ` (${others(bare)})` : ''}`,
      ];
    }),
  );
}

export function printBreakdown(op: Op, steps: { name: string; result: Measured }[]): void {
  const base = steps[0]!.result.rps;
  console.log(`\nwhere the time goes: ${op} (each step adds one piece of the real server to the bare route)`);
  table(
    ['step', 'rps', 'of bare', 'µs per request', 'added µs', 'p99 ms', 'errors'],
    steps.map(({ name, result }, i) => {
      const previous = steps[i - 1]?.result;
      const cost = 1e6 / result.rps;
      return [
        name,
        rps(result),
        `${((result.rps / base) * 100).toFixed(0)} %`,
        cost.toFixed(0),
        previous ? (cost - 1e6 / previous.rps).toFixed(0) : '',
        p99(result),
        String(result.errors),
      ];
    }),
  );
}

/** The fairness case (heavy-student.ts): the others alone and beside the heavy student, then the ratios. */
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const percent = (share: number) => `${(share * 100).toFixed(0)} %`;

export function printFairness({ alone, together, heavy, rounds }: HeavyStudentResult, heavyConnections: number, pageSize: number): void {
  // Per round, then the median: each round's two measurements ran back to back, under the same neighbours.
  const rpsRatio = median(rounds.map((round) => round.rps));
  const p99Ratio = median(rounds.map((round) => round.p99));
  console.log(`\none heavy student (${heavyConnections} connections paging their bookmarks at ${pageSize} a page) against the others' lists`);
  table(
    ['others', 'rps', 'p50 ms', 'p99 ms', 'requests', 'errors'],
    [
      ['alone', rps(alone), alone.p50Ms.toFixed(1), p99(alone), String(alone.requests), String(alone.errors)],
      ['beside the heavy student', rps(together), together.p50Ms.toFixed(1), p99(together), String(together.requests), String(together.errors)],
    ],
  );
  console.log(
    `heavy student: ${rps(heavy)} answers/s (${((heavy.records / heavy.elapsedMs) * 1000).toFixed(0)} bookmarks/s), ` +
      `${heavy.tooMany} × 429, p99 ${p99(heavy)} ms, other errors: ${heavy.errors - heavy.tooMany}${others(heavy) ? ` (${others(heavy)})` : ''}`,
  );
  table(
    ['round', 'rps beside / alone', 'p99 beside / alone', 'server busy alone', 'server busy beside'],
    rounds.map((round, i) => [String(i + 1), round.rps.toFixed(2), round.p99.toFixed(2), percent(round.busyAlone), percent(round.busyTogether)]),
  );
  table(
    ['others beside / alone', 'median of rounds', 'all rounds pooled', 'goal', ''],
    [
      [
        'requests per second',
        rpsRatio.toFixed(2),
        (together.rps / alone.rps).toFixed(2),
        `≥ ${FAIRNESS_GOALS.rps}`,
        rpsRatio >= FAIRNESS_GOALS.rps ? 'met' : 'MISSED',
      ],
      ['p99', p99Ratio.toFixed(2), (together.p99Ms / alone.p99Ms).toFixed(2), `≤ ${FAIRNESS_GOALS.p99}`, p99Ratio <= FAIRNESS_GOALS.p99 ? 'met' : 'MISSED'],
    ],
  );
}
