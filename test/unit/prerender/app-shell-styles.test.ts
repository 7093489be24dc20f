import { describe, expect, it } from 'vitest';
import { shellStylesheets, withStylesheets } from '../../../scripts/vite/app-shell-styles';

const html = '<html><head><link rel="stylesheet" crossorigin href="/assets/index-a.css"></head><body><div id="root"></div></body></html>';
const manifest = {
  'src/app/shell/signed-in-layout.tsx': {
    file: 'assets/signed-in-layout-b.js',
    css: ['assets/layout-c.css', 'assets/index-a.css'],
    imports: ['_component-styles-d.js'],
    dynamicImports: ['src/features/study/study-page.tsx'],
  },
  '_component-styles-d.js': { file: 'assets/component-styles-d.js', css: ['assets/component-styles-d.css'] },
  'src/features/study/study-page.tsx': { file: 'assets/study-page-e.js', css: ['assets/study-page-e.css'] },
};

describe('app shell styles', () => {
  it('links the stylesheets of the signed-in layout and its static imports that index.html does not link yet, once, in the head', () => {
    const files = shellStylesheets(manifest, html);
    expect(files).toEqual(['assets/layout-c.css', 'assets/component-styles-d.css']);
    const linked = withStylesheets(html, files);
    expect(linked).toContain('<link rel="stylesheet" crossorigin href="/assets/component-styles-d.css">\n</head>');
    expect(shellStylesheets(manifest, linked)).toEqual([]);
  });

  it('fails the build when the signed-in layout is missing from the manifest', () => {
    expect(() => shellStylesheets({}, html)).toThrow(/signed-in-layout/);
  });
});
