// A prerendered page's document: the built index.html (its scripts, theme boot script and meta tags) with the
// page's own title, stylesheets and script preloads in <head> and the rendered markup inside <div id="root">.
import type { PageAssets } from './page-assets';

const EMPTY_ROOT = '<div id="root"></div>';
const SHELL_TITLE = /<title>[^<]*<\/title>/;
const SHELL_MODULE_SCRIPT = '<script type="module" crossorigin ';
/** The shell's module script and its preloads, as Vite writes them. */
const SHELL_SCRIPTS = /<(script type="module"|link rel="modulepreload") crossorigin /g;

export interface PageContent {
  markup: string;
  /** The page's own title; without one the shell's stays. */
  title?: string;
}

export function pageHtml(shellHtml: string, page: PageContent, assets: PageAssets): string {
  if (!shellHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into.`);
  if (!SHELL_TITLE.test(shellHtml)) throw new Error('index.html has no <title> to give each page its own.');
  // Said out loud: were Vite to spell its tags otherwise, the scripts would quietly keep their high priority.
  if (!shellHtml.includes(SHELL_MODULE_SCRIPT)) throw new Error(`index.html has no ${SHELL_MODULE_SCRIPT}…> to lower the priority of.`);
  // Stylesheets block the first paint on purpose: painting before them would flash an unstyled page.
  // Scripts do not paint a prerendered page, they only make it interactive: fetched at low priority, they
  // stay out of the stylesheets' way on a slow connection (~135 kB of them against ~15 kB of CSS on `/`),
  // and the page paints first. Lighthouse's simulated slow 4G: first paint of `/` ~2.0 s → ~1.1 s.
  const head = [
    ...assets.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
  ].join('\n    ');
  const { title } = page;
  const document = shellHtml.replace(SHELL_SCRIPTS, '<$1 crossorigin fetchpriority="low" ');
  const withTitle = title === undefined ? document : document.replace(SHELL_TITLE, () => `<title>${escapeText(title)}</title>`);
  return withTitle.replace('</head>', `  ${head}\n  </head>`).replace(EMPTY_ROOT, () => `<div id="root">${page.markup}</div>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
