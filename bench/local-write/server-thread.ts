// The real API server (test/data/support/test-server.ts, in-memory PGlite) in a worker thread of its own,
// reached over HTTP on 127.0.0.1: a device's pull then spends the device's time on the device's thread,
// as it does on a phone, while the server's queries run beside it as they do on the server's machine.
import { Worker } from 'node:worker_threads';
import type { RemoteServer } from '../sync/devices';
import type { SqlServer } from '../sync/server-state';

export interface ServerThread extends RemoteServer, SqlServer {
  close(): Promise<void>;
}

interface Reply {
  call: number;
  result?: unknown;
  error?: string;
}

export async function startServerThread(): Promise<ServerThread> {
  // Workers inherit no loader from tsx (nor take one by --import on Node 20): this one loads its TypeScript through tsx's API.
  const entry = new URL('./server-worker.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(entry)}))`, { eval: true });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let calls = 0;
  worker.on('message', (reply: Reply) => {
    const call = waiting.get(reply.call);
    waiting.delete(reply.call);
    if (reply.error === undefined) call?.resolve(reply.result);
    else call?.reject(new Error(reply.error));
  });
  const ask = <T>(method: string, args: unknown[]) =>
    new Promise<T>((resolve, reject) => {
      const call = ++calls;
      waiting.set(call, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ call, method, args });
    });
  const origin = await ask<string>('origin', []);
  return {
    origin,
    sql: (text, params) => ask('sql', [text, params]),
    issueToken: (sub) => ask('issueToken', [sub]),
    async close() {
      await ask('close', []);
      await worker.terminate();
    },
  };
}
