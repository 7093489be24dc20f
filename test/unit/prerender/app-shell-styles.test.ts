import { describe, expect, it } from 'vitest';
import { shellStylesheets, withStylesheets } from '../../../scripts/vite/app-shell-styles';

const html = '<html><head><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';
const manifest = {
  'src/app/shell/signed-in-layout.tsx': { file: 'assets/signed-in-layout-b.js', css: ['assets/styles-c.css', 'assets/index-a.css'] },
};

describe('app shell styles', () => {
  it("links the signed-in layout's stylesheets index.html does not link yet, once, in the head", () => {
    const files = shellStylesheets(manifest, html);
    expect(files).toEqual(['assets/styles-c.css']);
    const linked = withStylesheets(html, files);
    expect(linked).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-c.css">\n</head>');
    expect(shellStylesheets(manifest, linked)).toEqual([]);
  });

  it('fails the build when the signed-in layout is missing from the manifest', () => {
    expect(() => shellStylesheets({}, html)).toThrow(/signed-in-layout/);
  });
});
