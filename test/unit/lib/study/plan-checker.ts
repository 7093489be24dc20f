// The rules every generated weekly plan obeys, checked against its input: the hours budget,
// well-formed blocks that the schedule table gives back, free time only (planViolations: nothing in the
// past, over classes or other plans, outside the daily window, after a deadline), spaced reviews at
// +1/+3 days (+7 under Next week) unless the topic's deadline comes first, preparation before each
// deadline of the week or a note saying why not, no course that is not the student's, and markdown the
// viewer renders with a table and disabled checkboxes.
import { expect } from 'vitest';
import { renderMarkdown } from '../../../../src/lib/markdown/safe-markdown';
import { planViolations } from '../../../../src/lib/study/plan-violations';
import { readStudyBlocks } from '../../../../src/lib/study/study-blocks';
import { DEFAULT_WEEKLY_HOURS, type GeneratedWeeklyPlan, type WeeklyPlanInput } from '../../../../src/lib/study/weekly-plan-types';

export const COURSE_POOL = ['CS 2110', 'MATH 1920', 'PHYS 2213', 'CHEM 2090', 'ECON 1110', 'BIOG 1440', 'HIST 2500', 'ENGL 1170'];

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const dayOffset = (weekOf: string, date: string) => Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${weekOf}T00:00:00Z`)) / 86_400_000);

export function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return '';
  const end = markdown.indexOf('\n## ', start + 4);
  return markdown.slice(start, end < 0 ? undefined : end);
}

export function checkPlan(input: WeeklyPlanInput, plan: GeneratedWeeklyPlan): void {
  const { blocks, markdown } = plan;
  // Hours: the blocks add up to the stated total, within the budget.
  const budget = (input.weeklyHours ?? DEFAULT_WEEKLY_HOURS) * 60;
  const total = blocks.reduce((sum, block) => sum + minutes(block.end) - minutes(block.start), 0);
  expect(total).toBe(Math.round(plan.totalHours * 60));
  expect(total).toBeLessThanOrEqual(budget);
  expect(markdown).toContain(`**Total study time: ${Number((total / 60).toFixed(2))} h**`);

  // Blocks: inside the day, in order, never overlapping; the table reads back as the same blocks.
  blocks.forEach((block, index) => {
    expect(block.day).toBeGreaterThanOrEqual(0);
    expect(block.day).toBeLessThanOrEqual(6);
    expect(block.start).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(minutes(block.end)).toBeGreaterThan(minutes(block.start));
    expect(minutes(block.end)).toBeLessThanOrEqual(24 * 60);
    const previous = blocks[index - 1];
    if (previous && previous.day === block.day) expect(minutes(block.start)).toBeGreaterThanOrEqual(minutes(previous.end));
    if (previous) expect(previous.day).toBeLessThanOrEqual(block.day);
  });
  expect(readStudyBlocks(markdown)).toEqual(blocks);
  expect(planViolations(input, blocks)).toEqual({
    inPast: 0,
    overClasses: 0,
    overOtherPlans: 0,
    outsideWindow: 0,
    afterDeadline: 0,
    overBudget: 0,
    overDayCap: 0,
    overlapping: 0,
  });

  // Spaced reviews: every topic first studied on day f is reviewed on f+1 and f+3 inside the week, and
  // whatever falls past Sunday (always the +7 review) is listed under Next week.
  const nextWeek = section(markdown, 'Next week');
  for (const learn of blocks.filter((block) => block.focus.startsWith('Learn: '))) {
    const topic = learn.focus.slice('Learn: '.length);
    for (const offset of [1, 3, 7]) {
      const focus = `Review (+${offset} ${offset === 1 ? 'day' : 'days'}): ${topic}`;
      const ofReview = blocks.filter((block) => block.day === learn.day + offset && block.focus === focus);
      // A topic written with a deadline is not reviewed after it: the topics table says so.
      const row =
        markdown
          .split('\n')
          .find((line) => line.startsWith(`| ${topic}`))
          ?.split(' | ') ?? [];
      if (row[[1, 3, 7].indexOf(offset) + 2]?.includes('after its deadline')) {
        expect(ofReview).toHaveLength(0);
        expect(nextWeek).not.toContain(focus);
      } else if (learn.day + offset <= 6) expect(ofReview).toHaveLength(1);
      else expect(nextWeek).toContain(focus);
    }
  }
  for (const review of blocks.filter((block) => block.focus.startsWith('Review (+'))) {
    const [, offset, topic] = /^Review \(\+(\d) days?\): (.*)$/.exec(review.focus)!;
    expect(blocks.some((block) => block.focus === `Learn: ${topic}` && block.day === review.day - Number(offset))).toBe(true);
  }

  // Deadlines of the week: a block before it is due, or a line that says there was no time for one.
  for (const deadline of input.deadlines) {
    const day = dayOffset(input.weekOf, deadline.dueAt.slice(0, 10));
    if (day < 0 || day > 13) {
      expect(markdown).not.toContain(deadline.title);
      continue;
    }
    const preps = blocks.filter((block) => block.focus.includes(`${deadline.title} (due`));
    if (day <= 6 && !preps.length) expect(markdown).toMatch(new RegExp(`\\*\\*${deadline.title}\\*\\*[^\\n]*no free time is left`));
  }

  // Courses: only the plan's course, the student's classes and the courses of their syllabi are ever named.
  const known = new Set(
    [input.course, ...input.classes.map((entry) => entry.code), ...(input.syllabusTopics ?? []).map((entry) => entry.course)].filter(Boolean),
  );
  for (const block of blocks) if (block.course !== undefined) expect(known.has(block.course)).toBe(true);
  for (const code of COURSE_POOL) if (!known.has(code)) expect(markdown).not.toContain(code);

  // The viewer renders it: a table when there are blocks, disabled task checkboxes.
  const html = renderMarkdown(markdown);
  if (blocks.length) {
    expect(html).toContain('<table>');
    expect(html).toContain('<input type="checkbox" disabled="" />');
  }
}
