// Calendar imports: an LMS feed's events become the student's tasks and stay in step with it. A re-sync
// updates a task from its event (same UID) unless the student changed it since the last import wrote it;
// adds new events; deletes a task whose event left the feed, or only marks it removed_upstream when the
// student changed it; a recurring event's occurrence whose time has passed stays as it is. A task the
// student deleted stays deleted (its event is remembered as dismissed). Deleting an import takes its
// untouched tasks with it; the touched ones stay, as manual tasks. Every task write goes through the tasks
// service (versions, change feed, cap). The feed is fetched before any transaction opens, so a slow LMS
// never holds a database connection.
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { calendarImportDismissals, calendarImports, type CalendarImportRow } from '../db/schema/calendar';
import { tasks } from '../db/schema/tasks';
import { ApiError, notFound } from '../http/api-error';
import { bufferChangeLog } from '../sync/change-log';
import { createTask, deleteTask, importedTaskRows, touchedByStudent, updateTask } from '../tasks/task-service';
import { keepsPastOccurrence, readFeedEvents, NotACalendar, type FeedRead } from './feed-events';
import { fetchFeed, FeedError, normaliseFeedUrl, type FetchPolicy } from './feed-fetch';

export const IMPORT_CAP = 20;
export const RESYNC_AFTER_MS = 6 * 60 * 60 * 1000;

export interface CalendarImport {
  id: string;
  url: string;
  task_count: number;
  last_synced_at: string | null;
  last_error: string | null;
}

export async function listImports(db: Executor, ownerSub: string): Promise<CalendarImport[]> {
  const rows = await db
    .select()
    .from(calendarImports)
    .where(eq(calendarImports.ownerSub, ownerSub))
    .orderBy(asc(calendarImports.createdAt), asc(calendarImports.id));
  return Promise.all(rows.map((row) => present(db, row)));
}

/** Fetches the feed first: an address that does not serve a calendar is refused (400) and nothing is kept. */
export async function createImport(db: Database, ownerSub: string, rawUrl: string, policy: FetchPolicy): Promise<CalendarImport> {
  const url = asField(() => normaliseFeedUrl(rawUrl, policy));
  const mine = await db.orm.select().from(calendarImports).where(eq(calendarImports.ownerSub, ownerSub));
  if (mine.some((row) => row.url === url.href)) throw urlRefusal('You already import this calendar.');
  if (mine.length >= IMPORT_CAP) throw urlRefusal(`You can import at most ${IMPORT_CAP} calendars. Remove one to add another.`);
  const read = await asFieldAsync(async () => readFeedEvents(await fetchFeed(url, policy)));
  const row = await db.orm.transaction(async (tx) => {
    const [created] = await tx.insert(calendarImports).values({ ownerSub, url: url.href }).onConflictDoNothing().returning();
    if (!created) throw urlRefusal('You already import this calendar.');
    await applyEvents(tx, ownerSub, created.id, read);
    return (await tx.update(calendarImports).set(synced()).where(eq(calendarImports.id, created.id)).returning())[0]!;
  });
  return present(db.orm, row);
}

/** Syncs now; a failure is kept in last_error (the import is answered either way). */
export async function syncImport(db: Database, ownerSub: string, id: string, policy: FetchPolicy): Promise<CalendarImport> {
  const row = await ownImport(db.orm, ownerSub, id);
  return present(db.orm, await syncRow(db, row, policy));
}

export async function deleteImport(db: Database, ownerSub: string, id: string): Promise<void> {
  await db.orm.transaction(async (tx) => {
    await ownImport(tx, ownerSub, id);
    for (const task of await importedTaskRows(tx, ownerSub, id)) {
      if (touchedByStudent(task)) await updateTask(tx, ownerSub, task.id, {}, undefined, { source: 'manual', import_id: null, removed_upstream: false });
      else await deleteTask(tx, ownerSub, task.id, undefined, true);
    }
    await tx.delete(calendarImports).where(eq(calendarImports.id, id));
  });
}

/** The imports last tried more than 6 hours ago (or never), synced one after another, as of `now`. */
export async function syncDueImports(db: Database, policy: FetchPolicy, now = new Date()): Promise<number> {
  const due = await db.orm
    .select()
    .from(calendarImports)
    .where(or(isNull(calendarImports.lastAttemptAt), lt(calendarImports.lastAttemptAt, new Date(now.getTime() - RESYNC_AFTER_MS))))
    .orderBy(asc(calendarImports.lastAttemptAt))
    .limit(500);
  for (const row of due) await syncRow(db, row, policy, now);
  return due.length;
}

