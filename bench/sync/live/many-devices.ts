// 3. Many connected devices: `devices` live streams (HTTP clients reading GET /api/changes/stream/, two per
// student, spread over the API processes) and one write a second, each by a random device through its own
// process. Each write must poke the student's other device with a cursor at least the write's (none missed).
// Printed: the API processes' CPU time and memory, pokes sent, and the write → poke time.
import { randomUUID } from 'node:crypto';
import { readServerSentEvents } from '../../../src/api/server-sent-events';
import { checks, mb, ms, printTable, section } from '../measure';
import type { ApiProcess, ApiProcesses } from './api-processes';
import { percentile } from './percentiles';

interface Streamer {
  sub: string;
  token: string;
  device: string;
  server: ApiProcess;
  newest: number;
  pokes: number;
  /** Waiting for a poke at or past a cursor. */
  waiting: { cursor: number; resolve: () => void }[];
  controller: AbortController;
  opened: Promise<void>;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function stream(streamer: Streamer): Promise<void> {
  return new Promise((opened, failed) => {
    void (async () => {
      const response = await fetch(`${streamer.server.origin}/api/changes/stream/`, {
        headers: { authorization: `Bearer ${streamer.token}`, 'x-device-id': streamer.device },
        signal: streamer.controller.signal,
      });
      if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
      for await (const event of readServerSentEvents(response.body)) {
        if (event.event === 'ready') opened();
        if (event.event !== 'changes') continue;
        streamer.pokes++;
        streamer.newest = Math.max(streamer.newest, Number((JSON.parse(event.data) as { cursor: string }).cursor));
        streamer.waiting = streamer.waiting.filter((wait) => (wait.cursor <= streamer.newest ? (wait.resolve(), false) : true));
      }
    })().catch((error: unknown) => (streamer.controller.signal.aborted ? undefined : failed(error)));
  });
}

export async function measureManyDevices(servers: ApiProcesses, devices: number, seconds: number): Promise<void> {
  section(`3. ${devices} connected devices, one write a second for ${seconds} s (${servers.label})`);
  const { processes, keys } = servers;
  const before = await Promise.all(processes.map((server) => server.stats()));
  const streamers: Streamer[] = [];
  for (let student = 0; student < devices / 2; student++) {
    const sub = `auth0|bench-many-${randomUUID()}`;
    const token = await keys.token(sub);
    for (let side = 0; side < 2; side++) {
      const streamer: Streamer = {
        sub,
        token,
        device: randomUUID(),
        server: processes[(student * 2 + side) % processes.length]!,
        newest: 0,
        pokes: 0,
        waiting: [],
        controller: new AbortController(),
        opened: Promise.resolve(),
      };
      streamer.opened = stream(streamer);
      streamers.push(streamer);
    }
  }
  await Promise.all(streamers.map((streamer) => streamer.opened));
  const connected = await Promise.all(processes.map((server) => server.stats()));

  const started = performance.now();
  const latencies: number[] = [];
  let missed = 0;
  let refused = 0;
  const deliveries: Promise<void>[] = [];
  for (let second = 0; second < seconds; second++) {
    const due = started + (second + 1) * 1000;
    const index = Math.floor(Math.random() * streamers.length);
    const writer = streamers[index]!;
    const other = streamers[index ^ 1]!;
    const response = await fetch(`${writer.server.origin}/api/bookmarks/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${writer.token}`, 'content-type': 'application/json', 'x-device-id': writer.device },
      body: JSON.stringify({ title: `Write ${second}`, url: 'https://example.edu/' }),
    });
    const answeredAt = performance.now();
    if (response.status !== 201) refused++;
    const cursor = Number(await writer.server.cursor(writer.sub));
    deliveries.push(
      new Promise<void>((resolve) => {
        if (other.newest >= cursor) return resolve(void latencies.push(performance.now() - answeredAt));
        const timer = setTimeout(() => {
          missed++;
          resolve();
        }, 10_000);
        other.waiting.push({ cursor, resolve: () => (clearTimeout(timer), latencies.push(performance.now() - answeredAt), resolve()) });
      }),
    );
    await pause(Math.max(0, due - performance.now()));
  }
  await Promise.all(deliveries);
  const elapsedS = (performance.now() - started) / 1000;
  const after = await Promise.all(processes.map((server) => server.stats()));
  streamers.forEach((streamer) => streamer.controller.abort());

  const cpu = (i: number) => (after[i]!.cpu.user + after[i]!.cpu.system - connected[i]!.cpu.user - connected[i]!.cpu.system) / 1000;
  const rows = processes.map((_server, i) => [
    `API process ${i + 1}`,
    `${((cpu(i) / 1000 / elapsedS) * 100).toFixed(1)} % of a core`,
    `${mb(connected[i]!.memory.rss)} (+${mb(connected[i]!.memory.rss - before[i]!.memory.rss)} for the streams), ${mb(after[i]!.memory.rss)} after`,
    `${mb(after[i]!.memory.heapUsed)}`,
  ]);
  const pokes = streamers.reduce((sum, streamer) => sum + streamer.pokes, 0);
  printTable(
    [['', 'CPU while writing', 'RSS connected', 'heap after'], ...rows],
    [
      `pokes sent: ${pokes} for ${seconds} writes; write answered → poke: p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}`,
      `missed (no poke within 10 s): ${missed}: goal none: ${missed === 0 ? 'met' : 'NOT met'}`,
    ],
  );
  checks.check('many devices: every write answered 201', refused === 0, `${refused} not`);
  checks.check('many devices: no poke missed', missed === 0);
}
