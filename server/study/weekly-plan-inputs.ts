// What a generated weekly plan is made from, gathered on the server the way the device gathers it: the
// request's title, description and course, the student's classes (plan courses with status taking), the
// deadlines of the week and the next, the topics their syllabi set for the week, the weekly study budget
// and daily study window of their settings, their class meetings and the blocks of their other plans of
// the week (busy time, except the plan being regenerated) and the moment of generation.
import type { Executor } from '../db/executor';
import { studyWindow, weeklyStudyHours } from '../account/settings-service';
import { coursesTaking } from '../plans/courses-taking';
import { allSyllabi } from '../syllabi/syllabus-service';
import { openTasksDueBetween } from '../tasks/task-service';
import { allClassMeetings } from '../timetable/class-meeting-service';
import { toClassMeeting } from '../../src/lib/entities/class-meeting';
import { DEADLINE_HORIZON } from '../../src/lib/study/plan-deadlines';
import { readStudyBlocks } from '../../src/lib/study/study-blocks';
import { syllabusTopicsOfWeek } from '../../src/lib/study/syllabus-week-topics';
import { localMoment } from '../../src/lib/study/week';
import { DEFAULT_WEEKLY_HOURS, type WeeklyPlanInput } from '../../src/lib/study/weekly-plan-types';
import { weeklyPlansOfWeek } from './weekly-plan-service';

export interface GenerateRequest {
  title: string;
  description?: string;
  course?: string;
  /** The student's wall clock, 'YYYY-MM-DDTHH:MM'; the server's when absent. */
  local_now?: string;
  /** The plan being regenerated: its blocks make way for the new plan's. */
  replaces?: string;
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
    now: request.local_now ?? localMoment(new Date()),
    classMeetings: (await allClassMeetings(db, ownerSub)).map(toClassMeeting),
    otherPlanBlocks: (await weeklyPlansOfWeek(db, ownerSub, weekOf))
      .filter((plan) => plan.id !== request.replaces)
      .flatMap((plan) => readStudyBlocks(plan.markdown_plan)),
  };
  if (request.course) input.course = request.course;
  const dailyWindow = await studyWindow(db, ownerSub);
  if (dailyWindow) input.dailyWindow = dailyWindow;
  const syllabusTopics = syllabusTopicsOfWeek(await allSyllabi(db, ownerSub), weekOf);
  if (syllabusTopics.length > 0) input.syllabusTopics = syllabusTopics;
  return input;
}

/**
 * The student's open tasks due around the week starting at `weekOf` and the week after, as { title,
 * course?, dueAt }. A day either side: the generator places a deadline by the date written in its dueAt,
 * whatever the time zone, and leaves out the others.
 */
async function deadlinesOfWeek(db: Executor, ownerSub: string, weekOf: string): Promise<WeeklyPlanInput['deadlines']> {
  const monday = Date.parse(`${weekOf}T00:00:00Z`);
  const day = 24 * 60 * 60 * 1000;
  const tasks = await openTasksDueBetween(db, ownerSub, new Date(monday - day), new Date(monday + (DEADLINE_HORIZON + 1) * day));
  return tasks.map((task) => ({ title: task.title, dueAt: task.due_at!, ...(task.course ? { course: task.course } : {}) }));
}
