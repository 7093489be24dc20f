// The bench's API processes (api-process.ts): one on in-memory PGlite, or two on one PostgreSQL (a fresh schema
// of BENCH_DATABASE_URL, dropped afterwards), each a real OS process, so a poke between them goes through
// LISTEN/NOTIFY and each one's CPU time is its own.
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { openDatabase } from '../../../server/db/database';
import { makeKeys, type Keys } from '../../api/setup';

export interface ApiProcess {
  origin: string;
  stats(): Promise<{ cpu: NodeJS.CpuUsage; memory: NodeJS.MemoryUsage }>;
  /** The user's newest change-log position. */
  cursor(sub: string): Promise<string>;
}

export interface ApiProcesses {
  label: string;
  processes: ApiProcess[];
  keys: Keys;
  close(): Promise<void>;
}

export async function startApiProcesses(url = process.env.BENCH_DATABASE_URL): Promise<ApiProcesses> {
  const keys = await makeKeys();
  let schemaUrl = '';
  let dropSchema = async () => {};
  if (url) {
    const schema = `bench_live_${randomBytes(6).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const withSchema = new URL(url);
    withSchema.searchParams.set('search_path', schema);
    schemaUrl = withSchema.href;
    dropSchema = async () => {
      await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    };
  }
  const children: ChildProcess[] = [];
  const started = await Promise.all(
    Array.from({ length: url ? 2 : 1 }, () => {
      const child = fork(new URL('./api-process.ts', import.meta.url).pathname, [], {
        execArgv: ['--import', 'tsx'],
        env: { ...process.env, LIVE_JWKS: JSON.stringify(keys.jwks), LIVE_DATABASE_URL: schemaUrl },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      children.push(child);
      return connect(child);
    }),
  );
  return {
    label: url ? 'two API processes on one PostgreSQL' : 'one API process on in-memory PGlite',
    processes: started,
    keys,
    async close() {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              child.once('exit', () => resolve());
              child.send({ call: -1, method: 'close' });
            }),
        ),
      );
      await dropSchema();
    },
  };
}

function connect(child: ChildProcess): Promise<ApiProcess> {
  let calls = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const call = <T>(method: string, sub?: string) =>
    new Promise<T>((resolve, reject) => {
      const id = ++calls;
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      child.send({ call: id, method, sub });
    });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`API process exited with ${code}`)));
    child.on('message', (message: { ready?: string; call?: number; result?: unknown; error?: string }) => {
      if (message.ready) {
        resolve({ origin: message.ready, stats: () => call('stats'), cursor: (sub) => call('cursor', sub) });
        return;
      }
      const waiting = pending.get(message.call!);
      pending.delete(message.call!);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.result);
    });
  });
}
