// Blocks ticked off in the calendar, counted by their date: the Done column of each plan's schedule, the
// plan's Monday plus the block's day; archived plans and blocks not done do not count.
import { expect, test } from 'vitest';
import { studiedDays } from '../../../../src/lib/progress/studied-days';

const table = (rows: string[]) => ['| Day | Time | Focus | Course | Done |', '| --- | --- | --- | --- | --- |', ...rows].join('\n');

test('done blocks by date', () => {
  const counts = studiedDays([
    {
      week_of: '2026-11-23',
      archived: false,
      markdown_plan: table(['| Monday | 10:00–11:00 | A | | ✓ |', '| Sunday | 10:00–11:00 | B | | x |', '| Sunday | 12:00–13:00 | C | |  |']),
    },
    { week_of: '2026-11-23', archived: false, markdown_plan: table(['| Mon | 14:00–15:00 | D | | done |']) },
    { week_of: '2026-11-23', archived: true, markdown_plan: table(['| Tue | 14:00–15:00 | E | | ✓ |']) },
  ]);
  expect(Object.fromEntries(counts)).toEqual({ '2026-11-23': 2, '2026-11-29': 1 });
});
