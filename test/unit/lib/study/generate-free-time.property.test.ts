// The free-time rules over generated weeks, the bench's invariants in a few runs: timetables of 3–6
// classes, a moment of generation on any day, up to two plans already made for the week; every plan
// keeps every rule (plan-checker.ts: nothing in the past, over a class or another plan, outside the
// daily window or after a deadline, within the budget and the day caps).
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { generateWeeklyPlan } from '../../../../src/lib/study/generate-weekly-plan';
import { addDays } from '../../../../src/lib/study/week';
import type { StudyBlock } from '../../../../src/lib/study/weekly-plan-types';
import type { ClassMeeting } from '../../../../src/lib/timetable/class-meeting';
import { inputArb } from './input-arbitrary';
import { checkPlan } from './plan-checker';

const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const meetingArb: fc.Arbitrary<ClassMeeting> = fc
  .record({ weekday: fc.integer({ min: 0, max: 6 }), start: fc.integer({ min: 28, max: 84 }), quarters: fc.integer({ min: 2, max: 12 }) })
  .map(({ weekday, start, quarters }) => ({
    course: 'CS 2110',
    weekday,
    start: clock(start * 15),
    end: clock((start + quarters) * 15),
    rotation: { kind: 'weekly' },
    termStart: '2000-01-01',
    termEnd: '2099-12-31',
  }));

describe('generateWeeklyPlan in a week with classes, other plans and a clock', () => {
  it('keeps every plan rule', () => {
    fc.assert(
      fc.property(
        inputArb,
        fc.array(meetingArb, { minLength: 3, maxLength: 6 }),
        fc.integer({ min: -1, max: 7 }),
        fc.integer({ min: 0, max: 1439 }),
        fc.integer({ min: 0, max: 2 }),
        fc.option(fc.record({ earliest: fc.integer({ min: 24, max: 48 }), length: fc.integer({ min: 8, max: 56 }) }), { nil: undefined }),
        (base, classMeetings, day, minute, plans, window) => {
          const dailyWindow = window && { earliest: clock(window.earliest * 15), latest: clock(Math.min(96, window.earliest + window.length) * 15) };
          const input = { ...base, classMeetings, now: `${addDays(base.weekOf, day)}T${clock(minute)}`, ...(dailyWindow ? { dailyWindow } : {}) };
          const others: StudyBlock[] = [];
          for (let plan = 0; plan < plans; plan++)
            others.push(...generateWeeklyPlan({ ...input, title: `Earlier ${plan}`, otherPlanBlocks: [...others] }).blocks);
          const full = { ...input, otherPlanBlocks: others };
          checkPlan(full, generateWeeklyPlan(full));
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});
