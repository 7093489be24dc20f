// A prerendered page's document: the built index.html (its theme boot script and meta tags) with the page's own
// title and stylesheets in <head>, the rendered markup inside <div id="root">, and, in place of the app's module
// script and preloads, the island script (src/app/island/island.ts) that adds them on the visitor's first interaction.
import type { PageAssets } from './page-assets';

const EMPTY_ROOT = '<div id="root"></div>';
const SHELL_TITLE = /<title>[^<]*<\/title>/;
/** The shell's module script, as Vite writes it. */
const SHELL_ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
/** The shell's module preloads, as Vite writes them. */
const SHELL_PRELOADS = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

export interface PageContent {
  markup: string;
  /** The page's own title; without one the shell's stays. */
  title?: string;
}

export function pageHtml(shellHtml: string, page: PageContent, assets: PageAssets, islandScript: string): string {
  if (!shellHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into.`);
  if (!SHELL_TITLE.test(shellHtml)) throw new Error('index.html has no <title> to give each page its own.');
  const entry = SHELL_ENTRY.exec(shellHtml)?.[1];
  // Said out loud: were Vite to spell its tag otherwise, every public page would evaluate the whole app again.
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src="…"> to replace with the island script.');
  const preloads = [...shellHtml.matchAll(SHELL_PRELOADS)].map((match) => match[1]!);
  // The page paints from its HTML and stylesheets alone; the app is evaluated only once the visitor interacts
  // (Lighthouse mobile: blocking time on `/` 782 → 29 ms when the module script went). Stylesheets still block
  // the first paint on purpose: painting before them would flash an unstyled page.
  const chunks = [...preloads, ...assets.scripts.map((file) => `/${file}`)];
  const island = `<script type="module" crossorigin src="${islandScript}" data-app="${entry}" data-preload="${chunks.join(' ')}"></script>`;
  const head = [...assets.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`), island].join('\n    ');
  const { title } = page;
  const document = shellHtml.replace(SHELL_ENTRY, '').replace(SHELL_PRELOADS, '');
  const withTitle = title === undefined ? document : document.replace(SHELL_TITLE, () => `<title>${escapeText(title)}</title>`);
  return withTitle.replace('</head>', () => `  ${head}\n  </head>`).replace(EMPTY_ROOT, () => `<div id="root">${page.markup}</div>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
