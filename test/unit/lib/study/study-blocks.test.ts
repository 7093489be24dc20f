// Reading the schedule table back from plan markdown, whoever wrote it: the generator, a model, a student.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readStudyBlocks } from '../../../../src/lib/study/study-blocks';

describe('readStudyBlocks', () => {
  it('reads the generator’s table', () => {
    const markdown =
      '# Plan\n\n| Day | Time | Focus | Course |\n| --- | --- | --- | --- |\n| Monday | 17:00–18:00 | Learn: Graphs | CS 2110 |\n| Tuesday | 17:00–17:30 | Review (+1 day): Graphs |  |\n\n## Next';
    expect(readStudyBlocks(markdown)).toEqual([
      { day: 0, start: '17:00', end: '18:00', focus: 'Learn: Graphs', course: 'CS 2110' },
      { day: 1, start: '17:00', end: '17:30', focus: 'Review (+1 day): Graphs' },
    ]);
  });

  it('tolerates spacing, hyphens, any case, short day names, extra columns and no outer pipes', () => {
    const markdown = [
      'Here is your week:',
      '',
      'DAY|  time |Notes| Focus ',
      ':--|:-:|---|--',
      '**monday** |9:00 - 10:30|bring laptop| Read *chapter 3*',
      'Thurs | 5:00 pm to 6:15 pm | | `Problems` \\| set 2',
      'SUN | 5–6:30 pm | | Wrap-up',
      'Someday | 10:00-11:00 | | skipped',
      'Friday | whenever | | skipped too',
      'Friday | 11:00-10:00 | | backwards',
    ].join('\n');
    expect(readStudyBlocks(markdown)).toEqual([
      { day: 0, start: '09:00', end: '10:30', focus: 'Read *chapter 3*', extra: { Notes: 'bring laptop' } },
      { day: 3, start: '17:00', end: '18:15', focus: 'Problems | set 2', extra: { Notes: '' } },
      { day: 6, start: '17:00', end: '18:30', focus: 'Wrap-up', extra: { Notes: '' } },
    ]);
  });

  it('carries the day down to rows that leave it empty, and reads several tables', () => {
    const markdown =
      '| Day | Time | Topic |\n|---|---|---|\n| Wednesday | 08:00–09:00 | A |\n| | 09:15–10:00 | B |\n\ntext\n\n| Day | Time |\n|-|-|\n| Sat | 10:00–11:00 |';
    expect(readStudyBlocks(markdown)).toEqual([
      { day: 2, start: '08:00', end: '09:00', focus: 'A' },
      { day: 2, start: '09:15', end: '10:00', focus: 'B' },
      { day: 5, start: '10:00', end: '11:00', focus: '' },
    ]);
  });

  it('reads Start and End columns, day names inside a date, and times with notes around them', () => {
    const markdown =
      '| Date | Start | End | Activity | Class |\n| --- | --- | --- | --- | --- |\n| 26 Nov (Thu) | 8am | 9:30 am | Lecture notes | MATH 1920 |\n| **Fri** 27 Nov | 17h00 | 18h00 | Lab |  |';
    expect(readStudyBlocks(markdown)).toEqual([
      { day: 3, start: '08:00', end: '09:30', focus: 'Lecture notes', course: 'MATH 1920' },
      { day: 4, start: '17:00', end: '18:00', focus: 'Lab' },
    ]);
    expect(readStudyBlocks('| Day | Time |\n|---|---|\n| Monday | 2026-11-23, 17:00–18:30 (1.5 h) |')).toEqual([
      { day: 0, start: '17:00', end: '18:30', focus: '' },
    ]);
  });

  it('returns nothing when there is no schedule table', () => {
    expect(readStudyBlocks('')).toEqual([]);
    expect(readStudyBlocks('# Plan\n\n- [ ] Monday 17:00–18:00 study')).toEqual([]);
    expect(readStudyBlocks('| Topic | First study |\n| --- | --- |\n| Graphs | Monday |')).toEqual([]);
    expect(readStudyBlocks('| Day | Time |\nMonday | 17:00–18:00')).toEqual([]);
    // Not a GFM table: the delimiter row has another number of cells than the header.
    expect(readStudyBlocks('| Day | Time | Focus |\n| --- | --- |\n| Monday | 17:00–18:00 | A |')).toEqual([]);
    // A table inside fenced code is shown as code, not as a schedule.
    expect(
      readStudyBlocks('```md\n| Day | Time |\n| --- | --- |\n| Monday | 17:00–18:00 |\n```\n\n~~~\n| Day | Time |\n|-|-|\n| Tue | 9:00-10:00 |\n~~~'),
    ).toEqual([]);
    expect(readStudyBlocks('```\nx\n```\n| Day | Time |\n| --- | --- |\n| Monday | 17:00–18:00 |')).toEqual([
      { day: 0, start: '17:00', end: '18:00', focus: '' },
    ]);
  });

  it('never throws, and every block it reads is a forward time range on a day of the week', () => {
    const pieces = [
      '| ',
      ' |',
      '\n',
      '---',
      ':-:',
      'Day',
      'Time',
      'Focus',
      'Course',
      'Monday',
      'sun',
      '9',
      ':30',
      '17:00',
      ' - ',
      '–',
      'pm',
      ' to ',
      '```',
      '\\|',
      '**',
      'x',
    ];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.array(fc.constantFrom(...pieces), { maxLength: 60 }).map((parts) => parts.join('')),
        ),
        (markdown) => {
          for (const block of readStudyBlocks(markdown)) {
            expect(block.day).toBeGreaterThanOrEqual(0);
            expect(block.day).toBeLessThanOrEqual(6);
            expect(block.start < block.end).toBe(true);
            expect(block.end <= '24:00').toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
