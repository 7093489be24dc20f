// Named cases for the weekly plan generator: a realistic week, deadlines on Monday and late in the week,
// tight and empty budgets, courses the student does not take, and how each input changes the plan.
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/lib/markdown/safe-markdown';
import { generateWeeklyPlan } from '../../../../src/lib/study/generate-weekly-plan';
import type { WeeklyPlanInput } from '../../../../src/lib/study/weekly-plan-types';
import { checkPlan, section } from './plan-checker';

const base: WeeklyPlanInput = {
  title: 'Algorithms midterm',
  description: 'I need to study for my midterm on graph algorithms, dynamic programming and greedy methods. Also review recursion.',
  course: 'CS 2110',
  weekOf: '2026-11-23',
  classes: [
    { code: 'CS 2110', title: 'Object-Oriented Programming' },
    { code: 'MATH 1920', title: 'Multivariable Calculus' },
  ],
  deadlines: [{ title: 'Problem set 4', course: 'CS 2110', dueAt: '2026-11-26T23:59:00-05:00' }],
};

function plan(change: Partial<WeeklyPlanInput> = {}) {
  const input = { ...base, ...change };
  const result = generateWeeklyPlan(input);
  checkPlan(input, result);
  return result;
}

describe('generateWeeklyPlan', () => {
  it('adds the topics the student’s syllabi set for the week after their own, with the syllabus’s course', () => {
    const syllabusTopics = [
      { topic: 'Graph algorithms; Minimum spanning trees', course: 'CS 2110' },
      { topic: 'Line integrals', course: 'MATH 1920' },
      { topic: 'Thermodynamics', course: 'PHYS 2213' },
    ];
    const forTheCourse = plan({ syllabusTopics });
    // Graph algorithms was the student's own topic already; the plan names CS 2110, so other courses' topics stay out.
    expect(forTheCourse.blocks.filter((block) => block.focus === 'Learn: Graph algorithms')).toHaveLength(1);
    expect(forTheCourse.blocks.find((block) => block.focus === 'Learn: Minimum spanning trees')).toMatchObject({ course: 'CS 2110' });
    expect(forTheCourse.blocks.some((block) => /Line integrals|Thermodynamics/.test(block.focus))).toBe(false);

    const wholeWeek = plan({ course: undefined, description: '', syllabusTopics });
    expect(wholeWeek.blocks.find((block) => block.focus === 'Learn: Line integrals')).toMatchObject({ course: 'MATH 1920' });
    // A course the student's plan does not list, but whose syllabus they imported, is theirs too.
    expect(wholeWeek.blocks.find((block) => block.focus === 'Learn: Thermodynamics')).toMatchObject({ course: 'PHYS 2213' });
  });
  it('writes a week with the description’s topics, their reviews, the deadline and a checklist', () => {
    const { markdown, blocks, totalHours } = plan();
    expect(markdown.startsWith('# Algorithms midterm\n')).toBe(true);
    expect(markdown).toMatch(/\*\*Goal:\*\* Learn Graph algorithms, Dynamic programming and 2 more for CS 2110/);
    expect(markdown).toContain('| Day | Time | Focus | Course |');
    for (const topic of ['Graph algorithms', 'Dynamic programming', 'Greedy methods', 'Recursion']) {
      expect(blocks.filter((block) => block.focus === `Learn: ${topic}`)).toHaveLength(1);
    }
    const [first] = blocks.filter((block) => block.focus === 'Learn: Graph algorithms');
    expect(first).toMatchObject({ day: 0, course: 'CS 2110' });
    expect(blocks.find((block) => block.focus === 'Review (+1 day): Graph algorithms')?.day).toBe(1);
    expect(blocks.find((block) => block.focus === 'Review (+3 days): Graph algorithms')?.day).toBe(3);
    expect(section(markdown, 'Next week')).toContain('Mon 30 Nov: Review (+7 days): Graph algorithms (CS 2110)');
    // Due Thursday 23:59: 3 days before (Monday) and the day before (Wednesday); 7 days before is last week.
    expect(blocks.filter((block) => block.focus.includes('Problem set 4')).map((block) => [block.day, block.focus])).toEqual([
      [0, 'Prepare: Problem set 4 (due Thu 23:59)'],
      [2, 'Final review: Problem set 4 (due Thu 23:59)'],
    ]);
    // MATH 1920 has no topic: it still gets a weekly review.
    expect(blocks.some((block) => block.course === 'MATH 1920' && block.focus.includes('Multivariable Calculus'))).toBe(true);
    expect(section(markdown, 'Daily checklist')).toContain('### Mon 23 Nov\n\n- [ ] 17:00–18:00');
    expect(totalHours).toBeLessThanOrEqual(14);
    expect(markdown).toContain(`of a 14 h weekly budget`);
  });

  it('gives a deadline due Monday a block that morning, ending half an hour before it is due', () => {
    const { blocks, markdown } = plan({ deadlines: [{ title: 'Lab report', dueAt: '2026-11-23T12:00:00Z' }] });
    const early = blocks.filter((block) => block.focus.includes('Lab report'));
    // No day before it in the week: the first free hour of the window, 08:00, ends by 11:30.
    expect(early).toEqual([{ day: 0, start: '08:00', end: '09:00', focus: 'Prepare: Lab report (due Mon 12:00)' }]);
    expect(markdown).toContain('- **Lab report**, due Mon 23 Nov 12:00: prepare on Monday, finishing before it is due.');
  });

  it('says when a Monday deadline is due before any block could end', () => {
    const { blocks, markdown } = plan({ deadlines: [{ title: 'Quiz 3', dueAt: '2026-11-23T07:15:00Z' }] });
    expect(blocks.some((block) => block.focus.includes('Quiz 3'))).toBe(false);
    expect(markdown).toContain('**Quiz 3**, due Mon 23 Nov 07:15: no free time is left before it is due');
  });

  it('ignores past deadlines, prepares this week for one early next week, and names no course the student does not take', () => {
    const { markdown, blocks } = plan({
      course: undefined,
      deadlines: [
        { title: 'Last week essay', course: 'CS 2110', dueAt: '2026-11-22T23:00:00Z' },
        { title: 'Next week exam', dueAt: '2026-11-30T09:00:00Z' },
        { title: 'Physics lab', course: 'PHYS 2213', dueAt: '2026-11-25T10:00:00Z' },
      ],
    });
    expect(markdown).not.toContain('essay');
    expect(markdown).not.toContain('PHYS');
    // Due next Monday 09:00: 7, 3 and 1 days before are this Monday, Friday and Sunday.
    expect(blocks.filter((block) => block.focus.includes('Next week exam')).map((block) => [block.day, block.focus])).toEqual([
      [0, 'Prepare: Next week exam (due Mon 09:00)'],
      [4, 'Review for: Next week exam (due Mon 09:00)'],
      [6, 'Final review: Next week exam (due Mon 09:00)'],
    ]);
    expect(blocks.find((block) => block.focus.includes('Physics lab'))).not.toHaveProperty('course');
  });

  it('keeps within a small budget and lists what did not fit', () => {
    const { markdown, totalHours } = plan({ weeklyHours: 3, deadlines: [] });
    expect(totalHours).toBeLessThanOrEqual(3);
    expect(section(markdown, 'Not scheduled this week')).toContain('Recursion');
    expect(markdown).toContain(`**Total study time: ${totalHours} h** of a 3 h weekly budget`);
  });

  it('writes no block for a budget of zero, and says so', () => {
    const { markdown, blocks, totalHours } = plan({ weeklyHours: 0 });
    expect(blocks).toEqual([]);
    expect(totalHours).toBe(0);
    expect(markdown).toContain('No study block fits a budget of 0 h in the free time left this week.');
    expect(section(markdown, 'Deadlines')).toContain('no free time is left');
  });

  it('studies the title when the description has no topic and there is no deadline', () => {
    const { blocks } = plan({ description: ' ... ', deadlines: [], course: undefined, classes: [] });
    expect(blocks.filter((block) => block.focus === 'Learn: Algorithms midterm')).toHaveLength(1);
    expect(blocks.every((block) => block.course === undefined)).toBe(true);
  });

  it('ties a topic to the class it names', () => {
    const { blocks } = plan({ course: undefined, description: 'Lagrange multipliers for math 1920\nStreams in Java' });
    expect(blocks.find((block) => block.focus === 'Learn: Lagrange multipliers for math 1920')?.course).toBe('MATH 1920');
    expect(blocks.find((block) => block.focus === 'Learn: Streams in Java')).not.toHaveProperty('course');
  });

  it('changes the plan visibly whenever an input changes', () => {
    const variants: Partial<WeeklyPlanInput>[] = [
      {},
      { title: 'Final exam week' },
      { description: 'Heaps; tries; union-find' },
      { course: 'MATH 1920' },
      { weekOf: '2026-11-30' },
      { classes: [{ code: 'CS 2110' }] },
      { deadlines: [] },
      { deadlines: [{ title: 'Problem set 4', course: 'CS 2110', dueAt: '2026-11-28T12:00:00Z' }] },
      { weeklyHours: 6 },
    ];
    const schedules = variants.map((change) => plan(change).markdown);
    expect(new Set(schedules).size).toBe(variants.length);
  });

  it('refuses a week that does not start on a Monday', () => {
    expect(() => generateWeeklyPlan({ ...base, weekOf: '2026-11-24' })).toThrow(RangeError);
    expect(() => generateWeeklyPlan({ ...base, weekOf: 'soon' })).toThrow(RangeError);
  });

  it('renders in the viewer with a schedule table and disabled checkboxes', () => {
    const html = renderMarkdown(plan().markdown);
    expect(html).toContain('<th>Day</th>\n<th>Time</th>\n<th>Focus</th>');
    expect(html).toContain('<td>Monday</td>\n<td>17:00–18:00</td>');
    expect(html).toMatch(/<li><input type="checkbox" disabled="" \/> 17:00–18:00 /);
  });
});
