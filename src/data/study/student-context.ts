// What the device knows of the student that shapes a weekly plan, read the way the server reads it
// (server/study/weekly-plan-inputs.ts): classes being taken, open tasks due around the week, the topics
// their imported syllabi set for the week, the weekly study budget and daily study window of their
// settings, their class meetings, and the blocks of their other plans of the week (all but `replaces`,
// the plan being regenerated).
import { toClassMeeting, type ClassMeetingRecord } from '../../lib/entities/class-meeting';
import { DEADLINE_HORIZON } from '../../lib/study/plan-deadlines';
import { readStudyBlocks } from '../../lib/study/study-blocks';
import { syllabusTopicsOfWeek } from '../../lib/study/syllabus-week-topics';
import { DEFAULT_WEEKLY_HOURS, type WeeklyPlanInput } from '../../lib/study/weekly-plan-types';
import type { AppDatabase } from '../app-database';
import { SINGLETON_ID } from '../entities/entity-descriptor';
import type { PlanCourse } from '../entities/plan-course';
import type { Syllabus } from '../entities/syllabus';
import type { Task } from '../entities/task';
import type { WeeklyPlan } from '../entities/weekly-plan';

const DAY_MS = 24 * 60 * 60 * 1000;

type Context = Pick<WeeklyPlanInput, 'classes' | 'deadlines' | 'syllabusTopics' | 'weeklyHours' | 'classMeetings' | 'dailyWindow' | 'otherPlanBlocks'>;

export async function studentContext(db: AppDatabase, weekOf: string, replaces?: string): Promise<Context> {
  const courses = (await db.planCourses.toArray()) as unknown as PlanCourse[];
  const classes = courses.filter((course) => course.status === 'taking').map((course) => ({ code: course.course_code, title: course.course_title || undefined }));

  // A day either side: the generator places a deadline by the date written in its due_at and drops the rest.
  const monday = Date.parse(`${weekOf}T00:00:00Z`);
  const tasks = (await db.tasks.toArray()) as unknown as Task[];
  const deadlines = tasks
    .filter((task) => task.status !== 'complete' && task.due_at)
    .filter((task) => {
      const due = Date.parse(task.due_at!);
      return due >= monday - DAY_MS && due < monday + (DEADLINE_HORIZON + 1) * DAY_MS;
    })
    .map((task) => ({ title: task.title, dueAt: task.due_at!, ...(task.course ? { course: task.course } : {}) }));

  const syllabusTopics = syllabusTopicsOfWeek((await db.syllabi.toArray()) as unknown as Syllabus[], weekOf);
  const settings = (await db.settings.get(SINGLETON_ID)) as { weekly_study_hours?: number; earliest_study_time?: string; latest_study_time?: string } | undefined;
  const classMeetings = ((await db.classMeetings.toArray()) as unknown as ClassMeetingRecord[]).map(toClassMeeting);
  // A copy saved before the window existed has neither time: the generator's default applies.
  const dailyWindow = settings?.earliest_study_time && settings.latest_study_time ? { earliest: settings.earliest_study_time, latest: settings.latest_study_time } : undefined;
  const plans = (await db.weeklyPlans.toArray()) as unknown as WeeklyPlan[];
  const otherPlanBlocks = plans.filter((plan) => plan.week_of === weekOf && !plan.archived && plan.id !== replaces).flatMap((plan) => readStudyBlocks(plan.markdown_plan));
  return { classes, deadlines, syllabusTopics, weeklyHours: settings?.weekly_study_hours ?? DEFAULT_WEEKLY_HOURS,
    classMeetings,
    ...(dailyWindow ? { dailyWindow } : {}),
    otherPlanBlocks,
  };
}
