// Every syllabus of the corpus (text, tables, prose, week lists, a one- and a two-column PDF, a Word file)
// against its expected extraction: course, term, meetings, every dated item with its date, time and kind
// and nothing more, the number of weeks with topics, and the grading weights.
import { describe, expect, it } from 'vitest';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { corpusNames, loadCorpusEntry, matchItems } from '../../support/syllabus-corpus';

const names = corpusNames();

describe('syllabus corpus', () => {
  it('holds at least 12 text syllabi, two PDFs (one in two columns) and a Word file', () => {
    expect(names.length).toBeGreaterThanOrEqual(15);
    expect(names.filter((name) => name.endsWith('two-column'))).toHaveLength(1);
    expect(names.filter((name) => name.endsWith('-word'))).toHaveLength(1);
  });

  it.each(names)('%s: the extraction matches the expected one', async (name) => {
    const { text, expected } = await loadCorpusEntry(name);
    const found = extractSyllabus(text, { today: expected.today });
    expect(found.courseCode).toBe(expected.courseCode);
    if (expected.courseTitle !== undefined) expect(found.courseTitle).toBe(expected.courseTitle);
    expect(found.term).toBe(expected.term);
    if (expected.termStart !== undefined) expect(found.termStart).toBe(expected.termStart);
    if (expected.termEnd !== undefined) expect(found.termEnd).toBe(expected.termEnd);
    if (expected.instructor !== undefined) expect(found.instructor).toBe(expected.instructor);
    if (expected.meetings) expect(found.meetings.map(({ days, start, end }) => ({ days, start, end }))).toEqual(expected.meetings);

    const { matched, missing, extra } = matchItems(expected.items, found.items);
    expect(missing, 'expected items not found').toEqual([]);
    expect(
      extra.map((item) => item.title),
      'found items not expected',
    ).toEqual(expected.knownExtra ?? []);
    for (const [want, got] of matched) {
      if (want.time !== undefined) expect(got.time, want.title).toBe(want.time);
      expect(got.outsideTerm, want.title).toBe(want.outsideTerm ?? false);
      expect(text.split('\n')[got.source.line - 1]?.trimEnd(), 'source line').toBe(got.source.text);
    }

    expect(found.topics).toHaveLength(expected.topics);
    expect(found.grading.map(({ component, percent }) => ({ component, percent }))).toEqual(expected.grading);
  });
});
