// The courses of a user's plans. A course names one of the same user's plans; any other plan id is
// answered as if it did not exist. A course never moves to another plan.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { planCourses, plans, type PlanCourseRow } from '../db/schema/plans';
import { ApiError, notFound, validationError } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import type { Created } from '../sync/entity';
import { claimRoom, countOwned, forgetCounts } from '../sync/record-caps';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { checkVersion, type Expected } from '../sync/versions';
import { formatTerm, parseTerm } from '../../src/lib/catalog/terms';
import type { PlanCourse as PlanCourseShape } from '../../src/lib/plan';

export const PLAN_COURSES = 'plan_courses';
export const PLAN_COURSE_CAP = 2_000;

export type PlanCourse = PlanCourseShape & { version: number };

type Writable = Omit<PlanCourse, 'id' | 'plan' | 'created_at' | 'updated_at' | 'version'>;
export type NewPlanCourse = Partial<Writable> & Pick<Writable, 'course_code' | 'term'> & { id?: string; plan: string };
export type PlanCourseChanges = Partial<Writable>;

/** Oldest first; only one plan's when `plan` is given. */
export async function listPlanCourses(db: Executor, ownerSub: string, page: PageRequest, plan?: string): Promise<Page<PlanCourse> & { count: number }> {
  const mine = and(eq(planCourses.ownerSub, ownerSub), plan === undefined ? undefined : eq(planCourses.planId, plan));
  const rows = await db
    .select({ row: planCourses, sortKey: sortKeyText(planCourses.createdAt) })
    .from(planCourses)
    .where(and(mine, afterCursor(planCourses.createdAt, planCourses.id, 'asc', page.after)))
    .orderBy(asc(planCourses.createdAt), asc(planCourses.id))
    .limit(page.limit + 1);
  const total = plan === undefined ? await countOwned(db, ownerSub, PLAN_COURSES) : ((await db.select({ count: count() }).from(planCourses).where(mine))[0]?.count ?? 0);
  return { ...toPage(rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })), page.limit, ({ row }) => toPlanCourse(row)), count: total };
}

export async function readPlanCourses(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, PlanCourse>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(planCourses).where(and(eq(planCourses.ownerSub, ownerSub), anyOf(planCourses.id, ids)));
  return new Map(rows.map((row) => [row.id, toPlanCourse(row)]));
}

/** Every course of these plans of this owner. */
export async function coursesOfPlans(db: Executor, ownerSub: string, planIds: string[]): Promise<PlanCourse[]> {
  if (planIds.length === 0) return [];
  const rows = await db.select().from(planCourses).where(and(eq(planCourses.ownerSub, ownerSub), inArray(planCourses.planId, planIds)));
  return rows.map(toPlanCourse);
}

export async function createPlanCourse(tx: Executor, ownerSub: string, input: NewPlanCourse): Promise<Created<PlanCourse>> {
  const log = await openChangeLog(tx, ownerSub);
  let id = input.id;
  if (id !== undefined) {
    const [existing] = await tx.select().from(planCourses).where(eq(planCourses.id, id));
    if (existing?.ownerSub === ownerSub) return { status: 200, record: toPlanCourse(existing) };
    // Another user's id: a fresh one, revealing nothing.
    if (existing) id = undefined;
  }
  const [plan] = await tx
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.id, input.plan), eq(plans.ownerSub, ownerSub)));
  if (!plan) throw validationError({ plan: ['No such plan.'] });
  await claimRoom(
    tx,
    ownerSub,
    PLAN_COURSES,
    PLAN_COURSE_CAP,
    () => new ApiError(400, `You can keep at most ${PLAN_COURSE_CAP.toLocaleString('en-US')} planned courses. Delete some to add more.`),
  );
  const values = { ...toColumns(input), ownerSub, planId: input.plan, courseCode: input.course_code, term: canonicalTerm(input.term) };
  const [created] = await tx.insert(planCourses).values({ ...values, id }).onConflictDoNothing({ target: planCourses.id }).returning();
  const row = created ?? (await tx.insert(planCourses).values(values).returning())[0]!;
  await log.record({ entity: PLAN_COURSES, id: row.id, version: row.version, deleted: false });
  return { status: 201, record: toPlanCourse(row) };
}

export async function updatePlanCourse(tx: Executor, ownerSub: string, id: string, changes: PlanCourseChanges, expected: Expected): Promise<PlanCourse> {
  const log = await openChangeLog(tx, ownerSub);
  await lockOwn(tx, ownerSub, id, expected);
  const [row] = await tx
    .update(planCourses)
    .set({ ...toColumns(changes), version: sql`${planCourses.version} + 1`, updatedAt: sql`now()` })
    .where(eq(planCourses.id, id))
    .returning();
  await log.record({ entity: PLAN_COURSES, id, version: row!.version, deleted: false });
  return toPlanCourse(row!);
}

export async function deletePlanCourse(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const row = await lockOwn(tx, ownerSub, id, expected);
  await tx.delete(planCourses).where(eq(planCourses.id, id));
  forgetCounts(tx);
  await log.record({ entity: PLAN_COURSES, id, version: row.version + 1, deleted: true });
}

async function lockOwn(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<PlanCourseRow> {
  const [row] = await tx
    .select()
    .from(planCourses)
    .where(and(eq(planCourses.id, id), eq(planCourses.ownerSub, ownerSub)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(row.version, expected, () => toPlanCourse(row));
  return row;
}

function toColumns(fields: PlanCourseChanges): Partial<typeof planCourses.$inferInsert> {
  const columns: Partial<typeof planCourses.$inferInsert> = {
    course: fields.course,
    courseCode: fields.course_code,
    courseTitle: fields.course_title,
    // The schema accepted it as a term: stored the way every device shows it ("fall 2026" → "Fall 2026").
    term: fields.term === undefined ? undefined : canonicalTerm(fields.term),
    status: fields.status,
    prerequisites: fields.prerequisites,
    credit: fields.credit,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toPlanCourse(row: PlanCourseRow): PlanCourse {
  return {
    id: row.id,
    plan: row.planId,
    course: row.course,
    course_code: row.courseCode,
    course_title: row.courseTitle,
    term: row.term,
    status: row.status,
    prerequisites: row.prerequisites,
    credit: row.credit,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function canonicalTerm(text: string): string {
  const term = parseTerm(text);
  return term ? formatTerm(term) : text;
}
