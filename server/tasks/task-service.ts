// A user's tasks. Ids may come from the client (tasks created offline), so a create is idempotent per
// owner, like bookmarks. Every write, the student's or a calendar import's, goes through here so versions
// and the change feed stay right. completed_at follows status: set when it becomes complete (unless given),
// cleared when it leaves complete. source follows syllabus_id (task-syllabus.ts).
import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { calendarImportDismissals } from '../db/schema/calendar';
import { tasks, type TaskRow } from '../db/schema/tasks';
import { ApiError, notFound } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import type { Created } from '../sync/entity';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { claimRoom, countOwned, forgetCounts } from '../sync/record-caps';
import { checkVersion, type Expected } from '../sync/versions';
import { ownSyllabusId, sourceWithSyllabus } from './task-syllabus';
import type { Task as SharedTask, TaskSource, TaskStatus } from '../../src/lib/task';

export const TASKS = 'tasks';
export const TASK_CAP = 10_000;

/** A task as the API answers it: the shared shape, with its timestamps and version always present. */
export type Task = Required<SharedTask>;

/** What the student writes. */
export interface TaskChanges {
  title?: string;
  notes?: string;
  course?: string;
  due_at?: string | null;
  status?: TaskStatus;
  completed_at?: string | null;
  syllabus_id?: string | null;
}

export interface NewTask extends TaskChanges {
  id?: string;
  title: string;
  created_at?: string;
}

/** What only the server writes (calendar imports). */
export interface ServerFields {
  source?: TaskSource;
  import_id?: string | null;
  source_event_id?: string | null;
  removed_upstream?: boolean;
}

export interface TaskFilters {
  status?: TaskStatus;
  due_before?: string;
  due_after?: string;
}

/** Newest first. */
export async function listTasks(db: Executor, ownerSub: string, page: PageRequest, filters: TaskFilters): Promise<Page<Task> & { count: number }> {
  const conditions: SQL[] = [eq(tasks.ownerSub, ownerSub)];
  if (filters.status) conditions.push(eq(tasks.status, filters.status));
  if (filters.due_before) conditions.push(isNotNull(tasks.dueAt), lt(tasks.dueAt, new Date(filters.due_before)));
  if (filters.due_after) conditions.push(isNotNull(tasks.dueAt), gte(tasks.dueAt, new Date(filters.due_after)));
  const mine = and(...conditions);
  const rows = await db
    .select({ row: tasks, sortKey: sortKeyText(tasks.createdAt) })
    .from(tasks)
    .where(and(mine, afterCursor(tasks.createdAt, tasks.id, 'desc', page.after)))
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(page.limit + 1);
  // Unfiltered: all of the user's tasks, which the database keeps counted.
  const total = conditions.length === 1 ? await countOwned(db, ownerSub, TASKS) : ((await db.select({ count: count() }).from(tasks).where(mine))[0]?.count ?? 0);
  const shaped = rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id }));
  return { ...toPage(shaped, page.limit, ({ row }) => toTask(row)), count: total };
}

export async function readTasks(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Task>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.ownerSub, ownerSub), anyOf(tasks.id, ids)));
  return new Map(rows.map((row) => [row.id, toTask(row)]));
}

/** Every task with a due date, soonest first (the calendar feed). */
export async function tasksWithDueDates(db: Executor, ownerSub: string): Promise<Task[]> {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.ownerSub, ownerSub), isNotNull(tasks.dueAt)))
    .orderBy(asc(tasks.dueAt), asc(tasks.id))
    .limit(TASK_CAP);
  return rows.map(toTask);
}

/** Tasks not yet complete that are due between two instants (a weekly plan's deadlines). */
export async function openTasksDueBetween(db: Executor, ownerSub: string, from: Date, to: Date): Promise<Task[]> {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.ownerSub, ownerSub), ne(tasks.status, 'complete'), gte(tasks.dueAt, from), lt(tasks.dueAt, to)))
    .orderBy(asc(tasks.dueAt), asc(tasks.id))
    .limit(TASK_CAP);
  return rows.map(toTask);
}

/** The rows of one calendar import (the importer compares them with the feed). */
export async function importedTaskRows(db: Executor, ownerSub: string, importId: string): Promise<TaskRow[]> {
  return db
    .select()
    .from(tasks)
    .where(and(eq(tasks.ownerSub, ownerSub), eq(tasks.importId, importId)));
}

