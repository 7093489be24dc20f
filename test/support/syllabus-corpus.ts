// The syllabus corpus (test/fixtures/syllabi/): each NAME.txt, NAME.pdf or NAME.docx with NAME.expected.json,
// read through the same file-text step as the importer, and the matching of found dated items against the
// expected ones that both the corpus test and bench/syllabus use.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { extractText } from '../../src/data/syllabus/syllabus-file-text';
import type { DatedItem, DatedItemKind, MeetingTime } from '../../src/lib/syllabus/syllabus-extraction';

export interface ExpectedItem {
  /** A part of the title the extractor must give (case-insensitive). */
  title: string;
  date: string;
  kind: DatedItemKind;
  time?: string | null;
  outsideTerm?: boolean;
}

export interface ExpectedExtraction {
  file: string;
  today: string;
  courseCode: string;
  courseTitle?: string;
  term: string | null;
  termStart?: string | null;
  termEnd?: string | null;
  instructor?: string | null;
  meetings?: Array<Pick<MeetingTime, 'days' | 'start' | 'end'>>;
  items: ExpectedItem[];
  /** How many weeks have a topic. */
  topics: number;
  grading: Array<{ component: string; percent: number }>;
  /** Written after the extractor, and checked against it only then (its first figures are in the bench's notes). */
  heldOut?: boolean;
  /** Titles of found items known to be wrong (counted against precision; the test wants exactly these). */
  knownExtra?: string[];
}

export interface CorpusEntry {
  name: string;
  text: string;
  pages: number;
  expected: ExpectedExtraction;
}

export const corpusFolder = fileURLToPath(new URL('../fixtures/syllabi/', import.meta.url));

export function corpusNames(): string[] {
  return readdirSync(corpusFolder)
    .filter((name) => name.endsWith('.expected.json'))
    .map((name) => name.replace('.expected.json', ''))
    .sort();
}

export async function loadCorpusEntry(name: string): Promise<CorpusEntry> {
  const expected = JSON.parse(readFileSync(`${corpusFolder}${name}.expected.json`, 'utf8')) as ExpectedExtraction;
  const bytes = new Uint8Array(readFileSync(`${corpusFolder}${expected.file}`));
  const { text, pages } = await extractText({ name: expected.file, bytes });
  return { name, text, pages, expected };
}

function matches(expected: ExpectedItem, found: DatedItem): boolean {
  return found.date === expected.date && found.kind === expected.kind && found.title.toLowerCase().includes(expected.title.toLowerCase());
}

/** Each expected item paired with at most one found item (right date, kind and title); the rest are extra. */
export function matchItems(
  expected: ExpectedItem[],
  found: DatedItem[],
): { matched: Array<[ExpectedItem, DatedItem]>; missing: ExpectedItem[]; extra: DatedItem[] } {
  const left = [...found];
  const matched: Array<[ExpectedItem, DatedItem]> = [];
  const missing: ExpectedItem[] = [];
  for (const item of expected) {
    const index = left.findIndex((candidate) => matches(item, candidate));
    if (index < 0) missing.push(item);
    else matched.push([item, left.splice(index, 1)[0]!]);
  }
  return { matched, missing, extra: left };
}
