// A syllabus web page as the text the embedded extractor reads (src/lib/syllabus): it works line by line,
// reads a table row as cells separated by pipes and a list item as a bulleted line, so the page's structure
// is kept as lines: block elements and <br> end a line, each table row is one line with its cells joined
// by " | ", list items start "- ". Scripts, styles and navigation are not the syllabus and are dropped;
// entities are decoded (the `entities` package, the WHATWG list). Not a full HTML parser: it needs only
// where tags begin and end, and a badly nested page still gives readable lines.
import { decodeHTML } from 'entities';

/** Elements whose whole content is dropped. */
const DROPPED = /<(script|style|noscript|template|svg|math|nav|head|iframe|object|select|button)\b[\s\S]*?<\/\1\s*>/gi;
/** Elements that stand on their own lines. */
const BLOCKS = new Set(
  'address article aside blockquote caption center dd details dialog div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hgroup hr li main ol p pre section summary table tbody tfoot thead ul'.split(
    ' ',
  ),
);
/** A tag, its attribute values allowed to hold '>'; or a comment, doctype or processing instruction. */
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][\w:-]*)(?:[^>"']|"[^"]*"|'[^']*')*>|[^<]+|</g;

export function htmlToText(html: string): string {
  const lines: string[] = [];
  let line = '';
  /** The cells of the table row being read, and the cell being read (null outside a cell). */
  let row: string[] | null = null;
  let cell: string | null = null;
  let preDepth = 0;

  const endLine = () => {
    lines.push(line);
    line = '';
  };
  const write = (text: string) => {
    // Spaces on both sides of a tag are one space: three in a row would read as a table's column gap.
    const current = cell ?? line;
    const piece = current.endsWith(' ') && text.startsWith(' ') ? text.slice(1) : text;
    if (cell !== null) cell += piece;
    else line += piece;
  };
  const breakLine = () => {
    // Inside a table cell a break stays in the cell: the row must remain one line.
    if (cell !== null) cell += ' ';
    else if (line.trim()) endLine();
  };
  const endCell = () => {
    if (cell === null) return;
    (row ??= []).push(squash(cell));
    cell = null;
  };
  const endRow = () => {
    endCell();
    if (row === null) return;
    const cells = row.filter((text) => text.length > 0);
    row = null;
    if (line.trim()) endLine();
    if (cells.length) {
      line = cells.join(' | ');
      endLine();
    }
  };

  for (const match of html.replace(DROPPED, ' ').matchAll(TOKEN)) {
    const [token, closing, rawName] = match;
    if (rawName === undefined) {
      if (token.startsWith('<') && token.length > 1) continue; // a comment, doctype or instruction
      const text = decodeHTML(token);
      if (preDepth > 0 && cell === null) {
        const [first, ...rest] = text.split('\n');
        write(first!);
        for (const piece of rest) {
          endLine();
          write(piece);
        }
      } else write(text.replace(/\s+/g, ' '));
      continue;
    }
    const name = rawName.toLowerCase();
    const opening = closing === '';
    if (name === 'br') breakLine();
    else if (name === 'tr') endRow();
    else if (name === 'td' || name === 'th') {
      endCell();
      if (opening) cell = '';
    } else if (name === 'table') {
      endRow();
      breakLine();
    } else if (BLOCKS.has(name)) {
      if (name === 'pre') preDepth = Math.max(0, preDepth + (opening ? 1 : -1));
      breakLine();
      if (opening && name === 'li' && cell === null) write('- ');
    }
  }
  endRow();
  endLine();
  return tidy(lines);
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Lines trimmed, at most one blank line in a row, none at the ends; an empty list item is blank. */
function tidy(lines: string[]): string {
  const out: string[] = [];
  for (const raw of lines) {
    const text = raw.replace(/\u00a0/g, ' ').trim();
    if (text === '' || text === '-') {
      if (out.length > 0 && out.at(-1) !== '') out.push('');
    } else out.push(text);
  }
  while (out.at(-1) === '') out.pop();
  return out.join('\n');
}
