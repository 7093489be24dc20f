// Navigations the app shell must not answer: the API, and file-like paths (/config.json, /sw.js,
// /manifest.webmanifest, /robots.txt…) that should reach the server, not render the SPA. Workbox
// tests pathname + search, so the dotted segment is pinned to the path: `/?returnTo=/a.b` is a page.
export const NOT_APP_ROUTES = [/^\/api\//, /^[^?]*\/[^/?]+\.[^/?]+(?:\?.*)?$/];
