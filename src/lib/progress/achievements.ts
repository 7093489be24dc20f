// The Achievement tab's badges, earned from the student's own activity: each either earned,
// with the day it was earned when that is known, or with what is left to earn it.
import type { PlanCourse } from '../plan';
import type { Task } from '../task';
import { completedAt } from '../tasks/task-dates';
import { localDay, weekOf, type ZoneHistory } from './local-days';
import { currentStreak, firstReached } from './streaks';

export type AchievementId = 'first-plan' | 'streak-7' | 'ten-tasks' | 'week-done' | 'term-taken' | 'gpa-above-min';

export interface Achievement {
  id: AchievementId;
  title: string;
  description: string;
  earned: boolean;
  /** YYYY-MM-DD in the student's zone, when earned and the day is known. */
  earnedOn: string | null;
  /** What is left to earn it (empty when earned). */
  left: string;
  /** How far along, 0–1 (1 when earned). */
  progress: number;
}

export interface AchievementInput {
  tasks: readonly Pick<Task, 'id' | 'status' | 'completed_at' | 'updated_at' | 'due_at'>[];
  plan: { created_at?: string } | null;
  planCourses: readonly (Pick<PlanCourse, 'term' | 'status' | 'updated_at'> & Partial<Pick<PlanCourse, 'credit_source'>>)[];
  /** null: not known (never set on a plan yet). */
  gpa: number | null;
  minGpa: number;
  now: Date;
  zone: ZoneHistory;
}

const STREAK = 7;
const TASK_GOAL = 10;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dayOf = (value: string | undefined, zone: ZoneHistory) => (value ? localDay(value, zone) || null : null);

function badge(id: AchievementId, title: string, description: string, earnedOn: string | null, earned: boolean, left: string, progress: number): Achievement {
  return {
    id,
    title,
    description,
    earned,
    earnedOn: earned ? earnedOn : null,
    left: earned ? '' : left,
    progress: earned ? 1 : Math.max(0, Math.min(1, progress)),
  };
}

function firstPlan({ plan, zone }: AchievementInput): Achievement {
  return badge(
    'first-plan',
    'First plan',
    'Generated your graduation plan',
    dayOf(plan?.created_at, zone),
    !!plan,
    'Generate your graduation plan on the Advisor’s Graduation tab.',
    0,
  );
}

function completions({ tasks, zone }: AchievementInput): { at: number; day: string }[] {
  return tasks
    .map((task) => completedAt(task))
    .filter((at): at is string => !!at && Number.isFinite(Date.parse(at)))
    .map((at) => ({ at: Date.parse(at), day: localDay(at, zone) }))
    .sort((a, b) => a.at - b.at);
}

function streak(input: AchievementInput): Achievement {
  const days = completions(input).map((c) => c.day);
  const reached = firstReached(days, STREAK);
  const current = currentStreak(days, localDay(input.now, input.zone));
  const left = `${plural(STREAK - current, 'more day')} in a row with a completed task${current ? ` (you are on a ${current}-day streak)` : ''}.`;
  return badge('streak-7', '7-day streak', `Completed a task ${STREAK} days in a row`, reached, !!reached, left, current / STREAK);
}

function tenTasks(input: AchievementInput): Achievement {
  const done = completions(input);
  const tenth = done[TASK_GOAL - 1];
  return badge(
    'ten-tasks',
    '10 tasks done',
    `Completed ${TASK_GOAL} tasks`,
    tenth?.day ?? null,
    !!tenth,
    `${plural(TASK_GOAL - done.length, 'more task')} to complete.`,
    done.length / TASK_GOAL,
  );
}

/** A week (Monday–Sunday) with tasks due in it, every one of them complete; earned the day the last was done. */
function weekDone({ tasks, now, zone }: AchievementInput): Achievement {
  const byWeek = new Map<string, (typeof tasks)[number][]>();
  for (const task of tasks) {
    if (!task.due_at || !Number.isFinite(Date.parse(task.due_at))) continue;
    const monday = weekOf(localDay(task.due_at, zone))[0]!;
    byWeek.set(monday, [...(byWeek.get(monday) ?? []), task]);
  }
  for (const monday of [...byWeek.keys()].sort()) {
    const week = byWeek.get(monday)!;
    if (!week.every((task) => task.status === 'complete')) continue;
    const last = week
      .map((task) => completedAt(task) ?? '')
      .sort()
      .at(-1);
    return badge('week-done', 'Week cleared', 'Completed every task due in a week', dayOf(last, zone), true, '', 1);
  }
  const thisWeek = byWeek.get(weekOf(localDay(now, zone))[0]!) ?? [];
  const open = thisWeek.filter((task) => task.status !== 'complete').length;
  const left = thisWeek.length
    ? `${plural(open, 'task')} due this week still to complete.`
    : 'Give your tasks due dates, then complete every task due in one week.';
  return badge(
    'week-done',
    'Week cleared',
    'Completed every task due in a week',
    null,
    false,
    left,
    thisWeek.length ? (thisWeek.length - open) / thisWeek.length : 0,
  );
}

/** A term of the plan whose courses are all taken; earned when the last one was marked taken. */
function termTaken({ plan, planCourses, zone }: AchievementInput): Achievement {
  const title = 'Term complete';
  const description = 'Took every course of a term in your plan';
  if (!plan || !planCourses.length)
    return badge('term-taken', title, description, null, false, 'Generate your graduation plan, then mark a term’s courses as taken.', 0);
  const terms = new Map<string, (typeof planCourses)[number][]>();
  for (const course of planCourses) {
    // Credit from elsewhere was never a term's work, and courses with no term yet are no term.
    if (course.credit_source || course.term.trim() === '') continue;
    terms.set(course.term, [...(terms.get(course.term) ?? []), course]);
  }
  let closest: { term: string; open: number; size: number } | null = null;
  for (const [term, courses] of terms) {
    const open = courses.filter((course) => course.status !== 'taken').length;
    if (!open) {
      const last = courses
        .map((course) => course.updated_at ?? '')
        .sort()
        .at(-1);
      return badge('term-taken', title, `${description}: ${term}`, dayOf(last, zone), true, '', 1);
    }
    if (!closest || open < closest.open) closest = { term, open, size: courses.length };
  }
  if (!closest) return badge('term-taken', title, description, null, false, 'Place your courses in terms, then mark a term’s courses as taken.', 0);
  const { term, open, size } = closest;
  return badge('term-taken', title, description, null, false, `${plural(open, 'course')} of ${term} still to take.`, (size - open) / size);
}

function gpaAboveMin({ gpa, minGpa }: AchievementInput): Achievement {
  const title = 'Above the minimum GPA';
  const description = `A GPA above your program’s minimum of ${minGpa.toFixed(1)}`;
  if (gpa === null)
    return badge('gpa-above-min', title, description, null, false, 'Not earnable yet: your GPA is not recorded. It counts once your GPA is known.', 0);
  const earned = gpa > minGpa;
  return badge('gpa-above-min', title, description, null, earned, `Raise your GPA from ${gpa.toFixed(2)} to above ${minGpa.toFixed(1)}.`, gpa / minGpa);
}

export function achievements(input: AchievementInput): Achievement[] {
  return [firstPlan(input), streak(input), tenTasks(input), weekDone(input), termTaken(input), gpaAboveMin(input)];
}

/** Badges earned out of all, as a whole percentage. */
export function overallProgress(list: readonly Achievement[]): number {
  return list.length ? Math.round((list.filter((a) => a.earned).length / list.length) * 100) : 0;
}
