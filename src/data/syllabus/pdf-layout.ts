// A PDF page's text items back into lines in reading order. Items on one baseline join into a line, with
// a wide gap kept as three spaces (a table's column break, which the extractor reads as cells); a page
// set in two columns (a gutter near the middle, a left side that is not itself table cells) reads the left
// column, then the right.

export interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

const SAME_LINE = 2.5;

function toLines(items: PositionedText[]): string[] {
  const rows: PositionedText[][] = [];
  for (const item of [...items].sort((a, b) => b.y - a.y || a.x - b.x)) {
    const row = rows.find((candidate) => Math.abs(candidate[0]!.y - item.y) <= SAME_LINE);
    if (row) row.push(item);
    else rows.push([item]);
  }
  return rows.map((row) => {
    let line = '';
    let end: number | null = null;
    for (const item of row.sort((a, b) => a.x - b.x)) {
      const size = item.height || 10;
      if (end !== null) {
        const gap = item.x - end;
        if (gap > size * 1.5) line = `${line.trimEnd()}   `;
        else if (gap > size * 0.15 && !line.endsWith(' ') && !item.text.startsWith(' ')) line += ' ';
      }
      line += item.text;
      end = item.x + item.width;
    }
    return line.trimEnd();
  });
}

/** The x of a gutter splitting the page into two wide columns, or null for a single column. */
function columnGutter(items: PositionedText[]): number | null {
  const texts = items.filter((item) => item.text.trim());
  if (texts.length < 10) return null;
  const left = Math.min(...texts.map((item) => item.x));
  const right = Math.max(...texts.map((item) => item.x + item.width));
  const span = right - left;
  const covered = new Uint8Array(Math.ceil(span) + 1);
  for (const item of texts) for (let x = Math.floor(item.x - left); x <= Math.ceil(item.x + item.width - left) && x < covered.length; x++) covered[x] = 1;
  let best: { from: number; width: number } | null = null;
  let from = -1;
  for (let x = 0; x < covered.length; x++) {
    if (!covered[x] && from < 0) from = x;
    if ((covered[x] || x === covered.length - 1) && from >= 0) {
      const width = x - from;
      if (!best || width > best.width) best = { from, width };
      from = -1;
    }
  }
  if (!best || best.width < 12) return null;
  const middle = best.from + best.width / 2;
  if (middle < span * 0.35 || middle > span * 0.65) return null;
  const gutter = left + middle;
  const leftLines = new Set(texts.filter((item) => item.x < gutter).map((item) => Math.round(item.y)));
  const rightLines = new Set(texts.filter((item) => item.x >= gutter).map((item) => Math.round(item.y)));
  if (leftLines.size < 5 || rightLines.size < 5) return null;
  // A table's columns leave a gutter too, but then the left side is itself cells ("Sep 8   Recursion").
  const leftSide = toLines(texts.filter((item) => item.x < gutter));
  return leftSide.filter((line) => line.includes('   ')).length > leftSide.length / 2 ? null : gutter;
}

export function pageLines(items: PositionedText[]): string[] {
  const gutter = columnGutter(items);
  if (gutter === null) return toLines(items);
  return [...toLines(items.filter((item) => item.x < gutter)), '', ...toLines(items.filter((item) => item.x >= gutter))];
}
