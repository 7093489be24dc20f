// A prerendered page's document: the built index.html (its scripts, theme boot script and meta tags) with the
// page's own title, stylesheets and script preloads in <head> and the rendered markup inside <div id="root">.
import type { PageAssets } from './page-assets';

const EMPTY_ROOT = '<div id="root"></div>';
const SHELL_TITLE = /<title>[^<]*<\/title>/;

export interface PageContent {
  markup: string;
  /** The page's own title; without one the shell's stays. */
  title?: string;
}

export function pageHtml(shellHtml: string, page: PageContent, assets: PageAssets): string {
  if (!shellHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into.`);
  if (!SHELL_TITLE.test(shellHtml)) throw new Error('index.html has no <title> to give each page its own.');
  // Stylesheets block the first paint on purpose: painting before them would flash an unstyled page.
  const head = [
    ...assets.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  const { title } = page;
  const withTitle = title === undefined ? shellHtml : shellHtml.replace(SHELL_TITLE, () => `<title>${escapeText(title)}</title>`);
  return withTitle.replace('</head>', `  ${head}\n  </head>`).replace(EMPTY_ROOT, () => `<div id="root">${page.markup}</div>`);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
