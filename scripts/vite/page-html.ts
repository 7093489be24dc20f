// A prerendered page's document: the built index.html (its scripts, theme boot script and meta tags) with the
// page's own stylesheets and script preloads in <head> and the rendered markup inside <div id="root">.
import type { PageAssets } from './page-assets';

const EMPTY_ROOT = '<div id="root"></div>';

export function pageHtml(shellHtml: string, markup: string, assets: PageAssets): string {
  if (!shellHtml.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into.`);
  // Stylesheets block the first paint on purpose: painting before them would flash an unstyled page.
  const head = [
    ...assets.stylesheets.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
  return shellHtml.replace('</head>', `  ${head}\n  </head>`).replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
}
