// Which of the imported syllabi's topics belong to a week: by the Monday a topic names, or by its week
// number counted from the term's start; topics of other weeks, and syllabi with neither, give nothing.
import { describe, expect, it } from 'vitest';
import { syllabusTopicsOfWeek } from '../../../../src/lib/study/syllabus-week-topics';

const cs = {
  course: 'CS 2110',
  term_start: '2026-08-26', // a Wednesday: week 1 is the week of Monday 24 August
  topics: [
    { week: 1, starts_on: null, topic: 'Introduction to Java' },
    { week: 14, starts_on: null, topic: 'Graphs; shortest paths' },
  ],
};
const math = {
  course: '',
  term_start: null,
  topics: [
    { week: 14, starts_on: '2026-11-25', topic: 'Line integrals' },
    { week: 2, starts_on: null, topic: 'Never placed: no term start and no date' },
  ],
};

describe('syllabusTopicsOfWeek', () => {
  it('finds the week by its number from the term’s start, or by the date the topic names', () => {
    expect(syllabusTopicsOfWeek([cs, math], '2026-11-23')).toEqual([{ topic: 'Graphs; shortest paths', course: 'CS 2110' }, { topic: 'Line integrals' }]);
    expect(syllabusTopicsOfWeek([cs, math], '2026-08-24')).toEqual([{ topic: 'Introduction to Java', course: 'CS 2110' }]);
  });

  it('gives nothing for a week no syllabus covers, or a day that is not a Monday', () => {
    expect(syllabusTopicsOfWeek([cs, math], '2026-11-30')).toEqual([]);
    expect(syllabusTopicsOfWeek([cs, math], '2026-11-24')).toEqual([]);
  });
});
