// What the language model is asked for a weekly plan: the same inputs the embedded generator had, and
// the embedded plan as a skeleton to improve, keeping its schedule table so the Weekly calendar can read
// it, and the free time it may use. And what is done with the answer: a fence around the whole of it is
// taken off; an answer with no schedule table the calendar can read, or whose table books time that is
// not free (the past, a class, another plan, outside the daily window, after a deadline, over the
// budget), is refused (the embedded plan is used instead).
import type { ChatMessage } from '../llm/language-model';
import { clockTime } from '../../src/lib/study/clock-time';
import { studyWindow } from '../../src/lib/study/free-time';
import { keepsEveryRule, planViolations } from '../../src/lib/study/plan-violations';
import { readStudyBlocks } from '../../src/lib/study/study-blocks';
import { DAY_NAMES } from '../../src/lib/study/week';
import { busyIntervalsOfWeek } from '../../src/lib/timetable/class-meeting';
import { DEFAULT_WEEKLY_HOURS, type WeeklyPlanInput } from '../../src/lib/study/weekly-plan-types';
import { WEEKLY_PLAN_LIMITS } from '../../src/lib/entities/weekly-plan';

export function weeklyPlanMessages(input: WeeklyPlanInput, skeleton: string): ChatMessage[] {
  const hours = input.weeklyHours ?? DEFAULT_WEEKLY_HOURS;
  const system = [
    'You are DegreeMate’s study planner. You write one week’s study plan for a college student, in GitHub-flavoured markdown.',
    'Rules:',
    '- Start with a level-1 heading (the plan’s title), then a one-line goal for the week.',
    '- Keep a schedule table whose header is exactly `| Day | Time | Focus | Course |`, one row per study block, Monday to Sunday, times as HH:MM–HH:MM (24-hour).',
    `- Keep the total study time within ${hours} hours, and say the total.`,
    '- Name only the courses given for the student; never invent a course, a deadline or a date.',
    '- Review each topic 1, 3 and 7 days after first studying it, where the week allows.',
    '- Prepare for each deadline before it is due (about 7, 3 and 1 days before); nothing for a deadline after it is due. A deadline is never a topic to learn.',
    '- Place blocks only in the free time given: never before the time of writing, never during a busy time, only within the daily study window. Keep the skeleton’s times when unsure.',
    '- End with a daily checklist as a task list (`- [ ] …`).',
    '- Answer with the markdown plan only: no preamble, no code fence, no HTML.',
  ].join('\n');
  const classes = input.classes.map((entry) => (entry.title ? `${entry.code} (${entry.title})` : entry.code));
  const deadlines = input.deadlines.map((deadline) => `${deadline.title}${deadline.course ? ` [${deadline.course}]` : ''}, due ${deadline.dueAt}`);
  const user = [
    `Title: ${input.title}`,
    `Description: ${input.description || '(none)'}`,
    `Course: ${input.course || '(none)'}`,
    `Week of: Monday ${input.weekOf}`,
    `Classes the student is taking: ${classes.length ? classes.join('; ') : '(none)'}`,
    `Deadlines this week: ${deadlines.length ? deadlines.join('; ') : '(none)'}`,
    `Study hours for the week: ${hours}`,
    `Written at: ${input.now ?? '(the week is planned ahead)'}`,
    `Daily study window: ${studyWindow(input.dailyWindow).map(clockTime).join('–')}`,
    `Busy times (classes, the student’s other plans): ${busyTimes(input)}`,
    '',
    'A simple planner wrote this plan from the same inputs. Improve it: clearer goals, concrete study activities, a sensible topic order. Keep its schedule table format and stay within its hours.',
    '',
    skeleton,
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

/** Why a model's answer was not kept. */
export class UnusablePlanError extends Error {
  override name = 'UnusablePlanError';
}

function busyTimes(input: WeeklyPlanInput): string {
  const classes = busyIntervalsOfWeek(input.classMeetings ?? [], input.weekOf).map(
    (busy) => `${DAY_NAMES[busy.day]} ${clockTime(busy.start)}–${clockTime(busy.end)}`,
  );
  const plans = (input.otherPlanBlocks ?? []).map((block) => `${DAY_NAMES[block.day]} ${block.start}–${block.end}`);
  const all = [...classes, ...plans];
  return all.length ? all.join('; ') : '(none)';
}

/** The model's answer as a plan to store, or UnusablePlanError. */
export function modelPlanMarkdown(answer: string, input: WeeklyPlanInput): string {
  const fenced = /^\s*(`{3,}|~{3,})[ \t]*(?:markdown|md)?[ \t]*\r?\n([\s\S]*?)\r?\n\1[ \t]*\s*$/i.exec(answer);
  const markdown = (fenced ? fenced[2]! : answer).trim();
  if (!markdown) throw new UnusablePlanError('The model answered nothing.');
  if (markdown.length > WEEKLY_PLAN_LIMITS.markdown_plan) throw new UnusablePlanError('The model’s plan is too long.');
  const blocks = readStudyBlocks(markdown);
  if (blocks.length === 0) throw new UnusablePlanError('The model’s plan has no schedule table.');
  const violations = planViolations(input, blocks);
  if (!keepsEveryRule(violations)) throw new UnusablePlanError(`The model’s plan books time that is not free: ${JSON.stringify(violations)}`);
  return markdown;
}
