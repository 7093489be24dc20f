// Writing blocks back into a plan: the schedule table says the blocks given, readStudyBlocks reads them
// back, the checklist follows, and the rest of the plan is untouched.
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { withStudyBlocks } from '../../../../src/lib/study/schedule-rewrite';
import { readStudyBlocks } from '../../../../src/lib/study/study-blocks';
import type { StudyBlock } from '../../../../src/lib/study/weekly-plan-types';

const plan = `# Midterm week

**Goal:** Recursion

## Schedule

| Day | Time | Focus | Course |
| --- | --- | --- | --- |
| Monday | 17:00–18:00 | Recursion | CS 2110 |
| Tuesday | 17:00–18:30 | Trees | |

## Daily checklist

### Mon 23 Nov

- [ ] 17:00–18:00 Recursion (CS 2110)

### Tue 24 Nov

- [ ] 17:00–18:30 Trees

## Total

**Total study time: 2.5 h**
`;

test('a moved and ticked-off block is what the plan says afterwards, table and checklist', () => {
  const blocks = readStudyBlocks(plan);
  const changed: StudyBlock[] = [{ ...blocks[0]!, day: 2, start: '09:00', end: '10:00', done: true }, blocks[1]!];
  const written = withStudyBlocks(plan, changed, '2026-11-23');
  expect(readStudyBlocks(written)).toEqual([
    { day: 2, start: '09:00', end: '10:00', focus: 'Recursion', course: 'CS 2110', done: true },
    { day: 1, start: '17:00', end: '18:30', focus: 'Trees' },
  ]);
  expect(written).toBe(`# Midterm week

**Goal:** Recursion

## Schedule

| Day | Time | Focus | Course | Done |
| --- | --- | --- | --- | --- |
| Wednesday | 09:00–10:00 | Recursion | CS 2110 | ✓ |
| Tuesday | 17:00–18:30 | Trees |  |  |

## Daily checklist

### Mon 23 Nov

Rest day: no study block.

### Tue 24 Nov

- [ ] 17:00–18:30 Trees

### Wed 25 Nov

- [x] 09:00–10:00 Recursion (CS 2110)

### Thu 26 Nov

Rest day: no study block.

### Fri 27 Nov

Rest day: no study block.

### Sat 28 Nov

Rest day: no study block.

### Sun 29 Nov

Rest day: no study block.

## Total

**Total study time: 2.5 h**
`);
});

test('two schedule tables become one; a plan without one gets one at its end', () => {
  const two = '| Day | Time |\n|---|---|\n| Mon | 9:00-10:00 |\n\nBetween\n\n| Day | Start | End |\n|---|---|---|\n| Fri | 10:00 | 11:00 |';
  const blocks = readStudyBlocks(two);
  expect(blocks).toHaveLength(2);
  const written = withStudyBlocks(two, blocks, '2026-11-23');
  expect(readStudyBlocks(written)).toEqual(blocks);
  expect(written.split('\n').filter((line) => line.startsWith('| Day'))).toHaveLength(1);
  expect(written).toContain('Between');
  const none = withStudyBlocks('# Plan\n\nNotes', [{ day: 3, start: '08:00', end: '09:00', focus: 'Read' }], '2026-11-23');
  expect(readStudyBlocks(none)).toEqual([{ day: 3, start: '08:00', end: '09:00', focus: 'Read' }]);
  expect(none.startsWith('# Plan\n\nNotes\n\n| Day')).toBe(true);
});

test('any blocks round-trip through the table, bars and line breaks in their text included', () => {
  const text = fc
    .string({ minLength: 1, maxLength: 20 })
    .map((value) => value.replace(/[*`]/g, '').replace(/\s+/g, ' ').trim())
    .filter((value) => value.length > 0);
  const block = fc
    .record({
      day: fc.integer({ min: 0, max: 6 }),
      start: fc.integer({ min: 0, max: 94 }),
      length: fc.integer({ min: 1, max: 8 }),
      focus: text,
      course: fc.option(text, { nil: undefined }),
      done: fc.boolean(),
    })
    .map(({ day, start, length, focus, course, done }): StudyBlock => {
      const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const made: StudyBlock = { day, start: clock(start * 15), end: clock(Math.min(1440, (start + length) * 15)), focus };
      if (course) made.course = course;
      if (done) made.done = true;
      return made;
    });
  fc.assert(
    fc.property(fc.array(block, { maxLength: 8 }), (blocks) => {
      expect(readStudyBlocks(withStudyBlocks(plan, blocks, '2026-11-23'))).toEqual(blocks);
    }),
  );
});

test('a table the student wrote keeps its own columns and their cells when a block moves', () => {
  const own =
    '| Day | Time | Topic | Room | Notes |\n|---|---|---|---|---|\n| Mon | 9:00-10:00 | Proofs | Olin 155 | bring the \\| handout |\n| Wed | 14:00-15:00 | Graphs | | |';
  const [proofs, graphs] = readStudyBlocks(own);
  const written = withStudyBlocks(own, [{ ...proofs!, day: 1 }, graphs!], '2026-11-23');
  expect(written.split('\n').slice(0, 4)).toEqual([
    '| Day | Time | Focus | Course | Done | Room | Notes |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    '| Tuesday | 09:00–10:00 | Proofs |  |  | Olin 155 | bring the \\| handout |',
    '| Wednesday | 14:00–15:00 | Graphs |  |  |  |  |',
  ]);
  expect(readStudyBlocks(written)).toEqual([
    { day: 1, start: '09:00', end: '10:00', focus: 'Proofs', extra: { Room: 'Olin 155', Notes: 'bring the | handout' } },
    { day: 2, start: '14:00', end: '15:00', focus: 'Graphs', extra: { Room: '', Notes: '' } },
  ]);
});
