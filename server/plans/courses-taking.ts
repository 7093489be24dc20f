// The classes a student is taking now: the courses of their plans with status `taking`, one per code.
// Other domains (the weekly plan generator) read this, never the plan tables themselves.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { planCourses } from '../db/schema/plans';

export interface CourseTaking {
  code: string;
  /** '' when the plan holds none. */
  title: string;
}

/** Ordered by code; a code planned in several plans appears once (the first title that is not blank). */
export async function coursesTaking(db: Executor, ownerSub: string): Promise<CourseTaking[]> {
  const rows = await db
    .select({ code: planCourses.courseCode, title: planCourses.courseTitle })
    .from(planCourses)
    .where(and(eq(planCourses.ownerSub, ownerSub), eq(planCourses.status, 'taking')))
    .orderBy(asc(planCourses.courseCode), asc(planCourses.createdAt));
  const byCode = new Map<string, CourseTaking>();
  for (const row of rows) {
    const known = byCode.get(row.code);
    if (!known) byCode.set(row.code, { code: row.code, title: row.title });
    else if (!known.title && row.title) known.title = row.title;
  }
  return [...byCode.values()];
}
