// The returning student's sub, read synchronously from the sign-in library's own cache in localStorage, before
// the library or /config.json is loaded. auth0-spa-js 2.x (cacheLocation 'localstorage', auth-client.ts) keeps
// the ID token and its user under "@@auth0spajs@@::<clientId>::@@user@@"; its getUser() answers from that same
// entry, so the sub read here is the user the session will report. Used only to pick which of the device's
// per-student copies to draw first; nothing is authorised by it. sessionUserFor() reads the whole user for a
// known client, which the session reports at a returning student's start without loading the library.
const USER_KEY = /^@@auth0spajs@@::[^:]+::@@user@@$/;
/** The library's key for a client's ID token and user (its CacheKey with the @@user@@ suffix). */
const userKeyOf = (clientId: string) => `@@auth0spajs@@::${clientId}::@@user@@`;
/** The library treats a session ceiling this close as reached (its SESSION_EXPIRY_LEEWAY_SECONDS). */
const SESSION_EXPIRY_LEEWAY_SECONDS = 30;

/** The user as the ID token names them: the sub and the names a greeting may use. */
export interface CachedUser {
  sub: string;
  given_name?: string;
  name?: string;
  nickname?: string;
}

interface CachedUserEntry {
  decodedToken?: { user?: Partial<Record<keyof CachedUser, unknown>>; claims?: { session_expiry?: unknown } };
}

function defaultStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The cached user; undefined when nobody is signed in, the entry is unreadable, or entries disagree. */
export function cachedUser(storage = defaultStorage()): CachedUser | undefined {
  if (!storage) return undefined;
  const users = new Map<string, CachedUser>();
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key || !USER_KEY.test(key)) continue;
      const entry = JSON.parse(storage.getItem(key) ?? 'null') as CachedUserEntry | null;
      const user = entry?.decodedToken?.user;
      const sub = text(user?.sub);
      if (!sub) return undefined;
      users.set(sub, { sub, given_name: text(user?.given_name), name: text(user?.name), nickname: text(user?.nickname) });
    }
  } catch {
    return undefined;
  }
  // Two clients' sessions naming different users: which one the app's client is cannot be known without its
  // configuration, so neither is guessed.
  return users.size === 1 ? [...users.values()][0] : undefined;
}

/**
 * What the library's getUser() would answer for this client, read without it: the whole user of its cached
 * entry. Undefined whenever the library might answer otherwise: no such entry (it may then fall back to a
 * token's entry), no sub, unreadable, or the session's ceiling (the ID token's session_expiry) reached, when
 * getUser() clears the session and answers nothing.
 */
export function sessionUserFor(clientId: string, storage = defaultStorage(), nowMs = Date.now()): ({ sub: string } & Record<string, unknown>) | undefined {
  try {
    const entry = JSON.parse(storage?.getItem(userKeyOf(clientId)) ?? 'null') as CachedUserEntry | null;
    const user = entry?.decodedToken?.user;
    if (!user || !text(user.sub)) return undefined;
    const ceiling = entry.decodedToken?.claims?.session_expiry;
    if (ceiling !== undefined && (typeof ceiling !== 'number' || Math.floor(nowMs / 1000) >= ceiling - SESSION_EXPIRY_LEEWAY_SECONDS)) return undefined;
    return user as { sub: string } & Record<string, unknown>;
  } catch {
    return undefined;
  }
}
