// A bookmark as the API sends it and the app keeps it in IndexedDB: one shape for the
// server and the client, so the two cannot drift apart.
export interface Bookmark {
  id: string;
  title: string;
  url: string;
  description: string;
  created_at: string;
  updated_at: string;
  /** Raised by one on every change on the server; absent on a link not yet saved there. */
  version?: number;
}

/** The longest title, address and description the server accepts. */
export const BOOKMARK_LIMITS = { title: 200, url: 2048, description: 2000 } as const;
