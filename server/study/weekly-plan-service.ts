// A user's weekly study plans. Like every synced collection (server/sync/owned-records.ts): client-chosen
// ids (a plan written on the device offline), so a create is idempotent per owner; versions; a change-log
// entry per write, in the caller's transaction. The generate route stores its plans through createWeeklyPlan too.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { weeklyPlans, type WeeklyPlanRow } from '../db/schema/weekly-plans';
import type { Created } from '../sync/entity';
import { ownedRecords } from '../sync/owned-records';
import { countOwned } from '../sync/record-caps';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import type { Expected } from '../sync/versions';
import { defaultPlanWeek, mondayOf } from '../../src/lib/study/week';
import type { WeeklyPlan as SharedWeeklyPlan } from '../../src/lib/study/weekly-plan-types';
import { weeklyPlanDefinition, type NewWeeklyPlan as SharedNewWeeklyPlan } from '../../src/lib/entities/weekly-plan';

export const WEEKLY_PLANS = weeklyPlanDefinition.wireName;
export const WEEKLY_PLAN_CAP = weeklyPlanDefinition.cap;

/** A weekly plan as the API answers it: the shared shape, with its timestamps and version always present. */
export type WeeklyPlan = Required<SharedWeeklyPlan>;

export type NewWeeklyPlan = SharedNewWeeklyPlan & { id?: string };
export type WeeklyPlanChanges = Partial<Omit<SharedNewWeeklyPlan, 'source'>>;

const { defaults } = weeklyPlanDefinition;
const owned = ownedRecords({ table: weeklyPlans, definition: weeklyPlanDefinition, toRecord: (row: WeeklyPlanRow) => toWeeklyPlan(row) });

/** Newest first; only the archived ones, or only the others, when `archived` is given. */
export async function listWeeklyPlans(db: Executor, ownerSub: string, page: PageRequest, archived?: boolean): Promise<Page<WeeklyPlan> & { count: number }> {
  const mine = and(eq(weeklyPlans.ownerSub, ownerSub), archived === undefined ? undefined : eq(weeklyPlans.archived, archived));
  const rows = await db
    .select({ row: weeklyPlans, sortKey: sortKeyText(weeklyPlans.createdAt) })
    .from(weeklyPlans)
    .where(and(mine, afterCursor(weeklyPlans.createdAt, weeklyPlans.id, 'desc', page.after)))
    .orderBy(desc(weeklyPlans.createdAt), desc(weeklyPlans.id))
    .limit(page.limit + 1);
  const total =
    archived === undefined
      ? await countOwned(db, ownerSub, WEEKLY_PLANS)
      : ((await db.select({ count: count() }).from(weeklyPlans).where(mine))[0]?.count ?? 0);
  return {
    ...toPage(
      rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })),
      page.limit,
      ({ row }) => toWeeklyPlan(row),
    ),
    count: total,
  };
}

export const readWeeklyPlans = (db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, WeeklyPlan>> => owned.read(db, ownerSub, ids);

/** The plans of one week that are not archived (the calendar feed's study blocks). */
export async function weeklyPlansOfWeek(db: Executor, ownerSub: string, weekOf: string): Promise<WeeklyPlan[]> {
  const rows = await db
    .select()
    .from(weeklyPlans)
    .where(and(eq(weeklyPlans.ownerSub, ownerSub), eq(weeklyPlans.weekOf, weekOf), eq(weeklyPlans.archived, false)))
    .orderBy(asc(weeklyPlans.createdAt), asc(weeklyPlans.id));
  return rows.map(toWeeklyPlan);
}

export const tooManyWeeklyPlans = owned.tooMany;

/** The Monday of the server's current week: a stored plan's week when it names none. */
export function currentWeekOf(now = new Date()): string {
  return mondayOf(now);
}

/** The week a plan is generated for when the request names none: this week until Thursday evening, then next. */
export function newPlanWeekOf(now = new Date()): string {
  return defaultPlanWeek(now);
}

export function createWeeklyPlan(tx: Executor, ownerSub: string, input: NewWeeklyPlan): Promise<Created<WeeklyPlan>> {
  return owned.create(tx, ownerSub, input.id, () => ({
    title: input.title,
    description: input.description ?? defaults.description,
    course: input.course ?? defaults.course,
    markdownPlan: input.markdown_plan ?? defaults.markdown_plan,
    archived: input.archived ?? defaults.archived,
    weekOf: input.week_of ?? currentWeekOf(),
    source: input.source ?? defaults.source,
  }));
}

/** 404 when this owner has no weekly plan with that id (absent, or someone else's); 412 when stale. */
export function updateWeeklyPlan(tx: Executor, ownerSub: string, id: string, changes: WeeklyPlanChanges, expected: Expected): Promise<WeeklyPlan> {
  return owned.update(tx, ownerSub, id, expected, () => toColumns(changes));
}

export function deleteWeeklyPlan(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  return owned.remove(tx, ownerSub, id, expected);
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
