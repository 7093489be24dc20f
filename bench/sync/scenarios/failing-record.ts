// Section 3: one record the server fails on every time (a trigger raising for its title, inside the
// real database) must not hold the others back. The same queued operations, with and without that
// record at the head of the queue; the clock stops when every other record is on the server.
import { newId } from '../../../src/data/ids';
import type { TestServer } from '../../../test/data/support/test-server';
import { openDevice, queueOffline, syncNow } from '../devices';
import { checks, goal, median, ms, printTable, section, times } from '../measure';
import { generateOperations, type Operation } from '../operations';
import { POISON, serverContents, serverCount } from '../server-state';

interface Run {
  sub: string;
  elapsed: number;
  writes: number;
  /** Whether the failing record was still queued, failing on its own, when the others were all in. */
  failingAlone: boolean;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function drainUntilOthersArrive(server: TestServer, operations: Operation[], expected: number, poisoned: boolean): Promise<Run> {
  const sub = `bench-failing-${newId()}`;
  const first = await openDevice(server, sub);
  await syncNow(first);
  await first.close();
  const queued = await queueOffline(first.indexedDB, sub, operations);
  const device = await openDevice(server, sub, { indexedDB: first.indexedDB, online: false });
  while (device.data.sync.status.pending !== queued) await pause(5);
  device.traffic.reset();
  const started = performance.now();
  device.env.setOnline(true);
  // The engine drains on its own once online (as in the app); we only watch the server.
  while ((await serverCount(server, sub)) < expected) {
    if (performance.now() - started > 300_000) throw new Error('the other records never arrived');
    await pause(10);
  }
  const elapsed = performance.now() - started;
  const { writes } = device.traffic;
  // The last answers may still be being written back; then only the failing record may be left.
  const leftAlone = async () => {
    const outbox = await device.data.db.outbox.toArray();
    return poisoned ? outbox.length === 1 && String(outbox[0]!.body.title).startsWith(POISON) : outbox.length === 0;
  };
  const deadline = performance.now() + 30_000;
  while (!(await leftAlone()) && performance.now() < deadline) await pause(10);
  const failingAlone = await leftAlone();
  await device.close();
  return { sub, elapsed, writes, failingAlone };
}

export async function compareFailingRecord(server: TestServer, size: number, rounds: number) {
  section(`3. ${size.toLocaleString('en-US')} queued operations, one record failing every time vs none (${rounds} rounds, medians)`);
  const withHead = (title: string): Operation[] => [
    { op: 'create', id: newId(), title, url: 'https://head.example/', description: '' },
    ...generateOperations(size - 1, () => newId()),
  ];
  const sample = withHead('x');
  const live = sample.filter((o) => o.op === 'create').length - sample.filter((o) => o.op === 'delete').length;
  const runs = { clean: [] as Run[], poisoned: [] as Run[] };
  for (let round = 0; round < rounds; round++) {
    const pair = [
      async () => runs.clean.push(await drainUntilOthersArrive(server, withHead('Fine link'), live, false)),
      async () => runs.poisoned.push(await drainUntilOthersArrive(server, withHead(`${POISON} link`), live - 1, true)),
    ];
    for (const run of round % 2 ? pair.reverse() : pair) await run();
  }
  const clean = median(runs.clean.map((r) => r.elapsed));
  const poisoned = median(runs.poisoned.map((r) => r.elapsed));
  printTable(
    [
      ['variant', 'until all others on server', 'requests sent', 'this / reference', 'goal'],
      ['no failing record (reference)', ms(clean), `${runs.clean[0]!.writes}`, '1×', ''],
      [`first record fails every time (500)`, ms(poisoned), `${runs.poisoned[0]!.writes}`, times(poisoned / clean), goal(poisoned / clean, { atMost: 1.1 })],
    ],
    [`${live} records end up on the server without the failing one; the app's default tuning (batches, backoff from 1 s).`],
  );
  const reference = (await serverContents(server, runs.clean[0]!.sub)).filter((line) => !line.startsWith('Fine link|')).join('\n');
  const states = await Promise.all(
    [...runs.clean, ...runs.poisoned].map(async (run) => (await serverContents(server, run.sub)).filter((line) => !line.startsWith('Fine link|')).join('\n')),
  );
  checks.check(
    'with or without the failing record, the server holds the same other records',
    states.every((state) => state === reference),
  );
  checks.check(
    'afterwards only the failing record is queued (none without it)',
    [...runs.clean, ...runs.poisoned].every((r) => r.failingAlone),
  );
}
