// The calendar's placement rules with answers worked out by hand: a week with a class on Tuesday
// 10:00–11:30, another block on Wednesday 17:00–18:00, the window 08:00–22:00 and now Tuesday 12:00.
import { describe, expect, test } from 'vitest';
import { movedSpan, placementRefusal, resizedSpan, type PlacementContext } from '../../../../src/lib/study/block-moves';

const context: PlacementContext = {
  window: [8 * 60, 22 * 60],
  classes: [{ day: 1, start: 600, end: 690, label: 'CS 2110' }],
  blocks: [{ day: 2, start: 1020, end: 1080, label: 'Graph review' }],
  now: { day: 1, minute: 720 },
};
const thursday = { day: 3, start: 14 * 60, end: 15 * 60 };

describe('moving and resizing', () => {
  test('a move keeps the length; days and minutes add up', () => {
    expect(movedSpan(thursday, -1, 30)).toEqual({ day: 2, start: 870, end: 930 });
    expect(movedSpan(thursday, 0, -90)).toEqual({ day: 3, start: 750, end: 810 });
  });
  test('a resize moves the end only and never leaves less than 15 minutes', () => {
    expect(resizedSpan(thursday, 30)).toEqual({ day: 3, start: 840, end: 930 });
    expect(resizedSpan(thursday, -30)).toEqual({ day: 3, start: 840, end: 870 });
    expect(resizedSpan(thursday, -60)).toEqual({ day: 3, start: 840, end: 855 });
  });
});

describe('placementRefusal', () => {
  test('free time in the window, after now, is allowed, touching neighbours included', () => {
    expect(placementRefusal(thursday, context)).toBeUndefined();
    expect(placementRefusal({ day: 2, start: 960, end: 1020 }, context)).toBeUndefined(); // ends as the block starts
    expect(placementRefusal({ day: 1, start: 720, end: 780 }, context)).toBeUndefined(); // starts right now
    expect(placementRefusal({ day: 6, start: 1260, end: 1320 }, context)).toBeUndefined(); // ends at 22:00
  });
  test('over a class, naming it', () => {
    expect(placementRefusal({ day: 1, start: 660, end: 720 }, { ...context, now: { day: 0, minute: 0 } })).toBe(
      'Tue 11:00–12:00 overlaps your class CS 2110 (10:00–11:30).',
    );
  });
  test('over another block, naming it', () => {
    expect(placementRefusal({ day: 2, start: 1050, end: 1110 }, context)).toBe('Wed 17:30–18:30 overlaps another study block, Graph review (17:00–18:00).');
  });
  test('outside the daily window at either end', () => {
    expect(placementRefusal({ day: 4, start: 450, end: 510 }, context)).toBe('Fri 07:30–08:30 is outside your study window (08:00–22:00).');
    expect(placementRefusal({ day: 4, start: 1290, end: 1350 }, context)).toBe('Fri 21:30–22:30 is outside your study window (08:00–22:00).');
  });
  test('in the past: an earlier day, or earlier today', () => {
    expect(placementRefusal({ day: 0, start: 840, end: 900 }, context)).toBe('Mon 14:00–15:00 is in the past.');
    expect(placementRefusal({ day: 1, start: 690, end: 750 }, context)).toBe('Tue 11:30–12:30 is in the past.');
    // A resize of a block under way only needs to end after now.
    expect(placementRefusal({ day: 1, start: 690, end: 750 }, context, 'resize')).toBeUndefined();
    expect(placementRefusal({ day: 1, start: 660, end: 720 }, { ...context, classes: [] }, 'resize')).toBe('Tue 11:00–12:00 is in the past.');
  });
  test('off the week', () => {
    expect(placementRefusal({ day: 7, start: 840, end: 900 }, context)).toMatch(/stays in its plan’s week/);
    expect(placementRefusal({ day: -1, start: 840, end: 900 }, context)).toMatch(/stays in its plan’s week/);
  });
  test('another week: all of a past week is past, none of a later one', () => {
    expect(placementRefusal(thursday, { ...context, now: { day: 9, minute: 0 } })).toBe('Thu 14:00–15:00 is in the past.');
    expect(placementRefusal({ day: 0, start: 480, end: 540 }, { ...context, now: { day: -5, minute: 900 } })).toBeUndefined();
  });
});
