// "Improve with AI": the model's answer is read defensively, and merged into the extractor's result
// keeping all of the latter: only items it lacks are added (same day + similar title is the same item),
// each with the line of the text it comes from, missing course/term/topics/grading are filled, and items
// outside the term are flagged.
import { describe, expect, it } from 'vitest';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { findSourceLine } from '../../../src/lib/syllabus/find-source-line';
import { mergeExtractions, similarTitles } from '../../../src/lib/syllabus/merge-extractions';
import { readModelExtraction } from '../../../src/lib/syllabus/model-extraction';
import { reviewRows } from '../../../src/lib/syllabus/syllabus-review';

const TEXT = [
  'Fall 2026. Classes begin August 26, 2026 and end December 4, 2026.',
  '- Response paper 1 due September 14',
  '- Midterm exam: October 15, 7:30 pm',
  'The lab notebook is checked in class on the Friday of week 6.',
].join('\n');
const embedded = extractSyllabus(TEXT, { today: '2026-08-20' });

const model = readModelExtraction({
  courseCode: 'HIST 2500',
  courseTitle: 'The Atlantic World',
  term: 'Fall 2026',
  termStart: '2026-08-26',
  termEnd: '2026-12-04',
  items: [
    { title: 'Response Paper #1', kind: 'assignment', date: '2026-09-14', time: null },
    { title: 'Lab notebook check', kind: 'assignment', date: '2026-10-02', time: '9:00' },
    { title: 'Field trip report', kind: 'essay', date: '2027-03-01' },
    { title: 'Not a date', kind: 'exam', date: '2026-02-30' },
    { title: '', kind: 'exam', date: '2026-10-01' },
    'junk',
  ],
  topics: [
    { week: 1, topic: 'Empires and oceans' },
    { week: 1, topic: 'A second week-one topic' },
    { week: 0, topic: 'No such week' },
  ],
  grading: [
    { component: 'Response papers', percent: 40 },
    { component: 'Bad', percent: 'forty' },
  ],
});

describe('readModelExtraction', () => {
  it('keeps only well-formed fields: real YYYY-MM-DD dates, known kinds (else other), HH:MM times, whole weeks', () => {
    expect(model.items).toEqual([
      { title: 'Response Paper #1', kind: 'assignment', date: '2026-09-14', time: null },
      { title: 'Lab notebook check', kind: 'assignment', date: '2026-10-02', time: '09:00' },
      { title: 'Field trip report', kind: 'other', date: '2027-03-01', time: null },
    ]);
    expect(model.topics).toHaveLength(2);
    expect(model.grading).toEqual([{ component: 'Response papers', percent: 40 }]);
    expect(readModelExtraction('not json')).toMatchObject({ courseCode: null, items: [], topics: [], grading: [] });
    expect(readModelExtraction({ termStart: '2026-12-01', termEnd: '2026-09-01' })).toMatchObject({ termStart: null, termEnd: null });
  });
});

describe('mergeExtractions', () => {
  const { extraction, added } = mergeExtractions(embedded, model, TEXT);

  it('keeps every embedded item and adds only what it lacks, with its source line when found', () => {
    expect(extraction.items.slice(0, embedded.items.length)).toEqual(embedded.items);
    expect(added).toBe(2);
    const [notebook, trip] = extraction.items.slice(embedded.items.length);
    expect(notebook).toMatchObject({ title: 'Lab notebook check', time: '09:00', outsideTerm: false, source: { line: 4, text: TEXT.split('\n')[3] } });
    expect(trip).toMatchObject({ title: 'Field trip report', outsideTerm: true, source: { line: 0, text: '' } });
    const rows = reviewRows(extraction.items, 'HIST 2500', [], '2026-08-20');
    expect(rows.at(-2)).toMatchObject({ sourceLine: 4, title: 'Lab notebook check' });
  });

  it('fills what the extractor left empty, one topic a week, and keeps what it found', () => {
    expect(extraction).toMatchObject({ courseCode: 'HIST 2500', courseTitle: 'The Atlantic World', termStart: embedded.termStart, termEnd: embedded.termEnd });
    expect(extraction.topics).toEqual([{ week: 1, topic: 'Empires and oceans', startsOn: '2026-08-24', source: { line: 0, text: '' } }]);
    expect(extraction.grading).toEqual([{ component: 'Response papers', percent: 40, source: { line: 2, text: '- Response paper 1 due September 14' } }]);
  });

  it('reads titles as similar when the words of one hold the other or most are shared', () => {
    expect(similarTitles('Midterm exam', 'Midterm')).toBe(true);
    expect(similarTitles('HW 3', 'Homework 3 due')).toBe(false);
    expect(similarTitles('Quiz 2', 'Quiz 3')).toBe(false);
    expect(findSourceLine(TEXT, 'midterm EXAM')).toEqual({ line: 3, text: '- Midterm exam: October 15, 7:30 pm' });
  });
});
