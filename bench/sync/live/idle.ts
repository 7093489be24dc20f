// 2. Idle cost: requests a device sends per hour while nothing changes. Polling: the app's 30 s poll, measured
// as requests per poll on a device polling every second (its stream off) and scaled to 120 polls an hour.
// Live: the stream, which ends when its access token expires (an hour with the local provider) and is opened
// again; measured as requests per stream life on a device whose tokens live `lifeS` seconds, scaled to one life
// an hour. Goal: live ≤ 2 % of polling.
import { randomUUID } from 'node:crypto';
import { openDevice, settle } from '../devices';
import { checks, printTable, section } from '../measure';
import type { ApiProcesses } from './api-processes';

const POLLS_PER_HOUR = 3600 / 30;
/** Stream lives an hour: the local identity provider's access tokens last that long. */
const STREAM_LIVES_PER_HOUR = 1;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureIdle(servers: ApiProcesses, seconds: number, lifeS: number): Promise<void> {
  section(`2. Idle cost: requests per device per hour while nothing changes (${servers.label})`);
  const origin = servers.processes[0]!.origin;

  const pollSub = `auth0|bench-idle-${randomUUID()}`;
  const polling = await openDevice({ origin, issueToken: (sub: string) => servers.keys.token(sub) }, pollSub, {
    tuning: { liveChanges: false, intervalMs: 1000 },
  });
  await settle(polling);
  polling.traffic.reset();
  await pause(seconds * 1000);
  const perPoll = (polling.traffic.reads + polling.traffic.writes) / seconds;
  await polling.close();

  const liveSub = `auth0|bench-idle-${randomUUID()}`;
  const live = await openDevice({ origin, issueToken: (sub: string) => servers.keys.token(sub, lifeS) }, liveSub, { freshTokens: true });
  await settle(live);
  const deadline = Date.now() + 20_000;
  while (!live.data.sync.live && Date.now() < deadline) await pause(10);
  checks.check('idle: the live stream opened', live.data.sync.live);
  live.traffic.reset();
  await pause(seconds * 1000);
  const requests = live.traffic.reads + live.traffic.writes;
  const perLife = requests / (seconds / lifeS);
  await live.close();

  const pollingPerHour = perPoll * POLLS_PER_HOUR;
  const livePerHour = perLife * STREAM_LIVES_PER_HOUR;
  const share = livePerHour / pollingPerHour;
  printTable([
    ['device', 'measured', 'per hour'],
    ['polling every 30 s', `${perPoll.toFixed(2)} requests per poll`, pollingPerHour.toFixed(1)],
    ['live stream', `${requests} requests over ${seconds} s of ${lifeS} s stream lives`, livePerHour.toFixed(2)],
    ['live / polling', `${(share * 100).toFixed(2)} %`, `≤ 2 %: ${share <= 0.02 ? 'met' : 'NOT met'}`],
  ]);
}
