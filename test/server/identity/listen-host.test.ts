// The identity provider listens on the interface it is given (HOST), like the app, not on every interface.
import { connect, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdentityProvider, type IdentityProvider } from '../../../server/identity/identity-provider';
import { openTestDatabase, type TestDatabase } from '../support/test-database';
import { AUDIENCE, CLIENT_ID, freePort } from './support/identity-test-server';

// Linux routes all of 127.0.0.0/8 to loopback: a server on every interface answers at 127.0.0.2,
// one bound to 127.0.0.1 does not. Elsewhere 127.0.0.2 may not exist, and the check means nothing.
const OTHER_LOOPBACK = '127.0.0.2';

function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

async function otherLoopbackWorks(): Promise<boolean> {
  const probe: Server = createServer((socket) => socket.end());
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const address = probe.address();
  const works = typeof address === 'object' && address !== null && (await reachable(OTHER_LOOPBACK, address.port));
  await new Promise((resolve) => probe.close(resolve));
  return works;
}

let database: TestDatabase;
let idp: IdentityProvider;
let port: number;

beforeAll(async () => {
  database = await openTestDatabase();
  port = await freePort();
  const issuer = `http://localhost:${port}/`;
  idp = await createIdentityProvider({ db: database.db, issuer, appOrigin: 'http://localhost:4280', clientId: CLIENT_ID, audience: AUDIENCE });
  await idp.listen(port, '127.0.0.1');
});
afterAll(async () => {
  await idp?.close();
  await database?.close();
});

describe('identity provider address', () => {
  it('answers on the host it was given', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
  });

  it.runIf(process.platform === 'linux')('does not answer on another interface', async () => {
    if (!(await otherLoopbackWorks())) return;
    expect(await reachable(OTHER_LOOPBACK, port)).toBe(false);
  });
});