async function syncRow(db: Database, row: CalendarImportRow, policy: FetchPolicy, now = new Date()): Promise<CalendarImportRow> {
  try {
    const read = readFeedEvents(await fetchFeed(normaliseFeedUrl(row.url, policy), policy), now);
    return await db.orm.transaction(async (tx) => {
      await applyEvents(tx, row.ownerSub, row.id, read);
      return (await tx.update(calendarImports).set(synced()).where(eq(calendarImports.id, row.id)).returning())[0] ?? row;
    });
  } catch (error) {
    const message =
      error instanceof FeedError || error instanceof NotACalendar || error instanceof ApiError ? error.message : 'The calendar could not be synced.';
    const [failed] = await db.orm
      .update(calendarImports)
      .set({ lastError: message, lastAttemptAt: new Date() })
      .where(eq(calendarImports.id, row.id))
      .returning();
    return failed ?? row;
  }
}

async function applyEvents(tx: Executor, ownerSub: string, importId: string, read: FeedRead): Promise<void> {
  // One lock and one change-log write for the whole sync, however many events.
  const changes = await bufferChangeLog(tx, ownerSub);
  const existing = new Map((await importedTaskRows(tx, ownerSub, importId)).map((task) => [task.sourceEventId, task]));
  const dismissed = new Set(
    (await tx.select().from(calendarImportDismissals).where(eq(calendarImportDismissals.importId, importId))).map((row) => row.sourceEventId),
  );
  for (const event of read.events) {
    const fields = { title: event.title, notes: event.notes, course: event.course, due_at: event.due_at };
    const task = existing.get(event.uid);
    existing.delete(event.uid);
    if (!task) {
      if (dismissed.has(event.uid)) continue;
      await createTask(tx, ownerSub, fields, { source: 'import', import_id: importId, source_event_id: event.uid }, true);
    } else if (!touchedByStudent(task)) {
      const same = task.title === fields.title && task.notes === fields.notes && task.course === fields.course && task.dueAt?.toISOString() === fields.due_at;
      if (!same || task.removedUpstream) await updateTask(tx, ownerSub, task.id, fields, undefined, { removed_upstream: false }, true);
    } else if (task.removedUpstream) {
      // Back in the feed: the student's fields stay.
      await updateTask(tx, ownerSub, task.id, {}, undefined, { removed_upstream: false });
    }
  }
  for (const task of existing.values()) {
    if (task.sourceEventId && keepsPastOccurrence(read, task.sourceEventId, task.dueAt)) continue;
    if (!touchedByStudent(task)) await deleteTask(tx, ownerSub, task.id, undefined, true);
    else if (!task.removedUpstream) await updateTask(tx, ownerSub, task.id, {}, undefined, { removed_upstream: true });
  }
  await changes.flush();
}

async function ownImport(db: Executor, ownerSub: string, id: string): Promise<CalendarImportRow> {
  const [row] = await db
    .select()
    .from(calendarImports)
    .where(and(eq(calendarImports.id, id), eq(calendarImports.ownerSub, ownerSub)));
  if (!row) throw notFound();
  return row;
}

async function present(db: Executor, row: CalendarImportRow): Promise<CalendarImport> {
  const [counted] = await db
    .select({ count: count() })
    .from(tasks)
    .where(and(eq(tasks.ownerSub, row.ownerSub), eq(tasks.importId, row.id)));
  return { id: row.id, url: row.url, task_count: counted?.count ?? 0, last_synced_at: row.lastSyncedAt?.toISOString() ?? null, last_error: row.lastError };
}

function synced() {
  const now = new Date();
  return { lastSyncedAt: now, lastAttemptAt: now, lastError: null };
}

function asField<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    throw error instanceof FeedError ? urlRefusal(error.message) : error;
  }
}

async function asFieldAsync<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof FeedError || error instanceof NotACalendar ? urlRefusal(error.message) : error;
  }
}

/** A 400 that says what is wrong with the address, in `detail` and under `url`. */
function urlRefusal(message: string): ApiError {
  return new ApiError(400, message, { url: [message] });
}
