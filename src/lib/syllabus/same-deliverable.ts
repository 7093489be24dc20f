// Whether two dated items name the same piece of work: a weekly schedule names "exam 2" in week 9 and an
// assignments list dates "Exam 2: Thursday, October 22, 7 pm"; the student has one exam, not two.
import { mondayOf } from './calendar-days';
import type { DatedItemKind } from './syllabus-extraction';

export interface ItemIdentity {
  title: string;
  kind: DatedItemKind;
  date: string;
}

/** Words that make a separate deliverable of the same work: a draft of paper 1 is due before paper 1. */
const PART = new Set([
  'proposal',
  'draft',
  'outline',
  'milestone',
  'presentation',
  'demo',
  'revision',
  'abstract',
  'design',
  'checkpoint',
  'report',
  'poster',
  'bibliography',
]);
const FILLER = new Set([
  'the',
  'a',
  'an',
  'of',
  'and',
  'or',
  'to',
  'for',
  'in',
  'on',
  'at',
  'by',
  'with',
  'due',
  'your',
  'our',
  'class',
  'lecture',
  'pre',
  'final',
  'full',
]);
const ALIAS: Record<string, string> = {
  hw: 'homework',
  pset: 'problem',
  ps: 'problem',
  prelim: 'exam',
  midterm: 'exam',
  examination: 'exam',
  test: 'exam',
  quizze: 'quiz',
};
const ORDINALS: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
  '4th': '4',
  '5th': '5',
};

interface Words {
  words: Set<string>;
  numbers: string[];
  parts: string[];
}

function wordsOf(title: string): Words {
  const words = new Set<string>();
  const numbers: string[] = [];
  // Only the name before a colon or parenthesis counts: "Project 2 (pipelined processor)" is "Project 2".
  const name = title.toLowerCase().split(/[:(—–]/)[0]!;
  for (const raw of name.match(/[a-z]+\d*|\d+/g) ?? []) {
    if (ORDINALS[raw]) numbers.push(ORDINALS[raw]);
    else if (/^\d+$/.test(raw)) numbers.push(raw);
    else if (/^[a-z]+\d+$/.test(raw)) {
      const [, word, number] = /^([a-z]+)(\d+)$/.exec(raw)!;
      words.add(ALIAS[word!] ?? word!);
      numbers.push(number!);
    } else {
      const singular = raw.length > 3 ? raw.replace(/s$/, '') : raw;
      if (!FILLER.has(singular)) words.add(ALIAS[singular] ?? singular);
    }
  }
  const parts = [...words].filter((word) => PART.has(word)).sort();
  return { words, numbers: numbers.sort(), parts };
}

/**
 * True when `loose` (dated only by its week or row) is `dated` (dated by a line of its own): the same kind,
 * the same numbers and parts, a word in common, and the same week unless a number names it ("Exam 2").
 */
export function isSameDeliverable(loose: ItemIdentity, dated: ItemIdentity): boolean {
  if (loose.kind !== dated.kind) return false;
  const a = wordsOf(loose.title);
  const b = wordsOf(dated.title);
  if (a.parts.join() !== b.parts.join()) return false;
  if (a.numbers.length > 0 && a.numbers.join() !== b.numbers.join()) return false;
  if (![...a.words].some((word) => b.words.has(word))) return false;
  return mondayOf(loose.date) === mondayOf(dated.date) || (a.numbers.length > 0 && a.numbers.join() === b.numbers.join());
}
