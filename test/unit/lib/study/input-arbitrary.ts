// Generated inputs for the weekly plan generator's property tests: descriptions as lists, free text and
// markup, classes, deadlines around the week in several time zones, and budgets.
import fc from 'fast-check';
import type { WeeklyPlanInput } from '../../../../src/lib/study/weekly-plan-types';
import { COURSE_POOL } from './plan-checker';

const TOPICS = [
  'graph algorithms',
  'dynamic programming',
  'recursion',
  'eigenvalues',
  'photosynthesis',
  'supply curves',
  'the French Revolution',
  'organic reactions',
  'thermodynamics',
  'hash tables',
  'integration by parts',
  'Newtonian mechanics',
  'probability distributions',
  'cell division',
  'poetry analysis',
  'binary search trees',
];
const SEPARATORS = [', ', '; ', '\n', '\n- ', '\n* ', '. '];
const MARKUP = [
  '__',
  '**',
  '*',
  '|',
  '\\',
  '`',
  '<b>',
  '</b>',
  ' and ',
  ', ',
  '. ',
  'Ab',
  'x',
  '\n',
  '- ',
  '1. ',
  '[',
  ']',
  '(',
  ')',
  ':',
  '–',
  '-',
  '12:00',
  'Monday',
  'Day | Time',
  '\n| --- | --- |\n',
  '#',
  '&amp;',
  '~~',
];
const FIRST_MONDAY = Date.UTC(2020, 0, 6);

const isoDay = (weekIndex: number, offset = 0) => new Date(FIRST_MONDAY + (weekIndex * 7 + offset) * 86_400_000).toISOString().slice(0, 10);
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

const descriptionArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.subarray(TOPICS, { minLength: 0, maxLength: 10 }), fc.constantFrom(...SEPARATORS))
      .map(([topics, separator]) => topics.join(separator)),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 300, unit: 'grapheme' }) },
  // Markdown and table syntax, times and day names, to try to break the schedule table.
  { weight: 1, arbitrary: fc.array(fc.constantFrom(...MARKUP), { maxLength: 40 }).map((parts) => parts.join('')) },
);

export const inputArb: fc.Arbitrary<WeeklyPlanInput> = fc
  .record({
    title: fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }).map((text) => `Plan ${text}`),
    description: descriptionArb,
    course: fc.option(fc.constantFrom(...COURSE_POOL), { nil: undefined }),
    week: fc.integer({ min: 0, max: 600 }),
    classes: fc
      .subarray(COURSE_POOL, { maxLength: 5 })
      .map((codes) => codes.map((code, index) => (index % 2 ? { code } : { code, title: `Class ${code.length + index}` }))),
    deadlines: fc.array(
      fc.record({
        offset: fc.integer({ min: -3, max: 9 }),
        minute: fc.integer({ min: 0, max: 1439 }),
        course: fc.option(fc.constantFrom(...COURSE_POOL), { nil: undefined }),
        zone: fc.constantFrom('Z', '-05:00', '+09:00'),
      }),
      { maxLength: 5 },
    ),
    weeklyHours: fc.option(fc.oneof(fc.integer({ min: 0, max: 40 }), fc.double({ min: 0, max: 40, noNaN: true })), { nil: undefined }),
  })
  .map(({ week, deadlines, course, weeklyHours, ...rest }) => ({
    ...rest,
    ...(course === undefined ? {} : { course }),
    ...(weeklyHours === undefined ? {} : { weeklyHours }),
    weekOf: isoDay(week),
    deadlines: deadlines.map((deadline, index) => ({
      title: `Deadline ${String.fromCharCode(65 + index)}`,
      ...(deadline.course === undefined ? {} : { course: deadline.course }),
      dueAt: `${isoDay(week, deadline.offset)}T${clock(deadline.minute)}:00${deadline.zone}`,
    })),
  }));
