// Starts the real identity provider in-process on a free port, over in-memory PGlite (or over
// PostgreSQL when DATABASE_URL is set, as the CI's second run of the server suite does).
import { createServer } from 'node:net';
import { openDatabase, type Database } from '../../../../server/db/database';
import { migrate } from '../../../../server/db/migrate';
import { createIdentityProvider, type IdentityProvider } from '../../../../server/identity/identity-provider';

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

export async function openTestDatabase(): Promise<Database> {
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
  await migrate(db);
  return db;
}

export async function startIdentityTestServer(options: { appOrigin?: string; db?: Database } = {}): Promise<IdentityTestServer> {
  const db = options.db ?? (await openTestDatabase());
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const issuer = `${origin}/`;
  const appOrigin = options.appOrigin ?? `http://localhost:${await freePort()}`;

  const start = async () => {
    const idp = await createIdentityProvider({ db, issuer, appOrigin, clientId: CLIENT_ID, audience: AUDIENCE });
    await idp.listen(port);
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
      if (!options.db) await db.close();
    },
  };
  return server;
}
