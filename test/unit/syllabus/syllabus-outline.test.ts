// The review's weekly topics and grading, and the syllabus record they are saved as: unticked rows stay
// out, edits are trimmed and checked, and a re-import finds the syllabus imported before.
import { describe, expect, it } from 'vitest';
import { extractSyllabus } from '../../../src/lib/syllabus/extract-syllabus';
import { earlierImport, gradeProblem, gradeRows, syllabusFields, topicProblem, topicRows } from '../../../src/lib/syllabus/syllabus-outline';

const SYLLABUS = [
  'CS 2110: Object-Oriented Programming and Data Structures',
  'Fall 2026. Classes begin August 24, 2026 and end December 4, 2026.',
  'Week 1 — Introduction to Java',
  'Week 2 — Objects and classes',
  'Week 3 — Recursion; A1 due September 11',
  'Grading',
  'Assignments 40%',
  'Prelims 35%',
  'Final exam 25%',
].join('\n');

const extraction = extractSyllabus(SYLLABUS, { today: '2026-08-20' });

describe('topic and grading rows', () => {
  it('lists the weeks and the weights found, all kept, with their lines', () => {
    expect(topicRows(extraction).map((row) => [row.week, row.topic, row.chosen, row.sourceLine])).toEqual([
      [1, 'Introduction to Java', true, 3],
      [2, 'Objects and classes', true, 4],
      [3, 'Recursion', true, 5],
    ]);
    expect(gradeRows(extraction).map((row) => [row.component, row.percent, row.chosen])).toEqual([
      ['Assignments', '40', true],
      ['Prelims', '35', true],
      ['Final exam', '25', true],
    ]);
  });

  it('names what is wrong with an edited row', () => {
    expect(topicProblem({ topic: '  ' })).toBe('Name the topic, or untick it.');
    expect(topicProblem({ topic: 'x'.repeat(501) })).toBe('Keep the topic under 500 characters.');
    expect(topicProblem({ topic: 'Graphs' })).toBeNull();
    expect(gradeProblem({ component: 'Labs', percent: '101' })).toBe('Enter a percentage from 0 to 100.');
    expect(gradeProblem({ component: 'Labs', percent: '' })).toBe('Enter a percentage from 0 to 100.');
    expect(gradeProblem({ component: '', percent: '10' })).toBe('Name what is graded, or untick it.');
    expect(gradeProblem({ component: 'Labs', percent: '12.5' })).toBeNull();
  });
});

describe('the syllabus record', () => {
  it('holds the course, term, chosen topics and grading, and the file name, never the file', () => {
    const topics = topicRows(extraction).map((row) =>
      row.week === 2 ? { ...row, chosen: false } : row.week === 3 ? { ...row, topic: ' Recursion and induction ' } : row,
    );
    const grades = gradeRows(extraction).map((row, index) => (index === 2 ? { ...row, chosen: false } : row));
    expect(syllabusFields(extraction, ' CS 2110 ', 'cs2110.pdf', topics, grades)).toEqual({
      course: 'CS 2110',
      title: 'Object-Oriented Programming and Data Structures',
      term: 'Fall 2026',
      term_start: '2026-08-24',
      term_end: '2026-12-04',
      topics: [
        { week: 1, starts_on: '2026-08-24', topic: 'Introduction to Java' },
        { week: 3, starts_on: '2026-09-07', topic: 'Recursion and induction' },
      ],
      grading: [
        { component: 'Assignments', percent: 40 },
        { component: 'Prelims', percent: 35 },
      ],
      file_name: 'cs2110.pdf',
    });
  });

  it('finds the earlier import of the same course and term, however written', () => {
    const syllabi = [
      { id: 'a', course: 'MATH 1920', term: 'Fall 2026' },
      { id: 'b', course: 'CS 2110', term: 'Spring 2026' },
      { id: 'c', course: 'cs2110', term: 'fall 2026' },
    ];
    expect(earlierImport(syllabi, 'CS 2110', 'Fall 2026')?.id).toBe('c');
    expect(earlierImport(syllabi, 'CS 2110', null)?.id).toBe('b');
    expect(earlierImport(syllabi, 'PHYS 2213', 'Fall 2026')).toBeNull();
    expect(earlierImport(syllabi, null, 'Fall 2026')).toBeNull();
  });
});
