// `npm start`: opens and migrates the database, starts the local identity provider (unless Auth0 is
// configured) and the app, and shuts all three down cleanly on SIGINT/SIGTERM.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { createIdentityProvider, type IdentityProvider } from './identity/identity-provider';
import { clientConfigOf } from './routes/client-config-routes';

const config = loadConfig();
const shutdownTasks: Array<() => Promise<void>> = [];
installShutdown();
try {
  await start();
} catch (error) {
  console.error('DegreeMate could not start:', error);
  await runShutdownTasks();
  process.exit(1);
}

async function start(): Promise<void> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  shutdownTasks.unshift(() => db.close());
  await migrate(db);
  const idp = await startIdentityProvider(config, db);
  const app = await buildApp({
    db,
    auth: { issuer: config.auth.issuer, audience: config.auth.audience, jwksUrl: idp?.jwksUrl ?? config.auth.jwksUrl },
    appOrigin: config.appOrigin,
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    clientConfig: clientConfigOf(config.auth),
    logger: { level: config.logLevel },
  });
  // Tasks run first-registered-last: the app stops taking requests before the database goes.
  shutdownTasks.unshift(() => app.close());
  await app.listen({ port: config.port, host: config.host });
  console.log(`DegreeMate app: ${config.appOrigin}`);
  console.log(`Identity provider: ${config.auth.mode === 'local' ? config.auth.providerOrigin : `Auth0 (${config.auth.providerOrigin})`}`);
}

async function startIdentityProvider(config: ServerConfig, db: Database): Promise<IdentityProvider | undefined> {
  if (config.auth.mode === 'auth0') return undefined;
  const idp = await createIdentityProvider({
    db,
    issuer: config.auth.issuer,
    appOrigin: config.appOrigin,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
  });
  shutdownTasks.unshift(() => idp.close());
  await idp.listen(config.idpPort, config.host);
  return idp;
}

function installShutdown(): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second Ctrl-C means "now": do not wait for connections to drain.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: shutting down…`);
    process.exit((await runShutdownTasks()) ? 0 : 1);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (received) => void stop(received));
}

/** Runs every task even if one fails (PGlite must still be closed cleanly); true when all succeeded. */
async function runShutdownTasks(): Promise<boolean> {
  let ok = true;
  for (const task of shutdownTasks.splice(0)) {
    try {
      await task();
    } catch (error) {
      ok = false;
      console.error('Shutdown step failed:', error);
    }
  }
  return ok;
}
