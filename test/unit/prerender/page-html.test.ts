import { describe, expect, it } from 'vitest';
import { pageHtml } from '../../../scripts/vite/page-html';

const shell = '<html><head><title>DegreeMate</title></head><body><div id="root"></div></body></html>';
const noAssets = { stylesheets: [], scripts: [] };

describe('pageHtml', () => {
  it("writes the page's own title in place of the shell's, escaped", () => {
    const html = pageHtml(shell, { markup: '<h1>Terms</h1>', title: 'Terms & <conditions> · DegreeMate' }, noAssets);
    expect(html).toContain('<title>Terms &amp; &lt;conditions&gt; · DegreeMate</title>');
    expect(html).not.toContain('<title>DegreeMate</title>');
    expect(html).toContain('<div id="root"><h1>Terms</h1></div>');
  });

  it("keeps the shell's title for a page that declares none", () => {
    expect(pageHtml(shell, { markup: '' }, noAssets)).toContain('<title>DegreeMate</title>');
  });
});
