// What a generated weekly plan is made from, gathered on the server the way the device gathers it: the
// request's title, description and course, the student's classes (plan courses with status taking), the
// week's deadlines, the topics their syllabi set for the week, and the weekly study budget of their settings.
import type { Executor } from '../db/executor';
import { weeklyStudyHours } from '../account/settings-service';
import { coursesTaking } from '../plans/courses-taking';
import { allSyllabi } from '../syllabi/syllabus-service';
import { openTasksDueBetween } from '../tasks/task-service';
import { syllabusTopicsOfWeek } from '../../src/lib/study/syllabus-week-topics';
import { DEFAULT_WEEKLY_HOURS, type WeeklyPlanInput } from '../../src/lib/study/weekly-plan-types';

export interface GenerateRequest {
  title: string;
  description?: string;
  course?: string;
}

export async function weeklyPlanInput(db: Executor, ownerSub: string, request: GenerateRequest, weekOf: string): Promise<WeeklyPlanInput> {
  const classes = (await coursesTaking(db, ownerSub)).map(({ code, title }) => (title ? { code, title } : { code }));
  const input: WeeklyPlanInput = {
    title: request.title,
    description: request.description ?? '',
    weekOf,
    classes,
    deadlines: await deadlinesOfWeek(db, ownerSub, weekOf),
    weeklyHours: (await weeklyStudyHours(db, ownerSub)) ?? DEFAULT_WEEKLY_HOURS,
  };
  if (request.course) input.course = request.course;
  const syllabusTopics = syllabusTopicsOfWeek(await allSyllabi(db, ownerSub), weekOf);
  if (syllabusTopics.length > 0) input.syllabusTopics = syllabusTopics;
  return input;
}

/**
 * The student's open tasks due around the week starting at `weekOf`, as { title, course?, dueAt }. A day
 * either side: the generator places a deadline by the date written in its dueAt, whatever the time zone,
 * and leaves out those outside the week itself.
 */
async function deadlinesOfWeek(db: Executor, ownerSub: string, weekOf: string): Promise<WeeklyPlanInput['deadlines']> {
  const monday = Date.parse(`${weekOf}T00:00:00Z`);
  const day = 24 * 60 * 60 * 1000;
  const tasks = await openTasksDueBetween(db, ownerSub, new Date(monday - day), new Date(monday + 8 * day));
  return tasks.map((task) => ({ title: task.title, dueAt: task.due_at!, ...(task.course ? { course: task.course } : {}) }));
}
