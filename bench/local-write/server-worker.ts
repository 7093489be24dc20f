// The worker side of server-thread.ts: starts the test server listening on a free port and answers calls.
import { parentPort } from 'node:worker_threads';
import { startTestServer } from '../../test/data/support/test-server';

const server = await startTestServer({ requestsPerMinute: 1_000_000 });
const origin = await server.app.listen({ host: '127.0.0.1', port: 0 });

const methods: Record<string, (...args: never[]) => Promise<unknown>> = {
  origin: async () => origin,
  sql: (text: string, params?: unknown[]) => server.sql(text, params),
  issueToken: (sub: string) => server.issueToken(sub),
  close: () => server.close(),
};

parentPort!.on('message', async ({ call, method, args }: { call: number; method: string; args: never[] }) => {
  try {
    parentPort!.postMessage({ call, result: await methods[method]!(...args) });
  } catch (error) {
    parentPort!.postMessage({ call, error: String(error) });
  }
});
