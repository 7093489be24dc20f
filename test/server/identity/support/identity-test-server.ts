// Starts the real identity provider in-process on a free port, over the test database of
// test/server/support/test-database.ts (in-memory PGlite, or a private schema in the CI's PostgreSQL run).
import { createServer } from 'node:net';
import type { Database } from '../../../../server/db/database';
import type { Mailer } from '../../../../server/mail/mailer';
import { createIdentityProvider, type AttemptLimits, type IdentityProvider } from '../../../../server/identity/identity-provider';
import { openTestDatabase } from '../../support/test-database';

export const CLIENT_ID = 'degreemate-local';
export const AUDIENCE = 'https://api.degreemate.local';

export interface IdentityTestServer {
  db: Database;
  idp: IdentityProvider;
  port: number;
  origin: string;
  issuer: string;
  appOrigin: string;
  /** Stops the provider and starts a new one on the same database and port (a server restart). */
  restart(): Promise<void>;
  close(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface IdentityTestServerOptions {
  appOrigin?: string;
  /** A database the caller owns (and closes); otherwise a private one. */
  db?: Database;
  attemptLimits?: Partial<AttemptLimits>;
  /** "Forgot password?" mails through it (a local SMTP server the test started). */
  mailer?: Mailer;
}

export async function startIdentityTestServer(options: IdentityTestServerOptions = {}): Promise<IdentityTestServer> {
  const { db, close: closeDatabase } = options.db ? { db: options.db, close: async () => {} } : await openTestDatabase();
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const issuer = `${origin}/`;
  const appOrigin = options.appOrigin ?? `http://localhost:${await freePort()}`;

  const start = async () => {
    const idp = await createIdentityProvider({
      db,
      issuer,
      appOrigin,
      clientId: CLIENT_ID,
      audience: AUDIENCE,
      attemptLimits: options.attemptLimits,
      mailer: options.mailer,
    });
    await idp.listen(port, 'localhost');
    return idp;
  };

  const server: IdentityTestServer = {
    db,
    idp: await start(),
    port,
    origin,
    issuer,
    appOrigin,
    async restart() {
      await server.idp.close();
      // Let this process's fetch notice its pooled connections were closed before reusing the port:
      // the restart itself may resolve entirely in microtasks (in-memory PGlite), skipping the I/O phase.
      await new Promise((resolve) => setTimeout(resolve, 20));
      server.idp = await start();
    },
    async close() {
      await server.idp.close();
      await closeDatabase();
    },
  };
  return server;
}
