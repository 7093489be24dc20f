// Section 4: three devices of one student edit the same records offline, then all come online at once.
// Each device changes the title of the same links to its own value; the server ends with one of them
// and every value it replaced must be in some device's conflict list. The reference: one device
// pushing the same number of updates with nobody else editing.
import { newId } from '../../../src/data/ids';
import type { TestServer } from '../../../test/data/support/test-server';
import { localState, openDevice, settle, syncNow, type Device } from '../devices';
import { checks, median, ms, printTable, section, times } from '../measure';
import { differences, serverState } from '../server-state';

interface Run {
  elapsed: number;
  requests: number;
  conflicts: number;
  devices: Device[];
  sub: string;
  ids: string[];
}

/** `deviceCount` devices holding the same `records` synced links, all offline, each with its own edits queued. */
async function editOffline(server: TestServer, records: number, deviceCount: number): Promise<Omit<Run, 'elapsed' | 'requests' | 'conflicts'>> {
  const sub = `bench-devices-${newId()}`;
  const first = await openDevice(server, sub);
  const ids: string[] = [];
  for (let i = 0; i < records; i++) ids.push((await first.data.bookmarks.create({ title: `Link ${i}`, url: `https://link${i}.example/` })).id);
  await syncNow(first);
  const devices = [first];
  for (let d = 1; d < deviceCount; d++) {
    const device = await openDevice(server, sub);
    await syncNow(device);
    devices.push(device);
  }
  for (const device of devices) device.env.setOnline(false);
  for (const [d, device] of devices.entries()) {
    for (const [i, id] of ids.entries()) await device.data.bookmarks.update(id, { title: `Link ${i} from device ${d + 1}` });
  }
  return { sub, devices, ids };
}

async function comeOnline(run: Omit<Run, 'elapsed' | 'requests' | 'conflicts'>): Promise<Run> {
  const { devices } = run;
  for (const device of devices) device.traffic.reset();
  const started = performance.now();
  for (const device of devices) device.env.setOnline(true);
  await Promise.all(devices.map((device) => settle(device)));
  const elapsed = performance.now() - started;
  const requests = devices.reduce((sum, device) => sum + device.traffic.writes + device.traffic.reads, 0);
  const conflicts = (await Promise.all(devices.map((device) => device.data.db.conflicts.count()))).reduce((a, b) => a + b, 0);
  return { ...run, elapsed, requests, conflicts };
}

async function verify(server: TestServer, run: Run): Promise<{ agree: boolean; unlisted: number; detail: string }> {
  // Each device reads what the others pushed after it settled.
  for (const device of run.devices) await syncNow(device);
  const server_ = await serverState(server, run.sub);
  const mismatches = (await Promise.all(run.devices.map(localState))).flatMap((local) => differences(server_, local));
  const listed = new Set<string>();
  for (const device of run.devices) {
    for (const conflict of await device.data.db.conflicts.toArray()) {
      if (conflict.kind === 'replaced' && conflict.field === 'title') listed.add(`${conflict.entityId}|${String(conflict.replaced)}`);
    }
  }
  const titles = new Map(
    ((await server.sql('SELECT id, title FROM bookmarks WHERE owner_sub = $1', [run.sub])) as { id: string; title: string }[]).map((r) => [r.id, r.title]),
  );
  let unlisted = 0;
  for (const [i, id] of run.ids.entries()) {
    for (let d = 1; d <= run.devices.length; d++) {
      const value = `Link ${i} from device ${d}`;
      if (titles.get(id) !== value && !listed.has(`${id}|${value}`)) unlisted++;
    }
  }
  return { agree: mismatches.length === 0 && titles.size === run.ids.length, unlisted, detail: mismatches.slice(0, 3).join('; ') };
}

export async function compareThreeDevices(server: TestServer, records: number, rounds: number) {
  section(`4. Three devices pushing the same ${records} edited records at once vs one device (${rounds} rounds, medians)`);
  const runs = { one: [] as Run[], three: [] as Run[] };
  for (let round = 0; round < rounds; round++) {
    for (const [kind, count] of round % 2
      ? ([
          ['three', 3],
          ['one', 1],
        ] as const)
      : ([
          ['one', 1],
          ['three', 3],
        ] as const)) {
      const run = await comeOnline(await editOffline(server, records, count));
      const { agree, unlisted, detail } = await verify(server, run);
      checks.check(`${kind === 'one' ? 'one device' : 'three devices'}, round ${round + 1}: every device agrees with the server per record`, agree, detail);
      if (kind === 'three')
        checks.check(`three devices, round ${round + 1}: every replaced value is in some device's conflict list`, unlisted === 0, `${unlisted} missing`);
      for (const device of run.devices) await device.close();
      runs[kind].push(run);
    }
  }
  const time = (kind: keyof typeof runs) => median(runs[kind].map((r) => r.elapsed));
  const requests = (kind: keyof typeof runs) => median(runs[kind].map((r) => r.requests));
  const conflicts = (kind: keyof typeof runs) => median(runs[kind].map((r) => r.conflicts));
  printTable(
    [
      ['variant', 'until all settled', 'requests (all devices)', 'conflicts listed', 'this / reference'],
      [`one device, ${records} updates (reference)`, ms(time('one')), `${requests('one')}`, `${conflicts('one')}`, '1×'],
      [`three devices, ${records} updates each`, ms(time('three')), `${requests('three')}`, `${conflicts('three')}`, times(time('three') / time('one'))],
    ],
    [
      `${records * 2} values are replaced per round (two of three devices lose each record); each must be listed somewhere.`,
      'requests count pushes and the pulls that follow coming online; settling ends when outbox and dead letters are empty.',
    ],
  );
}
