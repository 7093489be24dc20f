// `npm start`: opens and migrates the database, starts the local identity provider (unless Auth0 is
// configured; on its own port, or under IDP_PATH on the app's) and the app, and shuts all three down
// cleanly on SIGINT/SIGTERM.
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadOrCreateFeedKey } from './calendar/feed-key';
import { loadConfig, type ServerConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { migrate } from './db/migrate';
import { keepPgliteStatistics } from './db/pglite-statistics';
import { createIdentityProvider, type IdentityProvider } from './identity/identity-provider';
import { languageModelFromConfig } from './llm/model-config';
import { mailContactMessagesTo } from './contact/contact-mail';
import { createMailer, type Mailer } from './mail/mailer';
import { startNotificationMail } from './notifications/notification-schedule';
import { clientConfigOf } from './client-config-routes';

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
  const stopAnalysing = await keepPgliteStatistics(db, (error) => console.error('Analysing changed tables failed:', error));
  shutdownTasks.unshift(async () => stopAnalysing());
  const mailer = startMailer(config);
  const idp = await startIdentityProvider(config, db, mailer);
  const model = languageModelFromConfig(config);
  const mountPath = config.auth.mode === 'local' ? config.auth.mountPath : undefined;
  const app = await buildApp({
    db,
    // Mounted, the provider's public URL is the proxy's, which this process may not reach from inside;
    // its keys are right here (and the same in every process, from the database), so use them directly.
    auth: {
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      ...(idp && mountPath ? { jwks: idp.publicJwks } : { jwksUrl: idp?.jwksUrl ?? config.auth.jwksUrl }),
    },
    mount: idp && mountPath ? { path: mountPath, handle: idp.handle } : undefined,
    appOrigin: config.appOrigin,
    // The same rule as the identity provider's: an https public URL means this plain-http process is behind a proxy.
    behindProxy: config.appOrigin.startsWith('https:'),
    staticDir: fileURLToPath(new URL('../dist', import.meta.url)),
    clientConfig: clientConfigOf(config.auth),
    logger: { level: config.logLevel },
    sampleCatalog: config.sampleCatalog,
    advisor: { model },
    llm: model ? { model } : undefined,
    jobs: config.jobs,
    contact: { deliver: mailer && config.mail?.contactTo ? mailContactMessagesTo(mailer, config.mail.contactTo) : undefined },
    calendar: { allowPrivateFeeds: config.allowPrivateFeeds, feedKey: config.calendarFeedKey ?? loadOrCreateFeedKey(config.dataDir) },
  });
  // Tasks run first-registered-last: the app stops taking requests before the database goes.
  shutdownTasks.unshift(() => app.close());
  if (mailer) {
    const stopMail = startNotificationMail(db, mailer, { info: (m) => console.log(m), error: (m, e) => console.error(m, e) });
    shutdownTasks.unshift(async () => stopMail());
  }
  await app.listen({ port: config.port, host: config.host });
  console.log(`DegreeMate app: ${config.appOrigin}`);
  if (model) {
    console.log(`Weekly plans and the advisor chat: written by ${model.name}, the embedded generator and advisor when it fails`);
    console.log(`Syllabus import: "Improve with AI" asks ${model.name}, only when the student presses it`);
  }
  console.log(`Identity provider: ${config.auth.mode === 'local' ? config.auth.providerOrigin : `Auth0 (${config.auth.providerOrigin})`}`);
}

function startMailer(config: ServerConfig): Mailer | undefined {
  if (!config.mail) return undefined;
  const mailer = createMailer(config.mail);
  shutdownTasks.unshift(async () => mailer.close());
  return mailer;
}

async function startIdentityProvider(config: ServerConfig, db: Database, mailer: Mailer | undefined): Promise<IdentityProvider | undefined> {
  if (config.auth.mode === 'auth0') return undefined;
  const idp = await createIdentityProvider({
    db,
    issuer: config.auth.issuer,
    appOrigin: config.appOrigin,
    clientId: config.auth.clientId,
    audience: config.auth.audience,
    mailer,
  });
  shutdownTasks.unshift(() => idp.close());
  // Under IDP_PATH the app's server answers for it (buildApp's mount): no port of its own.
  if (config.auth.mountPath === undefined) await idp.listen(config.idpPort, config.host);
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
