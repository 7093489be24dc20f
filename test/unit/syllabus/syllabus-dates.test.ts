// How the extractor dates things: a date without a year lands in the term (a Fall term's January is the
// next year), "Week 5 Thursday" and a weekday in a week's line count from the term's first week, US and
// ISO dates and 12 h and 24 h times read alike, and a date outside the term is flagged, not dropped.
import { describe, expect, it } from 'vitest';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';

const today = '2026-08-20';
const itemsOf = (text: string, day = today) =>
  extractSyllabus(text, { today: day }).items.map(({ title, date, time, kind, outsideTerm }) => ({ title, date, time, kind, outsideTerm }));

describe('year resolution', () => {
  it("puts a Fall term's January dates in the next year and its October dates in the term's year", () => {
    const items = itemsOf('ECON 2000 Fall 2026\nClasses begin September 7, 2026.\n- Homework 1 due Oct 3\n- Final exam: Jan 12');
    expect(items.map((item) => item.date)).toEqual(['2026-10-03', '2027-01-12']);
  });

  it("puts a Spring term's December date in the year before, outside the term", () => {
    const [item] = itemsOf('BIO 1010 Spring 2027\nClasses begin January 25, 2027 and end May 7, 2027.\nPre-course reading due Dec 15');
    expect(item).toMatchObject({ date: '2026-12-15', kind: 'reading', outsideTerm: true });
  });

  it('resolves years from the season alone when the term gives no dates', () => {
    expect(itemsOf('MATH 1110 Spring 2027\nQuiz 1: Feb 3\nProject due Dec 4').map((item) => [item.date, item.outsideTerm])).toEqual([
      ['2027-02-03', false],
      ['2026-12-04', false],
    ]);
  });

  it('takes the term nearest the day of import when the syllabus names none', () => {
    expect(itemsOf('CS 1110\nHomework 2 due Oct 9\nExam 1: March 4', '2026-09-10').map((item) => item.date)).toEqual(['2026-10-09', '2027-03-04']);
    expect(itemsOf('CS 1110\nHomework 2 due Oct 9\nExam 1: March 4', '2027-02-01').map((item) => item.date)).toEqual(['2026-10-09', '2027-03-04']);
  });

  it('keeps a year the text gives', () => {
    expect(itemsOf('HIST 1000 Fall 2026\nEssay due 10/3/2025\nQuiz 1: 2028-10-03').map((item) => item.date)).toEqual(['2025-10-03', '2028-10-03']);
  });
});

describe('week-relative dates', () => {
  const term = 'CHEM 1000 Fall 2026\nClasses begin Wednesday, August 26, 2026.\n';

  it('counts "Week 5 Thursday" and "Friday of week 4" from the Monday of the term\'s first week', () => {
    expect(itemsOf(`${term}Quiz 3 is on Week 5 Thursday.\nLab report 2 is due Friday of week 4 at 5 pm.`)).toEqual([
      { title: 'Quiz 3', date: '2026-09-24', time: null, kind: 'quiz', outsideTerm: false },
      { title: 'Lab report 2', date: '2026-09-18', time: '17:00', kind: 'assignment', outsideTerm: false },
    ]);
  });

  it('dates a weekday alone by the week of its line or of the block it sits in', () => {
    const text = `${term}Schedule\nWeek 3 — Gases. Problem set 2 due Friday 11:59 pm.\nWeek 6\n- Tue: Prelim 1\n- Thu: Quiz 2`;
    expect(itemsOf(text).map((item) => [item.title, item.date, item.time])).toEqual([
      ['Problem set 2', '2026-09-11', '23:59'],
      ['Prelim 1', '2026-09-29', null],
      ['Quiz 2', '2026-10-01', null],
    ]);
  });

  it('works the first week back from a dated week row when the term gives no start', () => {
    const found = extractSyllabus('PHIL 1100 Spring 2027\nWeek 2 (Feb 1): Plato. Response 1 due Wednesday.\nWeek 6: Kant. Quiz on Week 6 Friday.', { today });
    expect(found.items.map((item) => item.date)).toEqual(['2027-02-03', '2027-03-05']);
    expect(found.topics.map((topic) => [topic.week, topic.startsOn])).toEqual([
      [2, '2027-02-01'],
      [6, '2027-03-01'],
    ]);
  });

  it('leaves a weekday with no week unresolved rather than guessing', () => {
    expect(itemsOf(`${term}Problem sets are due every Friday at 5 pm.`)).toEqual([]);
  });
});

describe('formats and flags', () => {
  it('reads US and ISO dates and 12 h and 24 h times', () => {
    expect(itemsOf('PHYS 1000 Fall 2026\nHomework 1 due 10/3/2026 at 11:59 pm\nHomework 2 due 2026-10-10 23:59\nHomework 3 due Oct 17, 5pm')).toEqual([
      { title: 'Homework 1', date: '2026-10-03', time: '23:59', kind: 'assignment', outsideTerm: false },
      { title: 'Homework 2', date: '2026-10-10', time: '23:59', kind: 'assignment', outsideTerm: false },
      { title: 'Homework 3', date: '2026-10-17', time: '17:00', kind: 'assignment', outsideTerm: false },
    ]);
  });

  it('flags dates outside the term and keeps them; finals week right after the last day is inside', () => {
    const text =
      'ART 2000 Fall 2026\nClasses begin August 24, 2026. Last day of classes: December 4, 2026.\nPortfolio due July 30\nFinal exam Dec 14\nReflection essay due Jan 20';
    expect(itemsOf(text).map((item) => [item.title, item.date, item.outsideTerm])).toEqual([
      ['Portfolio', '2026-07-30', true],
      ['Final exam', '2026-12-14', false],
      ['Reflection essay', '2027-01-20', true],
    ]);
  });

  it('tells the kinds apart and skips dates that name no work', () => {
    const text =
      'SOC 1000 Fall 2026\nSep 7: Labor Day, no class\nSep 9: Reading: Durkheim, ch. 2\nSep 11: Quiz 1\nOct 1: Midterm exam\nOct 5: Term project proposal due\nOct 7: Essay 1 due\nOct 9: Course survey due\nDec 10: Final';
    expect(itemsOf(text).map((item) => item.kind)).toEqual(['reading', 'quiz', 'exam', 'project', 'assignment', 'other', 'exam']);
  });

  it("keeps each item's source line", () => {
    const [item] = extractSyllabus('GOVT 1111 Fall 2026\n\nMidterm exam: Oct 15, 7:30 pm', { today }).items;
    expect(item!.source).toEqual({ line: 3, text: 'Midterm exam: Oct 15, 7:30 pm' });
  });
});
