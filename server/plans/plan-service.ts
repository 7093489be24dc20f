// A user's graduation plans. Like every synced collection (server/sync/owned-records.ts): client-chosen ids,
// versions, a change-log entry per write. Deleting a plan deletes its courses here (not only by the foreign key's cascade) so that each
// of them gets its own tombstone in the change feed.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { planCourses, plans, type PlanRow } from '../db/schema/plans';
import type { Created } from '../sync/entity';
import { ownedRecords } from '../sync/owned-records';
import { countOwned } from '../sync/record-caps';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import type { Expected } from '../sync/versions';
import { planDefinition, type PlanDraft } from '../../src/lib/entities/plan';
import type { Plan as PlanShape } from '../../src/lib/plan';
import { createPlanCourse, PLAN_COURSES, type NewPlanCourse } from './plan-course-service';

export const PLANS = planDefinition.wireName;

export type Plan = PlanShape & { version: number };

export type PlanFields = PlanDraft;
/** `courses` are created with the plan (each as if posted on its own). */
export type NewPlan = PlanFields & { id?: string; courses?: Omit<NewPlanCourse, 'plan'>[] };
export type PlanChanges = Partial<PlanDraft>;

const owned = ownedRecords({ table: plans, definition: planDefinition, toRecord: (row: PlanRow) => toPlan(row) });

/** Oldest first. */
export async function listPlans(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<Plan> & { count: number }> {
  const rows = await db
    .select({ row: plans, sortKey: sortKeyText(plans.createdAt) })
    .from(plans)
    .where(and(eq(plans.ownerSub, ownerSub), afterCursor(plans.createdAt, plans.id, 'asc', page.after)))
    .orderBy(asc(plans.createdAt), asc(plans.id))
    .limit(page.limit + 1);
  const total = await countOwned(db, ownerSub, PLANS);
  return {
    ...toPage(
      rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })),
      page.limit,
      ({ row }) => toPlan(row),
    ),
    count: total,
  };
}

export const readPlans = (db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Plan>> => owned.read(db, ownerSub, ids);

/** `complete` fills in what the plan needs (its generated courses) once it is known to be a new plan, not a retry. */
export async function createPlan(
  tx: Executor,
  ownerSub: string,
  sent: NewPlan,
  complete: (plan: NewPlan) => Promise<NewPlan> = async (plan) => plan,
): Promise<Created<Plan>> {
  let courses: NewPlan['courses'];
  const result = await owned.create(tx, ownerSub, sent.id, async () => {
    const input = await complete(sent);
    courses = input.courses;
    return { ...toColumns({ ...planDefinition.defaults, ...input }), startTerm: input.start_term, startYear: input.start_year };
  });
  if (result.status === 201) for (const course of courses ?? []) await createPlanCourse(tx, ownerSub, { ...course, plan: result.record.id });
  return result;
}

/** PATCH with some fields, PUT with all (the route's schema decides which). 404 / 412 as usual. */
export function updatePlan(tx: Executor, ownerSub: string, id: string, changes: PlanChanges, expected: Expected): Promise<Plan> {
  return owned.update(tx, ownerSub, id, expected, () => toColumns(changes));
}

export function replacePlan(tx: Executor, ownerSub: string, id: string, fields: PlanFields, expected: Expected): Promise<Plan> {
  return updatePlan(tx, ownerSub, id, { ...planDefinition.defaults, ...fields }, expected);
}

export function deletePlan(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  return owned.remove(tx, ownerSub, id, expected, async () => {
    const courses = await tx.delete(planCourses).where(eq(planCourses.planId, id)).returning({ id: planCourses.id, version: planCourses.version });
    // Tombstones newer than any copy a device may hold, before the plan's own.
    return courses.map((course) => ({ entity: PLAN_COURSES, id: course.id, version: course.version + 1, deleted: true }));
  });
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
