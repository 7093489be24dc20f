// The courses of a user's plans. A course names one of the same user's plans; any other plan id is
// answered as if it did not exist. A course never moves to another plan. The writes every synced
// collection shares are server/sync/owned-records.ts's.
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { planCourses, plans, type PlanCourseRow } from '../db/schema/plans';
import { validationError } from '../http/api-error';
import type { Created } from '../sync/entity';
import { ownedRecords } from '../sync/owned-records';
import { countOwned } from '../sync/record-caps';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import type { Expected } from '../sync/versions';
import { universities } from '../db/schema/catalog';
import { formatTerm, parseTerm } from '../../src/lib/catalog/terms';
import { gradeProblem, scaleSpelling } from '../../src/lib/grades/grade-entry';
import { DEFAULT_GRADING_SCALE, type GradingScale } from '../../src/lib/grades/grading-scale';
import { planCourseDefinition, type PlanCourseDraft } from '../../src/lib/entities/plan-course';
import type { PlanCourse as PlanCourseShape } from '../../src/lib/plan';

export const PLAN_COURSES = planCourseDefinition.wireName;

export type PlanCourse = PlanCourseShape & { version: number };

export type NewPlanCourse = PlanCourseDraft & { id?: string };
export type PlanCourseChanges = Partial<Omit<PlanCourseDraft, 'plan'>>;

const owned = ownedRecords({ table: planCourses, definition: planCourseDefinition, toRecord: (row: PlanCourseRow) => toPlanCourse(row) });

/** Oldest first; only one plan's when `plan` is given. */
export async function listPlanCourses(db: Executor, ownerSub: string, page: PageRequest, plan?: string): Promise<Page<PlanCourse> & { count: number }> {
  const mine = and(eq(planCourses.ownerSub, ownerSub), plan === undefined ? undefined : eq(planCourses.planId, plan));
  const rows = await db
    .select({ row: planCourses, sortKey: sortKeyText(planCourses.createdAt) })
    .from(planCourses)
    .where(and(mine, afterCursor(planCourses.createdAt, planCourses.id, 'asc', page.after)))
    .orderBy(asc(planCourses.createdAt), asc(planCourses.id))
    .limit(page.limit + 1);
  const total =
    plan === undefined ? await countOwned(db, ownerSub, PLAN_COURSES) : ((await db.select({ count: count() }).from(planCourses).where(mine))[0]?.count ?? 0);
  return {
    ...toPage(
      rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })),
      page.limit,
      ({ row }) => toPlanCourse(row),
    ),
    count: total,
  };
}

export const readPlanCourses = (db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, PlanCourse>> => owned.read(db, ownerSub, ids);

/** Every course of these plans of this owner. */
export async function coursesOfPlans(db: Executor, ownerSub: string, planIds: string[]): Promise<PlanCourse[]> {
  if (planIds.length === 0) return [];
  const rows = await db
    .select()
    .from(planCourses)
    .where(and(eq(planCourses.ownerSub, ownerSub), inArray(planCourses.planId, planIds)));
  return rows.map(toPlanCourse);
}

export function createPlanCourse(tx: Executor, ownerSub: string, input: NewPlanCourse): Promise<Created<PlanCourse>> {
  return owned.create(tx, ownerSub, input.id, async () => {
    const [plan] = await tx
      .select({ id: plans.id, university: plans.university })
      .from(plans)
      .where(and(eq(plans.id, input.plan), eq(plans.ownerSub, ownerSub)));
    if (!plan) throw validationError({ plan: ['No such plan.'] });
    const grade = await checkedGrade(tx, plan.university, input.grade);
    return { ...toColumns(input), ...grade, planId: input.plan, courseCode: input.course_code, term: canonicalTerm(input.term) };
  });
}

export function updatePlanCourse(tx: Executor, ownerSub: string, id: string, changes: PlanCourseChanges, expected: Expected): Promise<PlanCourse> {
  return owned.update(tx, ownerSub, id, expected, async (current) => {
    if (changes.grade === undefined) return toColumns(changes);
    const [plan] = await tx.select({ university: plans.university }).from(plans).where(eq(plans.id, current.planId));
    return { ...toColumns(changes), ...(await checkedGrade(tx, plan?.university ?? null, changes.grade)) };
  });
}

export function deletePlanCourse(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  return owned.remove(tx, ownerSub, id, expected);
}

/**
 * A grade must be one of the plan's university's scale (a university may add letters to the common scale; a
 * plan outside the catalogue has the common one). Stored as the scale spells it, so every device compares alike.
 */
async function checkedGrade(tx: Executor, university: string | null, grade: string | null | undefined): Promise<{ grade?: string | null }> {
  if (grade === undefined) return {};
  const scale = await gradingScaleOf(tx, university);
  const problem = gradeProblem(scale, grade);
  if (problem) throw validationError({ grade: [problem] });
  return { grade: scaleSpelling(scale, grade) };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The plan's university's scale; the common 4.0 scale when it names none or is not (or no longer) in the catalogue. */
async function gradingScaleOf(tx: Executor, university: string | null): Promise<GradingScale> {
  if (university === null || !UUID.test(university)) return DEFAULT_GRADING_SCALE;
  const [row] = await tx.select({ scale: universities.gradingScale }).from(universities).where(eq(universities.id, university));
  return row?.scale ?? DEFAULT_GRADING_SCALE;
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
    creditSource: fields.credit_source,
    creditNote: fields.credit_note,
    countsToward: fields.counts_toward,
    pinned: fields.pinned,
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
    grade: row.grade,
    credit_source: row.creditSource,
    credit_note: row.creditNote,
    counts_toward: row.countsToward,
    pinned: row.pinned,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}

function canonicalTerm(text: string): string {
  const term = parseTerm(text);
  return term ? formatTerm(term) : text;
}
