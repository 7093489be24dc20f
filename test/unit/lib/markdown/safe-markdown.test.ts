// The viewer's markdown: GFM tables and task lists render; raw HTML shows as text; links keep only the
// http, https, irc, ircs, mailto and xmpp schemes, and any other leaves no link at all.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/lib/markdown/safe-markdown';

describe('renderMarkdown', () => {
  it.each([
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](  javascript:alert(1)  )',
    '[x](java&#x09;script:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](<javascript:alert(1)>)',
    '[x](\\javascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[x](vbscript:msgbox(1))',
    '<javascript:alert(1)>',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
    '[![pic](https://example.com/a.png)](javascript:alert(1))',
  ])('makes no link of %j', (markdown) => {
    const html = renderMarkdown(markdown);
    expect(html).not.toContain('<a');
    expect(html).not.toMatch(/href=/);
    expect(html.toLowerCase()).not.toMatch(/(?:href|src)="\s*(?:javascript|data|vbscript):/);
  });

  it('keeps the text of a refused link and of a refused image', () => {
    expect(renderMarkdown('see [the notes](javascript:alert(1)) and ![a chart](data:image/png;base64,xx)')).toBe('<p>see the notes and a chart</p>');
  });

  it('shows raw HTML as text', () => {
    const html = renderMarkdown('<img src=x onerror=alert(1)>\n\n<script>alert(1)</script>\n\nInline <b onclick="x()">bold</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;');
    expect(html).not.toMatch(/<(img|script|b)\b/);
  });

  it.each([
    ['[site](https://example.com/a?b=1)', 'https://example.com/a?b=1'],
    ['[site](http://example.com)', 'http://example.com'],
    ['[chat](irc://irc.libera.chat/degreemate)', 'irc://irc.libera.chat/degreemate'],
    ['[chat](ircs://irc.libera.chat/degreemate)', 'ircs://irc.libera.chat/degreemate'],
    ['[mail](mailto:help@example.com)', 'mailto:help@example.com'],
    ['[jabber](xmpp:someone@example.com)', 'xmpp:someone@example.com'],
    ['<https://example.com>', 'https://example.com'],
    ['www.example.com', 'http://www.example.com'],
  ])('links %j, in a new tab', (markdown, href) => {
    expect(renderMarkdown(markdown)).toContain(`<a href="${href}"`);
    expect(renderMarkdown(markdown)).toMatch(/<a href="[^"]*"[^>]* target="_blank" rel="noopener noreferrer">/);
  });

  it('keeps a link title, and keeps the footnote links in the page', () => {
    expect(renderMarkdown('[a](https://example.com "The \\"site\\"")')).toBe(
      '<p><a href="https://example.com" title="The &quot;site&quot;" target="_blank" rel="noopener noreferrer">a</a></p>',
    );
    const html = renderMarkdown('See[^1] and [bad[^1]](javascript:x).\n\n[^1]: A note.');
    expect(html).not.toContain('target="_blank"');
    // Two references and two links back, all inside the page; the refused link is gone, its text stays.
    expect(html.match(/<a href="#user-content-fn/g)).toHaveLength(4);
    expect(html.match(/<a /g)).toHaveLength(4);
    expect(html.match(/<\/a>/g)).toHaveLength(4);
    expect(html).toContain(' and bad<sup><a href="#user-content-fn-1"');
  });

  it('renders tables and task lists, with the checkboxes disabled', () => {
    const html = renderMarkdown('| Day | Time |\n| --- | --- |\n| Monday | 17:00–18:00 |\n\n- [ ] read\n- [x] done');
    expect(html).toContain('<table>\n<thead>\n<tr>\n<th>Day</th>\n<th>Time</th>');
    expect(html).toContain('<td>Monday</td>\n<td>17:00–18:00</td>');
    expect(html).toContain('<li><input type="checkbox" disabled="" /> read</li>');
    expect(html).toContain('<li><input type="checkbox" disabled="" checked="" /> done</li>');
  });
});
