// A bookmark as the API sends it and the app keeps it in IndexedDB (SPEC §3): one shape for the
// server and the client, so the two cannot drift apart.
export interface Bookmark {
  id: string;
  title: string;
  url: string;
  description: string;
  created_at: string;
  updated_at: string;
}
