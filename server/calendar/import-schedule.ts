// Re-syncs calendar imports in the server process: every hour it syncs the imports last tried more than
// 6 hours ago. The timer is unref'd (it never keeps the process alive) and stopped when the app closes.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { FetchPolicy } from './feed-fetch';
import { syncDueImports } from './import-service';

const CHECK_EVERY_MS = 60 * 60 * 1000;

export function startImportResync(db: Database, policy: FetchPolicy, log: FastifyBaseLogger, everyMs = CHECK_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    syncDueImports(db, policy)
      .then((count) => count > 0 && log.info({ count }, 're-synced calendar imports'))
      .catch((error: unknown) => log.error({ err: error }, 'calendar import re-sync failed'))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
