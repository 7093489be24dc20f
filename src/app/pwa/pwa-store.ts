// What the service worker lifecycle has to tell the user, kept outside React so registration can start
// before the first render; <PwaStatus /> reads it with useSyncExternalStore.

export interface PwaState {
  /** A new build is installed and waiting; the user decides when to reload into it. */
  updateAvailable: boolean;
  /** The user asked for the new version; the page reloads once it takes control. */
  updating: boolean;
  /** The first install finished and the student has not been told yet: shown once, after sign-in. */
  offlineReady: boolean;
}

// The first install usually finishes on the public site, before sign-in and the redirect to the identity
// provider; the news waits in storage for the signed-in app, and is told once per browser.
const OFFLINE_READY_KEY = 'degreemate.offline-ready';
type OfflineReadyNews = 'pending' | 'told';

function readOfflineReadyNews(): OfflineReadyNews | null {
  try {
    return localStorage.getItem(OFFLINE_READY_KEY) as OfflineReadyNews | null;
  } catch {
    return null;
  }
}

function writeOfflineReadyNews(news: OfflineReadyNews): void {
  try {
    localStorage.setItem(OFFLINE_READY_KEY, news);
  } catch {
    // Storage blocked: the notice may show again next time, nothing worse.
  }
}

const INITIAL_STATE: PwaState = { updateAvailable: false, updating: false, offlineReady: readOfflineReadyNews() === 'pending' };

let state = INITIAL_STATE;
const listeners = new Set<() => void>();

export function getPwaState(): PwaState {
  return state;
}

export function subscribePwaState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updatePwaState(changes: Partial<PwaState>): void {
  state = { ...state, ...changes };
  for (const listener of listeners) listener();
}

export const dismissUpdatePrompt = () => updatePwaState({ updateAvailable: false });
export const dismissOfflineReady = () => updatePwaState({ offlineReady: false });

/** A worker is active: keep the news for the signed-in app, unless it was told before. */
export function noteOfflineReady(): void {
  if (readOfflineReadyNews() === 'told') return;
  writeOfflineReadyNews('pending');
  updatePwaState({ offlineReady: true });
}

/** The notice is on screen: it will not show again in this browser. */
export const markOfflineReadyTold = () => writeOfflineReadyNews('told');
