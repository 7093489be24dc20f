// Opens a user's data the way the app does, but in Node: fake-indexeddb, a hand-driven
// environment, short timings, and a token source the test can expire or revoke.
// Dexie's liveQuery stays silent unless a global indexedDB exists (it checks Dexie.dependencies),
// so install one; each user still gets a private IDBFactory below.
import 'fake-indexeddb/auto';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { randomUUID } from 'node:crypto';
import { openUserData, type UserData } from '../../../src/data/user-data';
import { manualEnvironment, type LockManagerLike, type ManualEnvironment } from '../../../src/data/sync/sync-environment';
import { defaultTuning, type SyncTuning } from '../../../src/data/sync/sync-tuning';
import { faultyFetch, type FaultyFetch } from './faulty-fetch';
import type { TestServer } from './test-server';

export const fastTuning: SyncTuning = {
  debounceMs: 5,
  intervalMs: 60_000, // tests trigger drains themselves
  requestTimeoutMs: 2_000,
  backoffBaseMs: 5,
  backoffMaxMs: 40,
  busyRecheckMs: 20,
  leaseMs: 2_000,
  concurrency: 4,
  // What the app runs: batched pushes (POST /api/sync/) and pulls through the change feed.
  batchLimit: defaultTuning.batchLimit,
  changeFeed: defaultTuning.changeFeed,
  // The harness reaches the server through app.inject, which answers only once a reply has ended: a live
  // stream would never open. Tests of the stream start a listening server of their own.
  liveChanges: false,
};

/**
 * What the app falls back to against a server without the batch endpoint or the change feed: one request
 * per change and every entity's list. Only the tests of that fallback use it.
 */
export const singleRequestTuning: Partial<SyncTuning> = { batchLimit: 0, changeFeed: false };

/** Stands in for the auth layer: hands out tokens, can let them expire or require a new sign-in. */
export class TokenSource {
  calls = 0;
  forcedRenewals = 0;
  /** Renewal fails like auth0-spa-js does when the refresh token is gone. */
  loginRequired = false;
  private token: Promise<string>;

  constructor(private readonly server: TestServer, readonly sub: string) {
    this.token = server.issueToken(sub);
  }

  readonly getAccessToken = async (options?: { forceRefresh?: boolean }) => {
    this.calls++;
    if (options?.forceRefresh) {
      this.forcedRenewals++;
      if (this.loginRequired) throw Object.assign(new Error('Login required'), { error: 'login_required' });
      this.token = this.server.issueToken(this.sub);
    }
    return this.token;
  };

  /** The cached token is now one the server refuses (401) until renewed. */
  expire() {
    this.token = this.server.issueToken(this.sub, { expired: true });
  }
}

export interface TestUser {
  sub: string;
  tokens: TokenSource;
  faults: FaultyFetch;
  indexedDB: IDBFactory;
  /** The same student on another device: its own IndexedDB and network. */
  anotherDevice(): TestUser;
  /** Open (another) UserData for this user on the same IndexedDB: a restart, or a second tab. */
  open(options?: OpenOptions): TestSession;
}

export interface OpenOptions {
  /** Start offline (default online). Ignored when `environment` is given. */
  online?: boolean;
  environment?: ManualEnvironment;
  onAuthRequired?: () => void;
  tuning?: Partial<SyncTuning>;
}

export interface TestSession {
  data: UserData;
  env: ManualEnvironment;
  /** What the engine logged (console.error / console.warn in the app). */
  errors: unknown[][];
  warnings: unknown[][];
}

export function testUser(server: TestServer, options: { locks?: LockManagerLike; sub?: string } = {}): TestUser {
  const sub = options.sub ?? `user-${randomUUID()}`;
  const tokens = new TokenSource(server, sub);
  const faults = faultyFetch(server.fetch);
  const indexedDB = new IDBFactory();
  return {
    sub,
    anotherDevice: () => testUser(server, { ...options, sub }),
    tokens,
    faults,
    indexedDB,
    open(openOptions = {}) {
      const env = openOptions.environment ?? manualEnvironment({ locks: options.locks, online: openOptions.online ?? true });
      const errors: unknown[][] = [];
      const warnings: unknown[][] = [];
      const data = openUserData({
        userId: sub,
        getAccessToken: tokens.getAccessToken,
        apiBaseUrl: 'http://api',
        fetch: faults.fetch,
        onAuthRequired: openOptions.onAuthRequired,
        indexedDB,
        IDBKeyRange,
        environment: env,
        tuning: { ...fastTuning, ...openOptions.tuning },
        log: { error: (...args: unknown[]) => errors.push(args), warn: (...args: unknown[]) => warnings.push(args) },
      });
      return { data, env, errors, warnings };
    },
  };
}

export interface ServerBookmark {
  id: string;
  title: string;
  url: string;
  description: string;
}

export async function serverBookmarks(server: TestServer, sub: string): Promise<ServerBookmark[]> {
  const list = await server.read<{ results: ServerBookmark[] }>(sub, '/api/bookmarks/');
  return list.results;
}

export const until = async (condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};
