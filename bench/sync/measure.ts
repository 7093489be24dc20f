// Numbers and how they are printed: medians, ratios against the reference of the same run, goals,
// a memory sampler, and a compact table per section. Correctness checks are collected here too: the
// run exits 1 when one fails, whatever the timings say.

export const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

export const ms = (value: number) => `${value.toFixed(0)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
export const kb = (bytes: number) => (bytes >= 1024 * 1024 ? mb(bytes) : `${(bytes / 1024).toFixed(1)} kB`);
export const times = (ratio: number) => `${ratio >= 100 ? ratio.toFixed(0) : ratio.toFixed(2)}×`;

/** "≥ 10×: yes (12.3×)" — `atLeast` for gains, `atMost` for slowdowns. */
export function goal(ratio: number, target: { atLeast: number } | { atMost: number }): string {
  const met = 'atLeast' in target ? ratio >= target.atLeast : ratio <= target.atMost;
  const text = 'atLeast' in target ? `≥ ${target.atLeast}×` : `≤ ${target.atMost}×`;
  return `${text}: ${met ? 'met' : 'NOT met'}`;
}

export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; elapsed: number }> {
  const started = performance.now();
  const value = await work();
  return { value, elapsed: performance.now() - started };
}

export function section(title: string) {
  console.log(`\n== ${title}`);
}

/** Columns padded to their widest cell; the first row is the header. */
export function printTable(rows: readonly (readonly string[])[], notes: readonly string[] = []) {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column]!))
      .join('  ')
      .trimEnd();
  console.log(line(rows[0]!));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  for (const note of notes) console.log(`  ${note}`);
}

export interface MemoryPeak {
  heapBefore: number;
  rssBefore: number;
  peakHeap: number;
  peakRss: number;
  samples: number;
}

/** Collects garbage first when node runs with --expose-gc, so "before" is what is really live. */
export function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  return gc !== undefined;
}

/** Samples process.memoryUsage() every `intervalMs` until stopped; keeps the peaks. */
export function sampleMemory(intervalMs = 10): { stop(): MemoryPeak } {
  const before = process.memoryUsage();
  const peak = { heap: before.heapUsed, rss: before.rss, samples: 0 };
  const sample = () => {
    const { heapUsed, rss } = process.memoryUsage();
    peak.heap = Math.max(peak.heap, heapUsed);
    peak.rss = Math.max(peak.rss, rss);
    peak.samples++;
  };
  const timer = setInterval(sample, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return { heapBefore: before.heapUsed, rssBefore: before.rss, peakHeap: peak.heap, peakRss: peak.rss, samples: peak.samples };
    },
  };
}

/** Correctness checks of the whole run: printed as they are made; any failure makes the exit code 1. */
export const checks = {
  failed: [] as string[],
  check(name: string, ok: boolean, detail = '') {
    console.log(`  check: ${name}: ${ok ? 'yes' : `NO${detail ? ` (${detail})` : ''}`}`);
    if (!ok) this.failed.push(name);
  },
};
