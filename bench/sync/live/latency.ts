// 1. Two devices of one student online (the real sync engine, each with its own fake-indexeddb, both with their
// live streams open), the writer on the first API process and the reader on the last: the writer adds
// `changes` links at random intervals; for each, the time from the writer's acknowledged push (its outbox entry
// removed, committed in its Dexie) to the link committed in the reader's Dexie. Goal: p50 ≤ 300 ms, p95 ≤ 1 s.
import { randomUUID } from 'node:crypto';
import { openDevice, type Device } from '../devices';
import { checks, ms, printTable, section } from '../measure';
import type { ApiProcesses } from './api-processes';
import { percentile } from './percentiles';

const until = async (condition: () => boolean | Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return true;
};

export async function measureLatency(servers: ApiProcesses, changes: number, meanGapMs: number): Promise<void> {
  section(`1. Poke latency: ${changes} links added on one device at random intervals (mean ${meanGapMs} ms), seen on the other (${servers.label})`);
  const sub = `auth0|bench-live-${randomUUID()}`;
  const remote = (index: number) => ({ origin: servers.processes[index]!.origin, issueToken: (user: string) => servers.keys.token(user) });
  const writer = await openDevice(remote(0), sub);
  const reader = await openDevice(remote(servers.processes.length - 1), sub);
  const acked = new Map<string, number>();
  const seen = new Map<string, number>();
  writer.data.db.outbox.hook('deleting', (_key, entry, transaction) => {
    transaction.on('complete', () => acked.set(entry.entityId, performance.now()));
  });
  reader.data.db.bookmarks.hook('creating', (_key, record, transaction) => {
    transaction.on('complete', () => seen.set(record.id, performance.now()));
  });
  try {
    const live = await until(() => writer.data.sync.live && reader.data.sync.live, 20_000);
    checks.check('latency: both devices have their live stream open', live);
    const ids: string[] = [];
    for (let i = 0; i < changes; i++) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 2 * meanGapMs));
      ids.push((await writer.data.bookmarks.create({ title: `Live ${i}`, url: `https://example.edu/live/${i}`, description: '' })).id);
    }
    const arrived = await until(() => ids.every((id) => seen.has(id) && acked.has(id)), 60_000);
    checks.check(`latency: all ${changes} links reached the other device`, arrived);
    // A link can land on the reader a moment before the writer's own write-back commits: that counts as 0.
    const latencies = ids.filter((id) => seen.has(id) && acked.has(id)).map((id) => Math.max(0, seen.get(id)! - acked.get(id)!));
    const [p50, p95] = [percentile(latencies, 0.5), percentile(latencies, 0.95)];
    printTable(
      [
        ['measure', 'value', 'goal'],
        ['p50 ack → visible', ms(p50), `≤ 300 ms: ${p50 <= 300 ? 'met' : 'NOT met'}`],
        ['p95 ack → visible', ms(p95), `≤ 1000 ms: ${p95 <= 1000 ? 'met' : 'NOT met'}`],
        ['max', ms(Math.max(...latencies)), ''],
        ['reader requests', `${reader.traffic.reads} reads, ${reader.traffic.writes} writes`, ''],
      ],
      [`writer on ${servers.processes[0]!.origin}, reader on ${servers.processes.at(-1)!.origin}`],
    );
  } finally {
    await Promise.all([writer, reader].map((device: Device) => device.close()));
  }
}
