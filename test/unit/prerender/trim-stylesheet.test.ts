import { describe, expect, it } from 'vitest';
import { trimStylesheet } from '../../../scripts/vite/trim-stylesheet';

const css = `@layer mantine{:root{--used:red;--chained:var(--used);--unused:blue;--inline-only:green}
.a{color:var(--chained)}.b{color:var(--unused)}.a:not(.absent){margin:0}.a .b,.a{padding:0}
@media (max-width:10em){.b{display:none}}@keyframes spin{to{transform:rotate(1turn)}}body{margin:0}}`;
const html = '<div class="a other" style="color:var(--inline-only)"></div>';

describe('trimStylesheet', () => {
  const trimmed = trimStylesheet(css, html);

  it('keeps the rules whose classes are all in the page, and those without classes', () => {
    expect(trimmed).toContain('.a{color:var(--chained)}');
    expect(trimmed).toContain('.a:not(.absent){margin:0}');
    expect(trimmed).toContain('body{margin:0}');
    expect(trimmed).toContain('@keyframes spin');
  });

  it('drops the rules, selectors and emptied at-rules of classes the page lacks', () => {
    expect(trimmed).not.toContain('.b');
    expect(trimmed).toContain('.a{padding:0}');
    expect(trimmed).not.toContain('@media');
  });

  it('keeps the custom properties the kept rules and the page read, through their definitions', () => {
    expect(trimmed).toContain('--used:red');
    expect(trimmed).toContain('--chained:var(--used)');
    expect(trimmed).toContain('--inline-only:green');
    expect(trimmed).not.toContain('--unused');
  });

  it('keeps the custom properties the page’s other stylesheets read in rules for the page', () => {
    const page = '<header class="header"></header>';
    const others = ['.header{border-bottom:1px solid var(--border)}.absent{color:var(--absent-only)}'];
    const withOthers = trimStylesheet(':root{--border:var(--gray);--gray:#ddd;--absent-only:red}', page, others);
    expect(withOthers).toContain('--border:var(--gray)');
    expect(withOthers).toContain('--gray:#ddd');
    expect(withOthers).not.toContain('--absent-only');
  });
});
