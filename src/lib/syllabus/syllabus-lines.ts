// Lines, cells and sections of a syllabus's text: the extractor reads line by line, tables arrive as
// text with pipes or tabs, and a heading ("Grading", "Schedule") tells what the lines below it are.

export interface SyllabusLine {
  /** 1-based line number in the extracted text. */
  number: number;
  text: string;
  section: SectionKind | null;
}

export type SectionKind = 'schedule' | 'grading' | 'policy' | 'info';

const HEADINGS: Array<[SectionKind, RegExp]> = [
  ['grading', /\b(grading|grades?|grade breakdown|evaluation|assessment|course requirements)\b/i],
  ['schedule', /\b(schedule|calendar|weekly|course outline|outline|topics|important dates|key dates|deadlines|due dates)\b/i],
  ['policy', /\b(polic(y|ies)|late work|integrity|accommodations?|attendance|conduct|honesty)\b/i],
  ['info', /\b(course information|contact|instructor|description|materials|textbooks?|objectives|overview|meetings?)\b/i],
];

/** A heading is a short line without digits that names a section ("## Grading", "COURSE SCHEDULE:"). */
export function headingKind(text: string): SectionKind | null {
  const bare = text.replace(/^[#*=\s]+|[#*=:\s]+$/g, '');
  if (bare.length === 0 || bare.length > 48 || /\d|[|\t]/.test(bare) || bare.split(/\s+/).length > 6) return null;
  for (const [kind, pattern] of HEADINGS) if (pattern.test(bare)) return kind;
  return null;
}

export function syllabusLines(text: string): SyllabusLine[] {
  const lines: SyllabusLine[] = [];
  let section: SectionKind | null = null;
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .forEach((raw, index) => {
      const lineText = raw.replace(/\s+$/, '');
      const kind = headingKind(lineText);
      if (kind) section = kind;
      lines.push({ number: index + 1, text: lineText, section });
    });
  return lines;
}

/** Table-like lines (pipes, tabs, or runs of 3+ spaces between words) split into their cells. */
export function cellsOf(text: string): string[] {
  let cells: string[];
  if (text.includes('|')) cells = text.split('|');
  else if (text.includes('\t')) cells = text.split('\t');
  else if (/\S {3,}\S/.test(text.trim())) cells = text.trim().split(/ {3,}/);
  else cells = [text];
  return cells.map((cell) => cell.trim()).filter((cell) => cell.length > 0 && !/^[-:=+\s]+$/.test(cell));
}

/** A table's separator row ("|---|---|") or a line of rules. */
export function isRule(text: string): boolean {
  return /^[\s|:+=_-]+$/.test(text) && /[-=_]{3}/.test(text);
}
