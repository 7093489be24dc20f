// A user's graduation plans. Like every synced collection: client-chosen ids, versions, a change-log entry
// per write. Deleting a plan deletes its courses here (not only by the foreign key's cascade) so that each
// of them gets its own tombstone in the change feed.
import { and, asc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { planCourses, plans, type PlanRow } from '../db/schema/plans';
import { ApiError, notFound } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import type { Created } from '../sync/entity';
import { claimRoom, countOwned, forgetCounts } from '../sync/record-caps';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { checkVersion, type Expected } from '../sync/versions';
import type { Plan as PlanShape } from '../../src/lib/plan';
import { createPlanCourse, PLAN_COURSES, type NewPlanCourse } from './plan-course-service';

export const PLANS = 'plans';
export const PLAN_CAP = 50;

export type Plan = PlanShape & { version: number };

type Writable = Omit<Plan, 'id' | 'created_at' | 'updated_at' | 'version'>;
export type PlanFields = Partial<Writable> & Pick<Writable, 'start_term' | 'start_year'>;
/** `courses` are created with the plan (each as if posted on its own). */
export type NewPlan = PlanFields & { id?: string; courses?: Omit<NewPlanCourse, 'plan'>[] };
export type PlanChanges = Partial<Writable>;

/** Every writable field at its default, for a PUT that leaves some out. */
const DEFAULTS = { university: null, university_name: '', program: null, program_name: '', credit_load: 0, total_credits: 0, current_gpa: null, estimated_graduation: '', terms_needed: 0, lower_bound_terms: 0 };

/** Oldest first. */
export async function listPlans(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<Plan> & { count: number }> {
  const rows = await db
    .select({ row: plans, sortKey: sortKeyText(plans.createdAt) })
    .from(plans)
    .where(and(eq(plans.ownerSub, ownerSub), afterCursor(plans.createdAt, plans.id, 'asc', page.after)))
    .orderBy(asc(plans.createdAt), asc(plans.id))
    .limit(page.limit + 1);
  const total = await countOwned(db, ownerSub, PLANS);
  return { ...toPage(rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })), page.limit, ({ row }) => toPlan(row)), count: total };
}

export async function readPlans(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Plan>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(plans).where(and(eq(plans.ownerSub, ownerSub), anyOf(plans.id, ids)));
  return new Map(rows.map((row) => [row.id, toPlan(row)]));
}

/** `complete` fills in what the plan needs (its generated courses) once it is known to be a new plan, not a retry. */
export async function createPlan(tx: Executor, ownerSub: string, sent: NewPlan, complete: (plan: NewPlan) => Promise<NewPlan> = async (plan) => plan): Promise<Created<Plan>> {
  const log = await openChangeLog(tx, ownerSub);
  let id = sent.id;
  if (id !== undefined) {
    const [existing] = await tx.select().from(plans).where(eq(plans.id, id));
    if (existing?.ownerSub === ownerSub) return { status: 200, record: toPlan(existing) };
    // Another user's id: this plan gets a fresh one, and nothing about theirs is revealed.
    if (existing) id = undefined;
  }
  const input = await complete(sent);
  await claimRoom(
    tx,
    ownerSub,
    PLANS,
    PLAN_CAP,
    () => new ApiError(400, `You can keep at most ${PLAN_CAP} plans. Delete one to add another.`),
  );
  const values = { ...toColumns({ ...DEFAULTS, ...input }), ownerSub, startTerm: input.start_term, startYear: input.start_year };
  const [created] = await tx.insert(plans).values({ ...values, id }).onConflictDoNothing({ target: plans.id }).returning();
  const row = created ?? (await tx.insert(plans).values(values).returning())[0]!;
  await log.record({ entity: PLANS, id: row.id, version: row.version, deleted: false });
  for (const course of input.courses ?? []) await createPlanCourse(tx, ownerSub, { ...course, plan: row.id });
  return { status: 201, record: toPlan(row) };
}

/** PATCH with some fields, PUT with all (the route's schema decides which). 404 / 412 as usual. */
export async function updatePlan(tx: Executor, ownerSub: string, id: string, changes: PlanChanges, expected: Expected): Promise<Plan> {
  const log = await openChangeLog(tx, ownerSub);
  await lockOwn(tx, ownerSub, id, expected);
  const [row] = await tx
    .update(plans)
    .set({ ...toColumns(changes), version: sql`${plans.version} + 1`, updatedAt: sql`now()` })
    .where(eq(plans.id, id))
    .returning();
  await log.record({ entity: PLANS, id, version: row!.version, deleted: false });
  return toPlan(row!);
}

export function replacePlan(tx: Executor, ownerSub: string, id: string, fields: PlanFields, expected: Expected): Promise<Plan> {
  return updatePlan(tx, ownerSub, id, { ...DEFAULTS, ...fields }, expected);
}

export async function deletePlan(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const plan = await lockOwn(tx, ownerSub, id, expected);
  const courses = await tx.delete(planCourses).where(eq(planCourses.planId, id)).returning({ id: planCourses.id, version: planCourses.version });
  await tx.delete(plans).where(eq(plans.id, id));
  forgetCounts(tx);
  // Tombstones are newer than any copy a device may hold; the courses go first, as a client would delete them.
  await log.record(
    ...courses.map((course) => ({ entity: PLAN_COURSES, id: course.id, version: course.version + 1, deleted: true })),
    { entity: PLANS, id, version: plan.version + 1, deleted: true },
  );
}

/** This owner's plan, locked for the rest of the transaction; 404 / 412 otherwise. */
async function lockOwn(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<PlanRow> {
  const [row] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), eq(plans.ownerSub, ownerSub)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(row.version, expected, () => toPlan(row));
  return row;
}

function toColumns(fields: PlanChanges): Partial<typeof plans.$inferInsert> {
  const columns: Partial<typeof plans.$inferInsert> = {
    university: fields.university,
    universityName: fields.university_name,
    program: fields.program,
    programName: fields.program_name,
    startTerm: fields.start_term,
    startYear: fields.start_year,
    creditLoad: fields.credit_load,
    totalCredits: fields.total_credits,
    currentGpa: fields.current_gpa,
    estimatedGraduation: fields.estimated_graduation,
    termsNeeded: fields.terms_needed,
    lowerBoundTerms: fields.lower_bound_terms,
  };
  // Absent fields stay as they are; null is a real change.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    university: row.university,
    university_name: row.universityName,
    program: row.program,
    program_name: row.programName,
    start_term: row.startTerm,
    start_year: row.startYear,
    credit_load: row.creditLoad,
    total_credits: row.totalCredits,
    current_gpa: row.currentGpa,
    estimated_graduation: row.estimatedGraduation,
    terms_needed: row.termsNeeded,
    lower_bound_terms: row.lowerBoundTerms,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
