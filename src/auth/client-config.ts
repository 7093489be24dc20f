// The sign-in settings come from the server at run time (/config.json), so one build serves the
// local identity provider and Auth0 alike. The last good copy is kept so an offline start still
// knows which identity provider's cached session to read.
import { holdsSignIn } from './session-hint';

export interface ClientConfig {
  auth: { domain: string; clientId: string; audience: string };
  mode: 'local' | 'auth0';
  /** Optional server features; absent in a copy cached before the server said (read as all off). */
  features?: { syllabusAi?: boolean };
}

const STORAGE_KEY = 'degreemate.client-config';

function isClientConfig(value: unknown): value is ClientConfig {
  if (typeof value !== 'object' || value === null) return false;
  const auth = (value as { auth?: unknown }).auth;
  if (typeof auth !== 'object' || auth === null) return false;
  const { domain, clientId, audience } = auth as Record<string, unknown>;
  return typeof domain === 'string' && typeof clientId === 'string' && typeof audience === 'string';
}

function readStored(): ClientConfig | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isClientConfig(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The last sign-in settings this browser loaded (which provider runs sign-in), without asking the server. */
export const storedClientConfig = (): ClientConfig | undefined => readStored();

/** The syllabus importer's "Improve with AI": only when the server said it has a language model. */
export const syllabusAiAvailable = (): boolean => storedClientConfig()?.features?.syllabusAi === true;

/**
 * The sign-in settings. A browser that holds a sign-in starts from its last good copy at once and refreshes
 * it in the background for the next start: a returning student's screens never wait on a slow campus network
 * for settings that rarely change. Anyone about to sign in gets the server's current copy (or the last good
 * one when it cannot be reached).
 */
export async function loadClientConfig(fetchImpl: typeof fetch = fetch): Promise<ClientConfig> {
  const stored = holdsSignIn() ? readStored() : undefined;
  if (stored) {
    fetchFresh(fetchImpl).catch(() => undefined); // offline or failing: the copy stays as it is
    return stored;
  }
  try {
    return await fetchFresh(fetchImpl);
  } catch (error) {
    const lastGood = readStored();
    if (lastGood) return lastGood;
    throw new Error('Could not load the sign-in settings. Check your connection and try again.', { cause: error });
  }
}

/** Asks the server and keeps a good answer as the last good copy. */
async function fetchFresh(fetchImpl: typeof fetch): Promise<ClientConfig> {
  const response = await fetchImpl('/config.json', { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isClientConfig(config)) throw new Error('/config.json is missing the auth settings');
  localStorage.setItem(STORAGE_KEY, JSON.stringify(config));
  return config;
}
