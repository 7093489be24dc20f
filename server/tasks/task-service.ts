// A user's tasks. Ids may come from the client (tasks created offline), so a create is idempotent per
// owner (server/sync/owned-records.ts). Every write, the student's or a calendar import's, goes through here
// so versions and the change feed stay right. completed_at follows status (the shared rule,
// src/lib/entities/task.ts); source follows syllabus_id (task-syllabus.ts).
import { and, asc, count, desc, eq, gte, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { calendarImportDismissals } from '../db/schema/calendar';
import { tasks, type TaskRow } from '../db/schema/tasks';
import type { Created } from '../sync/entity';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { ownedRecords } from '../sync/owned-records';
import { countOwned } from '../sync/record-caps';
import { type Expected } from '../sync/versions';
import { ownSyllabusId, sourceWithSyllabus } from './task-syllabus';
import { completedAtFor, taskDefinition, type TaskDraft } from '../../src/lib/entities/task';
import type { Task as SharedTask, TaskSource, TaskStatus } from '../../src/lib/task';

export const TASKS = taskDefinition.wireName;
export const TASK_CAP = taskDefinition.cap;

/** A task as the API answers it: the shared shape, with its timestamps and version always present. */
export type Task = Required<SharedTask>;

/** What the student writes. */
export type TaskChanges = Partial<TaskDraft>;

export type NewTask = TaskDraft & { id?: string; created_at?: string };

const { defaults } = taskDefinition;
const owned = ownedRecords({ table: tasks, definition: taskDefinition, toRecord: (row: TaskRow) => toTask(row) });

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
  const total =
    conditions.length === 1 ? await countOwned(db, ownerSub, TASKS) : ((await db.select({ count: count() }).from(tasks).where(mine))[0]?.count ?? 0);
  const shaped = rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id }));
  return { ...toPage(shaped, page.limit, ({ row }) => toTask(row)), count: total };
}

export const readTasks = (db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Task>> => owned.read(db, ownerSub, ids);

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
export function createTask(tx: Executor, ownerSub: string, input: NewTask, server: ServerFields = {}, imported = false): Promise<Created<Task>> {
  return owned.create(tx, ownerSub, input.id, async () => {
    const syllabusId = await ownSyllabusId(tx, ownerSub, input.syllabus_id ?? null);
    const status = input.status ?? defaults.status;
    return {
      title: input.title,
      notes: input.notes ?? defaults.notes,
      course: input.course ?? defaults.course,
      dueAt: toDate(input.due_at),
      allDay: input.all_day ?? defaults.all_day,
      status,
      completedAt: toDate(completedAtFor(status, input.completed_at, undefined, new Date())),
      ...serverColumns(server),
      syllabusId,
      source: sourceWithSyllabus(server.source ?? defaults.source, syllabusId),
      importedVersion: imported ? 1 : null,
      createdAt: input.created_at === undefined ? undefined : new Date(Math.min(Date.parse(input.created_at), Date.now())),
    };
  });
}

/** 404 when this owner has no task with that id (absent, or someone else's); 412 when stale. */
export function updateTask(
  tx: Executor,
  ownerSub: string,
  id: string,
  changes: TaskChanges,
  expected: Expected,
  server: ServerFields = {},
  imported = false,
): Promise<Task> {
  return owned.update(tx, ownerSub, id, expected, async (current) => {
    const syllabusId = changes.syllabus_id === undefined ? current.syllabusId : await ownSyllabusId(tx, ownerSub, changes.syllabus_id);
    const status = changes.status ?? current.status;
    return {
      ...(changes.title === undefined ? {} : { title: changes.title }),
      ...(changes.notes === undefined ? {} : { notes: changes.notes }),
      ...(changes.course === undefined ? {} : { course: changes.course }),
      ...(changes.due_at === undefined ? {} : { dueAt: toDate(changes.due_at) }),
      ...(changes.all_day === undefined ? {} : { allDay: changes.all_day }),
      status,
      completedAt: toDate(completedAtFor(status, changes.completed_at, { status: current.status, completed_at: iso(current.completedAt) }, new Date())),
      ...serverColumns(server),
      syllabusId,
      source: sourceWithSyllabus(server.source ?? current.source, syllabusId),
      ...(imported ? { importedVersion: sql`${tasks.version} + 1` } : {}),
    };
  });
}

/** `byImporter`: the event left its feed; otherwise the student deleted it, and a re-sync must not bring it back. */
export function deleteTask(tx: Executor, ownerSub: string, id: string, expected: Expected, byImporter = false): Promise<void> {
  return owned.remove(tx, ownerSub, id, expected, async (row) => {
    if (byImporter || row.importId === null || row.sourceEventId === null) return;
    await tx.insert(calendarImportDismissals).values({ importId: row.importId, sourceEventId: row.sourceEventId }).onConflictDoNothing();
  });
}

/** The student changed it since the importer last wrote it. */
export function touchedByStudent(row: TaskRow): boolean {
  return row.importedVersion === null || row.version > row.importedVersion;
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
    all_day: row.allDay,
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
