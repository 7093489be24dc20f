// One API process of the live-pokes bench: the real app (bench/api/setup.ts's, budgets lifted) listening on a
// local port, on in-memory PGlite or on the PostgreSQL schema of LIVE_DATABASE_URL (migrated here: processes
// starting together leave one schema). Answers its parent over IPC: its origin, its own CPU time and memory
// (the server's cost apart from the simulated devices'), and a user's newest change-log position.
import { migrate } from '../../../server/db/migrate';
import { openDatabase } from '../../../server/db/database';
import { startRealApp, type Keys } from '../../api/setup';

const jwks = JSON.parse(process.env.LIVE_JWKS!) as Keys['jwks'];
const db = await openDatabase({ databaseUrl: process.env.LIVE_DATABASE_URL || undefined });
await migrate(db);
const { app, origin } = await startRealApp(db, { jwks, token: () => Promise.reject(new Error('tokens are made by the parent')) });

type Call = { call: number; method: 'stats' | 'cursor' | 'close'; sub?: string };
const methods = {
  stats: async () => ({ cpu: process.cpuUsage(), memory: process.memoryUsage() }),
  cursor: async (sub?: string) => String((await db.query<{ seq: string | number }>('SELECT seq FROM sync_cursors WHERE owner_sub = $1', [sub]))[0]?.seq ?? 0),
  close: async () => {
    await app.close();
    await db.close();
    setImmediate(() => process.exit(0));
  },
};
process.on('message', async ({ call, method, sub }: Call) => {
  try {
    process.send!({ call, result: await methods[method](sub) });
  } catch (error) {
    process.send!({ call, error: String(error) });
  }
});
process.send!({ ready: origin });
