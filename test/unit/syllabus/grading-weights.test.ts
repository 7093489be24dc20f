// Grading weights read from a syllabus line, whatever separates them: the separator is not part of a name.
import { describe, expect, it } from 'vitest';
import { gradingWeights } from '../../../src/lib/syllabus/grading-weights';
import { syllabusLines } from '../../../src/lib/syllabus/syllabus-lines';

const names = (text: string) => gradingWeights(syllabusLines(text)).map(({ component, percent }) => [component, percent]);

describe('gradingWeights', () => {
  it.each([
    ['Grading: Homework 30% · Quizzes 20% · Final exam 50%'],
    ['Grading: Homework 30% • Quizzes 20% • Final exam 50%'],
    ['Grading: Homework 30% / Quizzes 20% / Final exam 50%'],
    ['Grading: Homework 30%, Quizzes 20%, Final exam 50%'],
  ])('%s', (text) => {
    expect(names(text)).toEqual([
      ['Homework', 30],
      ['Quizzes', 20],
      ['Final exam', 50],
    ]);
  });
});
