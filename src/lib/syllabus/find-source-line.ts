// Where in the extracted text a phrase the model named comes from, so an item the model added shows its
// source line in the review like the extractor's own do: the first line holding the whole phrase, else the
// line sharing most of its words (at least half of them); line 0 and no text when none does.
import type { SourceSpan } from './syllabus-extraction';

const NO_SOURCE: SourceSpan = { line: 0, text: '' };

/** Lower-case words of letters and digits: the form titles are compared in. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

export function findSourceLine(text: string, phrase: string): SourceSpan {
  const wanted = wordsOf(phrase);
  if (wanted.length === 0) return NO_SOURCE;
  const needle = ` ${wanted.join(' ')} `;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  let best: { index: number; shared: number } | null = null;
  for (const [index, line] of lines.entries()) {
    const words = wordsOf(line);
    if (` ${words.join(' ')} `.includes(needle)) return span(lines, index);
    const present = new Set(words);
    const shared = wanted.filter((word) => present.has(word)).length;
    if (shared * 2 >= wanted.length && shared > (best?.shared ?? 0)) best = { index, shared };
  }
  return best ? span(lines, best.index) : NO_SOURCE;
}

const span = (lines: string[], index: number): SourceSpan => ({ line: index + 1, text: lines[index]!.replace(/\s+$/, '') });
