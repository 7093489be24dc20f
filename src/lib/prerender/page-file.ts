// Where the build writes a public page's prerendered HTML, relative to dist/. Shared by the build step that
// writes the files, the server that answers with them and the service worker that precaches them.
// They sit apart from index.html, which stays the empty app shell for the signed-in screens.

export const PAGES_FOLDER = 'pages';

/** `/` → `pages/index.html`, `/about` → `pages/about.html`, `/resources/faqs/` → `pages/resources/faqs.html`. */
export function pageFileFor(pathname: string): string {
  const trimmed = pathname.replace(/^\/+|\/+$/g, '');
  return `${PAGES_FOLDER}/${trimmed === '' ? 'index' : trimmed}.html`;
}
