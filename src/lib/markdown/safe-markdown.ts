// Markdown to HTML for plans and other text students or a model wrote: micromark with GFM
// (tables, task lists, strikethrough, autolinks). Raw HTML is never passed through: micromark escapes it
// to text (allowDangerousHtml stays false). Links keep only the http, https, irc, ircs, mailto and xmpp
// schemes (micromark's own check, which empties any other href); such an emptied link is unwrapped to
// its text here, so `[x](javascript:…)` leaves no <a> at all (and a refused image its alt text), and every other link outside the page
// opens in a new tab with rel="noopener noreferrer". Task list checkboxes render disabled.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

// Because raw HTML is escaped, every '<a …>' and '</a>' in micromark's output is one micromark wrote,
// with its attribute values encoded (no '"' or '>' inside them); so this scan reads micromark's own
// markup, not arbitrary HTML.
const ANCHOR = /<a href="([^"]*)"([^>]*)>|<\/a>/g;
// An image whose source micromark refused (only http and https pass) keeps its alt text, without an <img>.
const REFUSED_IMAGE = /<img src="" alt="([^"]*)"(?: title="[^"]*")? \/>/g;

export function renderMarkdown(markdown: string): string {
  const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] }).replace(REFUSED_IMAGE, '$1');
  const unwrapped: boolean[] = [];
  return html.replace(ANCHOR, (tag, href: string | undefined, rest: string | undefined) => {
    if (href === undefined) return unwrapped.pop() ? '' : tag;
    // An empty href is micromark's answer to a refused scheme (or an empty destination): no link at all.
    unwrapped.push(href === '');
    if (href === '') return '';
    if (href.startsWith('#')) return tag;
    return `<a href="${href}"${rest} target="_blank" rel="noopener noreferrer">`;
  });
}
