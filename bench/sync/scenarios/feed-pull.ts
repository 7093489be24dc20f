// Section 5: a device that holds many records pulls after a few changes made elsewhere: through the
// change feed (only what changed since its cursor) vs reading every entity's list (`changeFeed: false`,
// as against a server without the feed). Bytes are response bodies as they came over the wire.
import { newId } from '../../../src/data/ids';
import type { TestServer } from '../../../test/data/support/test-server';
import { localState, openDevice, settle, syncNow, type Device } from '../devices';
import { checks, goal, kb, median, ms, printTable, section, times } from '../measure';
import { differences, seedBookmarks, serverState } from '../server-state';

interface Pull {
  elapsed: number;
  bytes: number;
  requests: number;
}

/** `count` changes by another device: updates, a few creates and deletes. */
async function changeElsewhere(server: TestServer, sub: string, count: number, round: number) {
  const ids = (await server.sql('SELECT id FROM bookmarks WHERE owner_sub = $1 ORDER BY created_at LIMIT $2', [sub, count])) as { id: string }[];
  for (let i = 0; i < count; i++) {
    const kind = i % 5;
    const id = ids[i]!.id;
    let response: Response;
    if (kind === 3) response = await server.send(sub, 'POST', '/api/bookmarks/', { title: `New ${round}.${i}`, url: `https://new${round}-${i}.example/` });
    else if (kind === 4) response = await server.send(sub, 'DELETE', `/api/bookmarks/${id}/`);
    else response = await server.send(sub, 'PATCH', `/api/bookmarks/${id}/`, { title: `Changed elsewhere ${round}.${i}` });
    if (!response.ok) throw new Error(`change elsewhere → ${response.status}`);
  }
}

async function pullOnce(device: Device): Promise<Pull> {
  device.traffic.reset();
  const started = performance.now();
  await syncNow(device);
  return { elapsed: performance.now() - started, bytes: device.traffic.bytes, requests: device.traffic.reads };
}

export async function compareFeedPull(server: TestServer, records: number, changes: number, rounds: number) {
  section(`5. One pull after ${changes} changes among ${records.toLocaleString('en-US')} records: feed vs full lists (${rounds} rounds, medians)`);
  const sub = `bench-feed-${newId()}`;
  await seedBookmarks(server, sub, records);
  // Both devices synced once with everything (not measured), then stay online and pull on request.
  const feed = await openDevice(server, sub);
  const lists = await openDevice(server, sub, { tuning: { changeFeed: false } });
  for (const device of [feed, lists]) await settle(device); // the start-up drain pulls everything
  const initial = { feed: feed.traffic.bytes, lists: lists.traffic.bytes };
  checks.check(
    `both devices hold all ${records} seeded records`,
    (await Promise.all([feed, lists].map(localState))).every((s) => s.size === records),
  );

  const pulls = { feed: [] as Pull[], lists: [] as Pull[] };
  for (let round = 0; round < rounds; round++) {
    await changeElsewhere(server, sub, changes, round);
    const order =
      round % 2
        ? ([
            ['lists', lists],
            ['feed', feed],
          ] as const)
        : ([
            ['feed', feed],
            ['lists', lists],
          ] as const);
    for (const [kind, device] of order) pulls[kind].push(await pullOnce(device));
    const expected = await serverState(server, sub);
    for (const [kind, device] of [
      ['feed', feed],
      ['lists', lists],
    ] as const) {
      const diff = differences(expected, await localState(device));
      checks.check(
        `round ${round + 1}: the ${kind === 'feed' ? 'feed' : 'full-list'} pull leaves the device equal to the server`,
        diff.length === 0,
        diff.slice(0, 2).join('; '),
      );
    }
  }
  const stat = (kind: keyof typeof pulls, key: keyof Pull) => median(pulls[kind].map((p) => p[key]));
  const bytesRatio = stat('lists', 'bytes') / stat('feed', 'bytes');
  const timeRatio = stat('lists', 'elapsed') / stat('feed', 'elapsed');
  printTable(
    [
      ['variant', 'bytes received', 'time', 'requests', 'lists / feed', 'goals'],
      ['full lists, changeFeed: false (reference)', kb(stat('lists', 'bytes')), ms(stat('lists', 'elapsed')), `${stat('lists', 'requests')}`, '', ''],
      [
        'change feed',
        kb(stat('feed', 'bytes')),
        ms(stat('feed', 'elapsed')),
        `${stat('feed', 'requests')}`,
        `${times(bytesRatio)} bytes, ${times(timeRatio)} time`,
        `bytes ${goal(bytesRatio, { atLeast: 20 })}; time ${goal(timeRatio, { atLeast: 5 })}`,
      ],
    ],
    [
      `the first sync of ${records} records (not measured): feed ${kb(initial.feed)}, lists ${kb(initial.lists)}.`,
      'time is "sync now" until settled: the pull, its merge into IndexedDB, and an empty push pass.',
    ],
  );
  for (const device of [feed, lists]) await device.close();
}
