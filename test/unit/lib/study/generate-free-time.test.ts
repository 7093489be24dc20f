// The generator's week, worked out by hand: from the moment of generation on, only in free time
// (outside classes, other plans and the daily window, within each day's cap), deadlines prepared on
// spaced days before they are due and never as topics, topics read as a person reads them.
import { describe, expect, it } from 'vitest';
import { generateWeeklyPlan } from '../../../../src/lib/study/generate-weekly-plan';
import type { WeeklyPlanInput } from '../../../../src/lib/study/weekly-plan-types';
import type { ClassMeeting } from '../../../../src/lib/timetable/class-meeting';
import { checkPlan } from './plan-checker';

const base: WeeklyPlanInput = {
  title: 'Stats week',
  description: 'Sampling, regression and hypothesis tests',
  weekOf: '2026-11-23',
  classes: [{ code: 'STAT 2040' }],
  deadlines: [],
};

function plan(change: Partial<WeeklyPlanInput> = {}) {
  const input = { ...base, ...change };
  const result = generateWeeklyPlan(input);
  checkPlan(input, result);
  return result;
}

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const term = { termStart: '2026-08-24', termEnd: '2026-12-10' };

describe('the week a plan may use', () => {
  it('generated on Saturday 28 November 2026 at 15:00 for this week: only Saturday from 15:15 and Sunday', () => {
    const { blocks, markdown } = plan({ now: '2026-11-28T15:00' });
    expect(blocks.length).toBeGreaterThan(0);
    expect(blocks.some((block) => block.day === 5)).toBe(true);
    for (const block of blocks) expect(block.day === 6 || (block.day === 5 && block.start >= '15:15')).toBe(true);
    expect(markdown).toContain('### Mon 23 Nov\n\nOver before this plan was made.');
  });

  it('planned for next week on that Saturday: the whole week from Monday is open', () => {
    const { blocks } = plan({ now: '2026-11-28T15:00', weekOf: '2026-11-30' });
    expect(blocks[0]).toMatchObject({ day: 0, start: '17:00' });
  });

  it('writes nothing into a week that is over', () => {
    const { blocks, markdown } = plan({ now: '2026-11-30T08:00' });
    expect(blocks).toEqual([]);
    expect(markdown).toContain('This week is over: plan next week instead.');
  });

  it('keeps out of class meetings, with a break after each', () => {
    // Monday, Wednesday and Friday 16:45–18:15: the evening's study starts at 18:30 on those days.
    const meetings: ClassMeeting[] = [0, 2, 4].map((weekday) => ({
      course: 'STAT 2040',
      weekday,
      start: '16:45',
      end: '18:15',
      rotation: { kind: 'weekly' },
      ...term,
    }));
    const { blocks } = plan({ classMeetings: meetings });
    expect(blocks.find((block) => block.day === 0)?.start).toBe('18:30');
    for (const block of blocks.filter((entry) => [0, 2, 4].includes(entry.day))) {
      expect(minutes(block.end) <= 16 * 60 + 30 || minutes(block.start) >= 18 * 60 + 30).toBe(true);
    }
  });

  it('keeps out of the other plans of the week, so two plans never book the same hours', () => {
    const first = plan({ title: 'Plan one' });
    const second = plan({ title: 'Plan two', description: 'Eigenvalues; series', otherPlanBlocks: first.blocks });
    for (const block of second.blocks) {
      const clash = first.blocks.some((other) => other.day === block.day && block.start < other.end && other.start < block.end);
      expect(clash).toBe(false);
    }
    // The first plan took Sunday from 10:00; the second starts its Sunday after that block and a break.
    const firstSunday = first.blocks.filter((block) => block.day === 6).at(-1)!;
    expect(second.blocks.find((block) => block.day === 6)!.start >= firstSunday.end).toBe(true);
  });

  it('stays inside the daily window and each day’s cap', () => {
    const { blocks } = plan({ dailyWindow: { earliest: '19:00', latest: '21:00' }, weeklyHours: 40, description: 'a, b, c, d, e, f, g, h, i, j' });
    for (const block of blocks) {
      expect(block.start >= '19:00' && block.end <= '21:00').toBe(true);
    }
    for (let day = 0; day < 7; day++) {
      expect(blocks.filter((block) => block.day === day).reduce((sum, block) => sum + minutes(block.end) - minutes(block.start), 0)).toBeLessThanOrEqual(120);
    }
  });
});

