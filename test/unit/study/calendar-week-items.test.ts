// What the Weekly calendar draws for a week: the blocks of that week's plans (not archived), the class
// meetings of the week, the tasks due in it (at their time, or all day), and how overlapping items share
// a day's column.
import { expect, test } from 'vitest';
import type { WeeklyPlan } from '../../../src/data/entities/weekly-plan';
import { itemLabel, lanesOf, shownHours } from '../../../src/features/study/weekly/calendar-layout';
import { calendarWeekItems } from '../../../src/features/study/weekly/calendar-week-items';
import type { Task } from '../../../src/lib/task';
import type { ClassMeeting } from '../../../src/lib/timetable/class-meeting';

const plan = (id: string, week_of: string, rows: string[], changes: Partial<WeeklyPlan> = {}): WeeklyPlan => ({
  id,
  title: `Plan ${id}`,
  description: '',
  course: '',
  markdown_plan: ['# Plan', '', '| Day | Time | Focus | Course |', '| --- | --- | --- | --- |', ...rows, ''].join('\n'),
  archived: false,
  week_of,
  source: 'embedded',
  ...changes,
});
const task = (id: string, due_at: string | null, all_day = false): Task => ({
  id,
  title: `Task ${id}`,
  notes: '',
  course: 'CS 2110',
  due_at,
  all_day,
  status: 'todo',
  completed_at: null,
  source: 'manual',
  syllabus_id: null,
  import_id: null,
  source_event_id: null,
  removed_upstream: false,
});
const meeting: ClassMeeting = {
  course: 'CS 2110',
  weekday: 1,
  start: '10:00',
  end: '11:30',
  location: 'Gates G01',
  rotation: { kind: 'weekly' },
  termStart: '2026-08-24',
  termEnd: '2026-12-11',
};
// Local times, as the student's device reads them.
const local = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute).toISOString();

test('the week’s blocks from its plans not archived, its classes, and the tasks due in it', () => {
  const items = calendarWeekItems(
    '2026-11-23',
    [
      plan('a', '2026-11-23', ['| Wed | 14:00–15:00 | Linked lists | CS 2110 |', '| Mon | 09:00–10:30 | Recursion | CS 2110 |']),
      plan('b', '2026-11-16', ['| Wed | 10:00–11:00 | Last week | X |']),
      plan('c', '2026-11-23', ['| Wed | 11:00–12:00 | Archived | X |'], { archived: true }),
    ],
    [task('t1', local(27, 17)), task('t2', local(24, 0), true), task('t3', local(30, 9)), task('t4', null)],
    [meeting],
  );
  expect(items.map((item) => [item.kind, item.day, item.start, item.end])).toEqual([
    ['class', 1, 600, 690],
    ['study', 2, 840, 900],
    ['study', 0, 540, 630],
    ['deadline', 4, 1020, 1050],
    ['deadline', 1, 0, 30],
  ]);
  expect(items.map(itemLabel)).toEqual([
    'Class: CS 2110, Tue 10:00–11:30, Gates G01',
    'Study: Linked lists (CS 2110), Wed 14:00–15:00, plan Plan a',
    'Study: Recursion (CS 2110), Mon 09:00–10:30, plan Plan a',
    'Deadline: Task t1 (CS 2110), due Fri 17:00',
    'Deadline: Task t2 (CS 2110), due Tue all day',
  ]);
  expect(items[2]).toMatchObject({ planId: 'a', index: 1, done: false });
});

test('the hours shown: the window, widened to whole hours for anything outside it; all-day deadlines do not count', () => {
  const items = calendarWeekItems(
    '2026-11-23',
    [plan('a', '2026-11-23', ['| Thu | 07:15–08:15 | Early | |'])],
    [task('t', local(24, 0), true), task('u', local(25, 22, 20))],
    [],
  );
  expect(shownHours([480, 1320], items)).toEqual([420, 1380]);
  expect(shownHours([480, 1320], [])).toEqual([480, 1320]);
});

test('overlapping items of one day share its column; those that only touch do not', () => {
  const at = (key: string, day: number, start: number, end: number) => ({ key, day, start, end });
  const lanes = lanesOf([at('a', 0, 600, 660), at('b', 0, 630, 700), at('c', 0, 660, 720), at('d', 0, 720, 780), at('e', 1, 600, 660)]);
  expect(Object.fromEntries(lanes)).toEqual({
    a: { lane: 0, lanes: 2, left: 0, width: 0.5 },
    b: { lane: 1, lanes: 2, left: 0.5, width: 0.5 },
    c: { lane: 0, lanes: 2, left: 0, width: 0.5 },
    d: { lane: 0, lanes: 1, left: 0, width: 1 },
    e: { lane: 0, lanes: 1, left: 0, width: 1 },
  });
});

test('a deadline beside a class takes a lane half as wide, so the class keeps two thirds of the column', () => {
  const lanes = lanesOf([
    { key: 'class', kind: 'class', day: 0, start: 600, end: 690 },
    { key: 'due', kind: 'deadline', day: 0, start: 630, end: 660 },
    { key: 'two-blocks', kind: 'study', day: 1, start: 600, end: 660 },
    { key: 'due-later', kind: 'deadline', day: 1, start: 630, end: 660 },
    { key: 'block-after', kind: 'study', day: 1, start: 640, end: 700 },
  ]);
  expect(lanes.get('class')).toEqual({ lane: 0, lanes: 2, left: 0, width: 2 / 3 });
  expect(lanes.get('due')).toEqual({ lane: 1, lanes: 2, left: 2 / 3, width: 1 / 3 });
  // A lane that holds a block anywhere in its group is a block's width.
  expect(lanes.get('two-blocks')).toEqual({ lane: 0, lanes: 3, left: 0, width: 1 / 2.5 });
  expect(lanes.get('due-later')).toEqual({ lane: 1, lanes: 3, left: 1 / 2.5, width: 0.5 / 2.5 });
  expect(lanes.get('block-after')).toEqual({ lane: 2, lanes: 3, left: 1.5 / 2.5, width: 1 / 2.5 });
});
