// Writes a generated plan as markdown: heading and goal, the schedule table (`| Day | Time | Focus |`,
// which study-blocks.ts reads back), topics with their review days, deadlines, a daily checklist of GFM
// task items, next week's reviews, what did not fit, and the total against the budget. All text put in
// here is already plain (plan-topics.ts), so no cell needs escaping.
import { dueLabel } from './deadline-preps';
import type { WeekDeadline } from './plan-deadlines';
import { dayLabel, goalLine, hours } from './plan-labels';
import type { LaterReview, TopicCourse } from './spaced-reviews';
import { DAY_NAMES } from './week';
import type { StudyBlock } from './weekly-plan-types';

export interface PlanDraft {
  title: string;
  weekOf: string;
  /** The first day with time left (7: the week is over). */
  firstDay: number;
  courses: string[];
  budgetMinutes: number;
  totalMinutes: number;
  blocks: StudyBlock[];
  topics: (TopicCourse & { firstDay: number })[];
  later: LaterReview[];
  unplaced: TopicCourse[];
  deadlines: WeekDeadline[];
  missed: WeekDeadline[];
  prepDays: Map<WeekDeadline, number[]>;
}

export function planMarkdown(draft: PlanDraft): string {
  const { weekOf } = draft;
  const topicCourses = [...new Set(draft.topics.flatMap((entry) => (entry.course ? [entry.course] : [])))];
  const goal = goalLine(
    draft.topics.map((entry) => entry.topic),
    draft.deadlines,
    draft.topics.length ? topicCourses : draft.courses,
    draft.title,
  );
  const lines = [`# ${draft.title}`, '', `**Goal:** ${goal}`, ''];
  lines.push(`Week of ${dayLabel(weekOf, 0, true)} to ${dayLabel(weekOf, 6, true)}${draft.courses.length ? ` · Courses: ${draft.courses.join(', ')}` : ''}`);
  lines.push('', '## Schedule', '');
  if (draft.blocks.length) {
    lines.push('| Day | Time | Focus | Course |', '| --- | --- | --- | --- |');
    for (const block of draft.blocks) lines.push(`| ${DAY_NAMES[block.day]} | ${block.start}–${block.end} | ${block.focus} | ${block.course ?? ''} |`);
  } else if (draft.firstDay > 6) {
    lines.push('This week is over: plan next week instead.');
  } else {
    lines.push(`No study block fits a budget of ${hours(draft.budgetMinutes)} in the free time left this week.`);
  }
  if (draft.topics.length) {
    lines.push('', '## Topics and spaced reviews', '', '| Topic | First study | +1 day | +3 days | +7 days |', '| --- | --- | --- | --- | --- |');
    for (const entry of draft.topics) {
      const [one, three, seven] = [1, 3, 7].map((offset) => {
        const day = entry.firstDay + offset;
        if (entry.before !== undefined && day >= entry.before) return '— (after its deadline)';
        return dayLabel(weekOf, day) + (day > 6 ? ' (next week)' : '');
      });
      lines.push(`| ${entry.topic}${entry.course ? ` (${entry.course})` : ''} | ${dayLabel(weekOf, entry.firstDay)} | ${one} | ${three} | ${seven} |`);
    }
  }
  if (draft.deadlines.length) {
    lines.push('', '## Deadlines', '');
    for (const deadline of draft.deadlines) lines.push(`- ${deadlineLine(deadline, draft)}`);
  }
  lines.push('', '## Daily checklist');
  for (let day = 0; day < 7; day++) {
    lines.push('', `### ${dayLabel(weekOf, day)}`, '');
    const ofDay = draft.blocks.filter((block) => block.day === day);
    if (!ofDay.length) lines.push(day < draft.firstDay ? 'Over before this plan was made.' : 'Rest day: no study block.');
    for (const block of ofDay) lines.push(`- [ ] ${block.start}–${block.end} ${block.focus}${block.course ? ` (${block.course})` : ''}`);
  }
  if (draft.later.length) {
    lines.push('', '## Next week', '', 'Reviews that fall after Sunday: carry them into next week’s plan.', '');
    for (const review of [...draft.later].sort((a, b) => a.dayFromMonday - b.dayFromMonday)) {
      lines.push(`- [ ] ${dayLabel(weekOf, review.dayFromMonday)}: ${review.focus}${review.course ? ` (${review.course})` : ''}`);
    }
  }
  if (draft.unplaced.length) {
    lines.push(
      '',
      '## Not scheduled this week',
      '',
      `These did not fit the ${hours(draft.budgetMinutes)} budget; start them next week or raise the weekly hours.`,
      '',
    );
    for (const entry of draft.unplaced.slice(0, 20)) lines.push(`- ${entry.topic}${entry.course ? ` (${entry.course})` : ''}`);
    if (draft.unplaced.length > 20) lines.push(`- and ${draft.unplaced.length - 20} more`);
  }
  lines.push(
    '',
    '## Total',
    '',
    `**Total study time: ${hours(draft.totalMinutes)}** of a ${hours(draft.budgetMinutes)} weekly budget, in ${draft.blocks.length} ${draft.blocks.length === 1 ? 'block' : 'blocks'}.`,
    '',
  );
  return lines.join('\n');
}

function deadlineLine(deadline: WeekDeadline, draft: PlanDraft): string {
  const course = deadline.course ? ` (${deadline.course})` : '';
  const due = `**${deadline.title}**${course}, due ${dayLabel(draft.weekOf, deadline.day)} ${dueLabel(deadline).slice(4)}`;
  const days = draft.prepDays.get(deadline) ?? [];
  if (draft.missed.includes(deadline)) return `${due}: no free time is left before it is due, within the study window, the classes and the budget.`;
  if (!days.length) return `${due}: prepare for it in next week’s plan.`;
  const when = days.map((day) => DAY_NAMES[day]);
  return `${due}: prepare on ${when.join(', ')}${deadline.day > 6 ? ', then next week' : ''}, finishing before it is due.`;
}
