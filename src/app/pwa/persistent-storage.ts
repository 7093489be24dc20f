// Asks the browser not to evict DegreeMate's storage (IndexedDB with queued changes, precache) under
// storage pressure. Call it after sign-in: Chromium grants it silently for engaged or installed sites,
// Firefox may prompt, so it should follow a user action rather than a first visit.

/** Resolves true when storage is (or already was) persistent; false when refused or unsupported. */
export async function requestPersistentStorage(): Promise<boolean> {
  if (!navigator.storage?.persist) return false;
  try {
    if (await navigator.storage.persisted()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}
