import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/vite/page-html';

const shell =
  '<html><head><title>DegreeMate</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';
const noAssets = { stylesheets: [], scripts: [] };

describe('pageHtml', () => {
  it("writes the page's own title in place of the shell's, escaped", () => {
    const html = pageHtml(shell, { markup: '<h1>Terms</h1>', title: 'Terms & <conditions> · DegreeMate' }, noAssets, '/assets/island.js');
    expect(html).toContain('<title>Terms &amp; &lt;conditions&gt; · DegreeMate</title>');
    expect(html).not.toContain('<title>DegreeMate</title>');
    expect(html).toContain('<div id="root"><h1>Terms</h1></div>');
  });

  it("keeps the shell's title for a page that declares none", () => {
    expect(pageHtml(shell, { markup: '' }, noAssets, '/assets/island.js')).toContain('<title>DegreeMate</title>');
  });
});

describe('pageHtml island', () => {
  const builtShell =
    '<html><head><title>DegreeMate</title><script src="/appearance-boot.js"></script>' +
    '<script type="module" crossorigin src="/assets/index.js"></script>' +
    '<link rel="modulepreload" crossorigin href="/assets/main.js">' +
    '<link rel="stylesheet" crossorigin href="/assets/main.css"></head><body><div id="root"></div></body></html>';

  it('ships no app: the module script and preloads become the island script, which names them', () => {
    const html = pageHtml(builtShell, { markup: '<h1>Hi</h1>' }, { stylesheets: ['assets/page.css'], scripts: ['assets/page.js'] }, '/assets/island.js');
    expect(html).not.toContain('/assets/index.js"></script>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/island.js" data-app="/assets/index.js" data-preload="/assets/main.js /assets/page.js"></script>',
    );
    // The theme boot script must run before the first paint, and the styles are what it paints with.
    expect(html).toContain('<script src="/appearance-boot.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
  });

  it('refuses a shell whose module script it does not recognise, rather than ship the app to every page', () => {
    const unrecognised = builtShell.replace('<script type="module" crossorigin ', '<script crossorigin type="module" ');
    expect(() => pageHtml(unrecognised, { markup: '' }, { stylesheets: [], scripts: [] }, '/assets/island.js')).toThrow('to replace with the island script');
  });
});
