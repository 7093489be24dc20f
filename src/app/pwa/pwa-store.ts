// What the service worker lifecycle has to tell the user, kept outside React so registration can start
// before the first render; <PwaStatus /> reads it with useSyncExternalStore.

export interface PwaState {
  /** A new build is installed and waiting; the user decides when to reload into it. */
  updateAvailable: boolean;
  /** The user asked for the new version; the page reloads once it takes control. */
  updating: boolean;
  /** The first install finished: every screen now opens offline. Shown once. */
  offlineReady: boolean;
}

const INITIAL_STATE: PwaState = { updateAvailable: false, updating: false, offlineReady: false };

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
