// A user's weekly study plans. Like every synced collection: client-chosen ids (a plan written on the
// device offline), so a create is idempotent per owner; versions; a change-log entry per write, in the
// caller's transaction. The generate route stores its plans through createWeeklyPlan too.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { weeklyPlans, type WeeklyPlanRow } from '../db/schema/weekly-plans';
import { ApiError, notFound } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import type { Created } from '../sync/entity';
import { claimRoom, countOwned, forgetCounts } from '../sync/record-caps';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { checkVersion, type Expected } from '../sync/versions';
import { defaultPlanWeek, mondayOf } from '../../src/lib/study/week';
import type { WeeklyPlan as SharedWeeklyPlan } from '../../src/lib/study/weekly-plan-types';
import { EMBEDDED_SOURCE } from './weekly-plan-schemas';

export const WEEKLY_PLANS = 'weekly_plans';
export const WEEKLY_PLAN_CAP = 1_000;

/** A weekly plan as the API answers it: the shared shape, with its timestamps and version always present. */
export type WeeklyPlan = Required<SharedWeeklyPlan>;

type Writable = Omit<WeeklyPlan, 'id' | 'created_at' | 'updated_at' | 'version'>;
export type NewWeeklyPlan = Partial<Writable> & Pick<Writable, 'title'> & { id?: string };
export type WeeklyPlanChanges = Partial<Omit<Writable, 'source'>>;

/** Newest first; only the archived ones, or only the others, when `archived` is given. */
export async function listWeeklyPlans(db: Executor, ownerSub: string, page: PageRequest, archived?: boolean): Promise<Page<WeeklyPlan> & { count: number }> {
  const mine = and(eq(weeklyPlans.ownerSub, ownerSub), archived === undefined ? undefined : eq(weeklyPlans.archived, archived));
  const rows = await db
    .select({ row: weeklyPlans, sortKey: sortKeyText(weeklyPlans.createdAt) })
    .from(weeklyPlans)
    .where(and(mine, afterCursor(weeklyPlans.createdAt, weeklyPlans.id, 'desc', page.after)))
    .orderBy(desc(weeklyPlans.createdAt), desc(weeklyPlans.id))
    .limit(page.limit + 1);
  const total = archived === undefined ? await countOwned(db, ownerSub, WEEKLY_PLANS) : ((await db.select({ count: count() }).from(weeklyPlans).where(mine))[0]?.count ?? 0);
  return { ...toPage(rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })), page.limit, ({ row }) => toWeeklyPlan(row)), count: total };
}

export async function readWeeklyPlans(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, WeeklyPlan>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(weeklyPlans)
    .where(and(eq(weeklyPlans.ownerSub, ownerSub), anyOf(weeklyPlans.id, ids)));
  return new Map(rows.map((row) => [row.id, toWeeklyPlan(row)]));
}

/** The plans of one week that are not archived (the calendar feed's study blocks). */
export async function weeklyPlansOfWeek(db: Executor, ownerSub: string, weekOf: string): Promise<WeeklyPlan[]> {
  const rows = await db
    .select()
    .from(weeklyPlans)
    .where(and(eq(weeklyPlans.ownerSub, ownerSub), eq(weeklyPlans.weekOf, weekOf), eq(weeklyPlans.archived, false)))
    .orderBy(asc(weeklyPlans.createdAt), asc(weeklyPlans.id));
  return rows.map(toWeeklyPlan);
}

export const tooManyWeeklyPlans = () => new ApiError(400, `You can keep at most ${WEEKLY_PLAN_CAP.toLocaleString('en-US')} weekly plans. Delete some to add more.`);

/** The Monday of the server's current week: a stored plan's week when it names none. */
export function currentWeekOf(now = new Date()): string {
  return mondayOf(now);
}

/** The week a plan is generated for when the request names none: this week until Thursday evening, then next. */
export function newPlanWeekOf(now = new Date()): string {
  return defaultPlanWeek(now);
}

export async function createWeeklyPlan(tx: Executor, ownerSub: string, input: NewWeeklyPlan): Promise<Created<WeeklyPlan>> {
  const log = await openChangeLog(tx, ownerSub);
  let id = input.id;
  if (id !== undefined) {
    const [existing] = await tx.select().from(weeklyPlans).where(eq(weeklyPlans.id, id));
    if (existing?.ownerSub === ownerSub) return { status: 200, record: toWeeklyPlan(existing) };
    // Another user's id: this plan gets a fresh one, and nothing about theirs is revealed.
    if (existing) id = undefined;
  }
  await claimRoom(tx, ownerSub, WEEKLY_PLANS, WEEKLY_PLAN_CAP, tooManyWeeklyPlans);
  const values = {
    ownerSub,
    title: input.title,
    description: input.description ?? '',
    course: input.course ?? '',
    markdownPlan: input.markdown_plan ?? '',
    archived: input.archived ?? false,
    weekOf: input.week_of ?? currentWeekOf(),
    source: input.source ?? EMBEDDED_SOURCE,
  };
  // Another user may insert the same client id at this very moment: then this one takes a fresh id.
  const [created] = await tx.insert(weeklyPlans).values({ ...values, id }).onConflictDoNothing({ target: weeklyPlans.id }).returning();
  const row = created ?? (await tx.insert(weeklyPlans).values(values).returning())[0]!;
  await log.record({ entity: WEEKLY_PLANS, id: row.id, version: row.version, deleted: false });
  return { status: 201, record: toWeeklyPlan(row) };
}

/** 404 when this owner has no weekly plan with that id (absent, or someone else's); 412 when stale. */
export async function updateWeeklyPlan(tx: Executor, ownerSub: string, id: string, changes: WeeklyPlanChanges, expected: Expected): Promise<WeeklyPlan> {
  const log = await openChangeLog(tx, ownerSub);
  await lockOwn(tx, ownerSub, id, expected);
  const [row] = await tx
    .update(weeklyPlans)
    .set({ ...toColumns(changes), version: sql`${weeklyPlans.version} + 1`, updatedAt: sql`now()` })
    .where(eq(weeklyPlans.id, id))
    .returning();
  await log.record({ entity: WEEKLY_PLANS, id, version: row!.version, deleted: false });
  return toWeeklyPlan(row!);
}

export async function deleteWeeklyPlan(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const row = await lockOwn(tx, ownerSub, id, expected);
  await tx.delete(weeklyPlans).where(eq(weeklyPlans.id, id));
  forgetCounts(tx);
  // A tombstone is newer than any copy of the record a device may hold.
  await log.record({ entity: WEEKLY_PLANS, id, version: row.version + 1, deleted: true });
}

async function lockOwn(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<WeeklyPlanRow> {
  const [row] = await tx
    .select()
    .from(weeklyPlans)
    .where(and(eq(weeklyPlans.id, id), eq(weeklyPlans.ownerSub, ownerSub)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(row.version, expected, () => toWeeklyPlan(row));
  return row;
}

function toColumns(changes: WeeklyPlanChanges): Partial<typeof weeklyPlans.$inferInsert> {
  const columns: Partial<typeof weeklyPlans.$inferInsert> = {
    title: changes.title,
    description: changes.description,
    course: changes.course,
    markdownPlan: changes.markdown_plan,
    archived: changes.archived,
    weekOf: changes.week_of,
  };
  // Absent fields stay as they are.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toWeeklyPlan(row: WeeklyPlanRow): WeeklyPlan {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    course: row.course,
    markdown_plan: row.markdownPlan,
    archived: row.archived,
    week_of: row.weekOf,
    source: row.source,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