/** `imported`: the importer writes it, so the student has not touched this version. */
export async function createTask(tx: Executor, ownerSub: string, input: NewTask, server: ServerFields = {}, imported = false): Promise<Created<Task>> {
  const log = await openChangeLog(tx, ownerSub);
  let id = input.id;
  if (id !== undefined) {
    const [existing] = await tx.select().from(tasks).where(eq(tasks.id, id));
    if (existing?.ownerSub === ownerSub) return { status: 200, record: toTask(existing) };
    // Another user's id: this one gets a fresh id, and learns nothing about theirs.
    if (existing) id = undefined;
  }
  const syllabusId = await ownSyllabusId(tx, ownerSub, input.syllabus_id ?? null);
  await claimRoom(
    tx,
    ownerSub,
    TASKS,
    TASK_CAP,
    () => new ApiError(400, `You can keep at most ${TASK_CAP.toLocaleString('en-US')} tasks. Delete some to add more.`),
  );
  const createdAt = input.created_at === undefined ? undefined : new Date(Math.min(Date.parse(input.created_at), Date.now()));
  const status = input.status ?? 'todo';
  const values = {
    ownerSub,
    title: input.title,
    notes: input.notes ?? '',
    course: input.course ?? '',
    dueAt: toDate(input.due_at),
    status,
    completedAt: status === 'complete' ? (toDate(input.completed_at) ?? new Date()) : null,
    ...serverColumns(server),
    syllabusId,
    source: sourceWithSyllabus(server.source ?? 'manual', syllabusId),
    importedVersion: imported ? 1 : null,
    createdAt,
  };
  // Another user may insert the same client id at this very moment: then this one takes a fresh id.
  const [created] = (await tx.insert(tasks).values({ ...values, id }).onConflictDoNothing({ target: tasks.id }).returning()) as TaskRow[];
  const row = created ?? (await tx.insert(tasks).values(values).returning())[0]!;
  await log.record({ entity: TASKS, id: row.id, version: row.version, deleted: false });
  return { status: 201, record: toTask(row) };
}

/** 404 when this owner has no task with that id (absent, or someone else's); 412 when stale. */
export async function updateTask(
  tx: Executor,
  ownerSub: string,
  id: string,
  changes: TaskChanges,
  expected: Expected,
  server: ServerFields = {},
  imported = false,
): Promise<Task> {
  const log = await openChangeLog(tx, ownerSub);
  const current = await lockOwn(tx, ownerSub, id, expected);
  const syllabusId = changes.syllabus_id === undefined ? current.syllabusId : await ownSyllabusId(tx, ownerSub, changes.syllabus_id);
  const status = changes.status ?? current.status;
  let completedAt: Date | null = null;
  if (status === 'complete') completedAt = toDate(changes.completed_at) ?? (current.status === 'complete' ? current.completedAt : null) ?? new Date();
  const [row] = await tx
    .update(tasks)
    .set({
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.notes === undefined ? {} : { notes: changes.notes }),
      ...(changes.course === undefined ? {} : { course: changes.course }),
      ...(changes.due_at === undefined ? {} : { dueAt: toDate(changes.due_at) }),
      status,
      completedAt,
      ...serverColumns(server),
      syllabusId,
      source: sourceWithSyllabus(server.source ?? current.source, syllabusId),
      ...(imported ? { importedVersion: sql`${tasks.version} + 1` } : {}),
      version: sql`${tasks.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(tasks.id, id))
    .returning();
  await log.record({ entity: TASKS, id, version: row!.version, deleted: false });
  return toTask(row!);
}

/** `byImporter`: the event left its feed; otherwise the student deleted it, and a re-sync must not bring it back. */
export async function deleteTask(tx: Executor, ownerSub: string, id: string, expected: Expected, byImporter = false): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const row = await lockOwn(tx, ownerSub, id, expected);
  await tx.delete(tasks).where(eq(tasks.id, id));
  if (!byImporter && row.importId !== null && row.sourceEventId !== null) {
    await tx.insert(calendarImportDismissals).values({ importId: row.importId, sourceEventId: row.sourceEventId }).onConflictDoNothing();
  }
  forgetCounts(tx);
  // A tombstone is newer than any copy of the record a device may hold.
  await log.record({ entity: TASKS, id, version: row.version + 1, deleted: true });
}

/** The student changed it since the importer last wrote it. */
export function touchedByStudent(row: TaskRow): boolean {
  return row.importedVersion === null || row.version > row.importedVersion;
}

async function lockOwn(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<TaskRow> {
  const [row] = await tx
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, id), eq(tasks.ownerSub, ownerSub)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(row.version, expected, () => toTask(row));
  return row;
}

function serverColumns(server: ServerFields): Partial<typeof tasks.$inferInsert> {
  return {
    ...(server.source === undefined ? {} : { source: server.source }),
    ...(server.import_id === undefined ? {} : { importId: server.import_id }),
    ...(server.source_event_id === undefined ? {} : { sourceEventId: server.source_event_id }),
    ...(server.removed_upstream === undefined ? {} : { removedUpstream: server.removed_upstream }),
  };
}

function toDate(value: string | null | undefined): Date | null {
  return value === undefined || value === null ? null : new Date(value);
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());

export function toTask(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    notes: row.notes,
    course: row.course,
    due_at: iso(row.dueAt),
    status: row.status,
    completed_at: iso(row.completedAt),
    source: row.source,
    syllabus_id: row.syllabusId,
    import_id: row.importId,
    source_event_id: row.sourceEventId,
    removed_upstream: row.removedUpstream,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
