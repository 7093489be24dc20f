// The signed-in screens' stylesheets (Mantine's component styles and the shell's own, loaded by
// signed-in-layout.tsx and its imports) as <link>s in index.html, the empty shell served only for app paths.
// Otherwise Vite's preload helper appends them to <head> mid-start, when the signed-in chunks load, and the
// browser parses the CSS and restyles the page in one long task. In the head they are parsed before any
// script runs, against an empty document, and the helper sees the links already there and does not add them
// again (loaded once). After the prerender, which takes index.html as every public page's template: the
// public pages keep to their own budget.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBundleWritten } from './after-bundle-written.ts';
import { reachable, type ClientManifest } from './page-assets';

const SIGNED_IN_LAYOUT = 'src/app/shell/signed-in-layout.tsx';

/** The stylesheets the signed-in layout's chunk and its static imports load that index.html does not link yet. */
export function shellStylesheets(manifest: ClientManifest, html: string): string[] {
  if (!manifest[SIGNED_IN_LAYOUT]) throw new Error(`The client manifest has no ${SIGNED_IN_LAYOUT}.`);
  return [...reachable(manifest, [SIGNED_IN_LAYOUT]).css].filter((file) => !html.includes(`href="/${file}"`));
}

export function withStylesheets(html: string, files: string[]): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to link the stylesheets in.');
  // The same attributes as Vite's own links, so the preload helper's check finds them.
  const links = files.map((file) => `  <link rel="stylesheet" crossorigin href="/${file}">\n`).join('');
  return html.replace('</head>', () => `${links}</head>`);
}

export const appShellStyles = (): Plugin =>
  afterBundleWritten('degreemate:app-shell-styles', ({ outDir, manifest }) => {
    const file = path.join(outDir, 'index.html');
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, withStylesheets(html, shellStylesheets(manifest, html)));
  });
