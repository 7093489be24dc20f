// Gathers what the embedded advisor reads (src/lib/advisor) from the database: the profile, the user's
// current plan (their first, as GET /api/requirements/ takes it) with its courses, the plan's program
// catalogue, tasks and imported syllabi. Each through its own domain's exported reads.
import { toPlanCourseView } from '../../src/lib/grades/plan-course-grades';
import type { AdvisorInput, AdvisorTask } from '../../src/lib/advisor/advisor-types';
import { readProgramCatalog } from '../catalog/catalog-service';
import { tasksWithDueDates } from '../tasks/task-service';
import type { Executor } from '../db/executor';
import { ApiError } from '../http/api-error';
import { coursesOfPlans } from '../plans/plan-course-service';
import { listPlans } from '../plans/plan-service';
import { readProfile } from '../profile/profile-service';
import { allSyllabi } from '../syllabi/syllabus-service';

export async function advisorInputOf(db: Executor, ownerSub: string, now: Date): Promise<AdvisorInput> {
  const profile = await readProfile(db, ownerSub);
  const [plan] = (await listPlans(db, ownerSub, { limit: 1 })).results;
  const planCourses = plan ? await coursesOfPlans(db, ownerSub, [plan.id]) : [];
  const catalog = plan?.program
    ? await readProgramCatalog(db, plan.program).catch((error: unknown) => {
        // A program that left the catalogue: answer from the plan alone.
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      })
    : null;
  return {
    profile: { first_name: profile.first_name, expected_graduation: profile.expected_graduation },
    plan: plan ?? null,
    planCourses: planCourses.map(toPlanCourseView),
    catalog,
    tasks: await tasksOf(db, ownerSub),
    syllabi: (await allSyllabi(db, ownerSub)).map(({ course, term, term_start, topics, grading }) => ({ course, term, term_start, topics, grading })),
    now,
  };
}

/** The user's tasks with a due date ("what is due this week"). */
async function tasksOf(db: Executor, ownerSub: string): Promise<AdvisorTask[]> {
  return (await tasksWithDueDates(db, ownerSub)).map(({ title, course, due_at, status }) => ({ title, course, due_at, status }));
}