describe('deadlines', () => {
  const midterm = { title: 'Midterm', course: 'STAT 2040', dueAt: '2026-11-27T14:00:00-05:00' };
  const prepsOf = (blocks: { day: number; focus: string }[]) =>
    blocks.filter((block) => block.focus.includes('Midterm (due')).map((block) => [block.day, block.focus]);

  it('a Friday 14:00 midterm: prepared on Tuesday and reviewed on Thursday; nothing for it from Friday 14:00 on', () => {
    const { blocks } = plan({ deadlines: [midterm] });
    // 7 days before is last Friday, outside the week; 3 days before is Tuesday, 1 day before Thursday.
    expect(prepsOf(blocks)).toEqual([
      [1, 'Prepare: Midterm (due Fri 14:00)'],
      [3, 'Final review: Midterm (due Fri 14:00)'],
    ]);
  });

  it('the same midterm, planned the week before: its first preparation is on the prior Friday', () => {
    const { blocks, markdown } = plan({ weekOf: '2026-11-16', deadlines: [midterm] });
    expect(prepsOf(blocks)).toEqual([[4, 'Prepare: Midterm (due Fri 14:00)']]);
    expect(markdown).toContain('**Midterm** (STAT 2040), due Fri 27 Nov 14:00: prepare on Friday, then next week');
  });

  it('generated on Thursday 20:00 for a Friday 09:00 deadline: one block that evening, none on Friday', () => {
    const { blocks } = plan({ now: '2026-11-26T20:00', deadlines: [{ title: 'Essay', dueAt: '2026-11-27T09:00:00Z' }] });
    const preps = blocks.filter((block) => block.focus.includes('Essay (due'));
    expect(preps).toEqual([expect.objectContaining({ day: 3, start: '20:15', focus: 'Final review: Essay (due Fri 09:00)' })]);
  });

  it('reads a deadline out of the description: prepared for, never learned, and its topics reviewed only before it', () => {
    const { blocks, markdown } = plan({ description: 'Midterm 2 on Friday: Chapters 5-7 (sampling distributions, CLT), hypothesis tests' });
    expect(blocks.some((block) => block.focus.startsWith('Learn: Midterm'))).toBe(false);
    expect(blocks.map((block) => block.focus)).toEqual(
      expect.arrayContaining(['Learn: Chapters 5-7 (sampling distributions, CLT)', 'Learn: Hypothesis tests']),
    );
    // No time given: due from the start of Friday, so everything for it ends by Thursday.
    for (const block of blocks.filter((entry) => /Midterm 2|Chapters 5-7|Hypothesis tests/.test(entry.focus))) expect(block.day).toBeLessThan(4);
    expect(markdown).toContain('**Midterm 2**, due Fri 27 Nov 00:00: prepare on');
  });
});

describe('topics and courses', () => {
  const topicsOf = (blocks: { focus: string; course?: string }[]) =>
    blocks.filter((block) => block.focus.startsWith('Learn: ')).map((block) => [block.focus.slice(7), block.course]);

  it('never splits inside parentheses, even unclosed ones', () => {
    const { blocks } = plan({ description: 'Chapters 5-7 (sampling distributions, CLT and the t test), regression\nBayes (priors; posteriors' });
    expect(topicsOf(blocks)).toEqual([
      ['Chapters 5-7 (sampling distributions, CLT and the t test)', undefined],
      ['Regression', undefined],
      ['Bayes (priors; posteriors', undefined],
    ]);
  });

  it('gives a list the course named at its head, and a topic naming two courses the one named first', () => {
    const { blocks } = plan({
      classes: [{ code: 'MATH 1920' }, { code: 'CS 2110' }],
      description: 'CS 2110: graphs, trees and heaps\nRecursion for CS 2110 and MATH 1920 series\nStreams in Java',
    });
    expect(topicsOf(blocks)).toEqual([
      ['Graphs', 'CS 2110'],
      ['Trees', 'CS 2110'],
      ['Heaps', 'CS 2110'],
      ['Recursion for CS 2110 and MATH 1920 series', 'CS 2110'],
      ['Streams in Java', undefined],
    ]);
  });
});
