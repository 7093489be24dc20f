// Syllabi that name their work twice, in a weekly schedule and again in a dated list, and weekly topics
// that use words for work. Every expected item below was worked out by hand from a Fall 2026 calendar
// (classes begin Monday, August 24) before the extractor was run on it.
import { describe, expect, it } from 'vitest';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';

const today = '2026-08-20';
const term = 'PSYC 2000 Research Methods\nFall 2026\nFirst day of classes: August 24, 2026\nLast day of classes: December 4, 2026\n\n';
const extract = (body: string) => extractSyllabus(`${term}${body}`, { today });
const itemsOf = (body: string) => extract(body).items.map(({ title, kind, date, time }) => ({ title, kind, date, time }));

describe('work named in the weekly schedule and in its own dated line', () => {
  const schedule = 'Schedule\nWeek 8 (Oct 13, Oct 15): Memory\nWeek 9 (Oct 20, Oct 22): Review; exam 2\nWeek 10 (Oct 27, Oct 29): Attention\n';
  const list = 'Exams\nExam 2: Thursday, October 22, 7 pm, Room 101\n';

  it('is one item, at the date and time of the line that dates it, with that line as its source', () => {
    const found = extract(`${schedule}\n${list}`);
    expect(found.items.map(({ title, kind, date, time }) => ({ title, kind, date, time }))).toEqual([
      { title: 'Exam 2', kind: 'exam', date: '2026-10-22', time: '19:00' },
    ]);
    expect(found.items[0]!.source.text).toBe('Exam 2: Thursday, October 22, 7 pm, Room 101');
  });

  it('is one item whichever of the two comes first', () => {
    expect(itemsOf(`${list}\n${schedule}`)).toEqual([{ title: 'Exam 2', kind: 'exam', date: '2026-10-22', time: '19:00' }]);
  });

  it('is one item when a numbered piece of work sits in another week of the schedule than its date', () => {
    const body = 'Schedule\nWeek 8 (Oct 13, Oct 15): Memory; Project 2 due\n\nProjects\nProject 2: due Friday, October 23, 11:59 pm\n';
    expect(itemsOf(body)).toEqual([{ title: 'Project 2', kind: 'project', date: '2026-10-23', time: '23:59' }]);
  });

  it('is one item in a table-like schedule with a due column and a list with dot leaders', () => {
    const body = [
      'COURSE CALENDAR',
      'Week   Dates           Topic                   Due',
      '2      Sep 1, 3        Sampling                Problem set 1',
      '3      Sep 8, 10       Surveys; quiz 1',
      '',
      'DUE DATES',
      'Problem set 1 .......... Friday, September 4, 5 pm',
      'Quiz 1 ................. Thursday, September 10, in class',
    ].join('\n');
    expect(itemsOf(body)).toEqual([
      { title: 'Problem set 1', kind: 'assignment', date: '2026-09-04', time: '17:00' },
      { title: 'Quiz 1', kind: 'quiz', date: '2026-09-10', time: null },
    ]);
  });

  it("keeps work that only shares a name with a dated line: a draft before its paper, a week's own quiz", () => {
    const body = [
      'Schedule',
      'Week 2 (Aug 31, Sep 2): Ethics; quiz',
      'Week 3 (Sep 7, Sep 9): Surveys; quiz',
      'Week 6 (Sep 28, Sep 30): Paper 1 draft',
      '',
      'Due dates',
      'Quiz: Wednesday, September 9',
      'Paper 1: due Friday, October 9',
    ].join('\n');
    expect(itemsOf(body)).toEqual([
      { title: 'quiz', kind: 'quiz', date: '2026-08-31', time: null },
      { title: 'Paper 1 draft', kind: 'assignment', date: '2026-09-28', time: null },
      { title: 'Quiz', kind: 'quiz', date: '2026-09-09', time: null },
      { title: 'Paper 1', kind: 'assignment', date: '2026-10-09', time: null },
    ]);
  });
});

describe("a week's topic that uses a word for work", () => {
  const body = [
    'Schedule',
    'Week 3 (Sep 7, Sep 9): Writing lab reports',
    'Week 4 (Sep 14, Sep 16): Project planning',
    'Week 5 (Sep 21, Sep 23): Exam strategies and data analysis',
    'Week 6 (Sep 28, Sep 30): Oral history projects in the archive',
    'Week 7 (Oct 5, Oct 7): Surveys; Lab report 2 due',
    'Week 8 (Oct 12, Oct 14): Project proposal due',
    'Week 9 (Oct 19, Oct 21): Quiz 3',
  ].join('\n');

  it("is the week's topic, not a report, project or exam due that week", () => {
    const found = extract(body);
    expect(found.topics.map((topic) => [topic.week, topic.topic])).toEqual([
      [3, 'Writing lab reports'],
      [4, 'Project planning'],
      [5, 'Exam strategies and data analysis'],
      [6, 'Oral history projects in the archive'],
      [7, 'Surveys'],
    ]);
  });

  it('leaves the work those weeks do name as items', () => {
    expect(itemsOf(body)).toEqual([
      { title: 'Lab report 2', kind: 'assignment', date: '2026-10-05', time: null },
      { title: 'Project proposal', kind: 'project', date: '2026-10-12', time: null },
      { title: 'Quiz 3', kind: 'quiz', date: '2026-10-19', time: null },
    ]);
  });
});

describe('how real schedules write their weeks', () => {
  it('reads "Sep 7–11" as the week\'s days, not an 11 in the topic', () => {
    const found = extract('Schedule\n- Week 3, Sep 7–11: Review and Prelim 1\n- Week 4, Sep 14–18: Caches\n');
    expect(found.items.map(({ title, date }) => [title, date])).toEqual([['Review and Prelim 1', '2026-09-07']]);
    expect(found.topics.map((topic) => topic.topic)).toEqual(['Caches']);
  });

  it('reads "Feb 9, 11" as two class days of the term, not 9 February 2011', () => {
    const found = extractSyllabus(
      'ECON 3130 Spring 2027\nSemester dates: January 26 – May 11, 2027\n\nCOURSE CALENDAR\nWeek   Dates       Topic\n3      Feb 9, 11   Expectation; quiz 1\n',
      { today: '2027-01-10' },
    );
    expect(found.items.map(({ title, date }) => [title, date])).toEqual([['quiz 1', '2027-02-09']]);
  });

  it('dates work held "in office hours"', () => {
    expect(itemsOf('Project 2 design review: Wednesday, October 14, in office hours\nOffice hours: Mon 3-5 pm')).toEqual([
      { title: 'Project 2 design review', kind: 'project', date: '2026-10-14', time: null },
    ]);
  });
});
