// The public pages the build prerendered (dist/pages/, see src/lib/prerender/page-file.ts), listed once at
// start: a navigation to one of them is answered with its own HTML rather than the empty app shell.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PAGES_FOLDER, pageFileFor } from '../../src/lib/prerender/page-file';

function htmlFilesUnder(root: string, folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return htmlFilesUnder(root, relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** Returns the file (relative to `root`) to answer a navigation to `pathname` with, if it was prerendered. */
export function prerenderedPages(root: string): (pathname: string) => string | undefined {
  const files = new Set(existsSync(path.join(root, PAGES_FOLDER)) ? htmlFilesUnder(root, PAGES_FOLDER) : []);
  return (pathname) => {
    const file = pageFileFor(pathname);
    return files.has(file) ? file : undefined;
  };
}
