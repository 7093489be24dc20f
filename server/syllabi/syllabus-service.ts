// A user's syllabi. Like every synced collection: client-chosen ids, versions, a change-log entry
// per write. Deleting a syllabus deletes its tasks here (not only by the foreign key's cascade) so that each
// of them gets its own tombstone in the change feed, as deleting a plan does for its courses.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { syllabi, type SyllabusRow } from '../db/schema/syllabi';
import { tasks } from '../db/schema/tasks';
import { ApiError, notFound, validationError } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import type { Created } from '../sync/entity';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { claimRoom, countOwned, forgetCounts } from '../sync/record-caps';
import { checkVersion, type Expected } from '../sync/versions';
import { taskDefinition } from '../../src/lib/entities/task';
import { SYLLABUS_CAP, type Syllabus as SharedSyllabus } from '../../src/lib/syllabus/syllabus-record';

export const SYLLABI = 'syllabi';

/** A syllabus as the API answers it: the shared shape, with its timestamps and version always present. */
export type Syllabus = Required<SharedSyllabus>;

type Writable = Omit<Syllabus, 'id' | 'created_at' | 'updated_at' | 'version'>;
export type SyllabusChanges = Partial<Writable>;
export type NewSyllabus = SyllabusChanges & { id?: string };

/** Newest first. */
export async function listSyllabi(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<Syllabus> & { count: number }> {
  const rows = await db
    .select({ row: syllabi, sortKey: sortKeyText(syllabi.createdAt) })
    .from(syllabi)
    .where(and(eq(syllabi.ownerSub, ownerSub), afterCursor(syllabi.createdAt, syllabi.id, 'desc', page.after)))
    .orderBy(desc(syllabi.createdAt), desc(syllabi.id))
    .limit(page.limit + 1);
  const total = await countOwned(db, ownerSub, SYLLABI);
  return { ...toPage(rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })), page.limit, ({ row }) => toSyllabus(row)), count: total };
}

export async function readSyllabi(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Syllabus>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(syllabi)
    .where(and(eq(syllabi.ownerSub, ownerSub), anyOf(syllabi.id, ids)));
  return new Map(rows.map((row) => [row.id, toSyllabus(row)]));
}

/** Every syllabus of this owner, oldest first (the weekly plan generator's topics of the week). */
export async function allSyllabi(db: Executor, ownerSub: string): Promise<Syllabus[]> {
  const rows = await db.select().from(syllabi).where(eq(syllabi.ownerSub, ownerSub)).orderBy(asc(syllabi.createdAt), asc(syllabi.id)).limit(SYLLABUS_CAP);
  return rows.map(toSyllabus);
}

export async function createSyllabus(tx: Executor, ownerSub: string, input: NewSyllabus): Promise<Created<Syllabus>> {
  const log = await openChangeLog(tx, ownerSub);
  let id = input.id;
  if (id !== undefined) {
    const [existing] = await tx.select().from(syllabi).where(eq(syllabi.id, id));
    if (existing?.ownerSub === ownerSub) return { status: 200, record: toSyllabus(existing) };
    // Another user's id: this one gets a fresh id, and learns nothing about theirs.
    if (existing) id = undefined;
  }
  checkTerm(input.term_start ?? null, input.term_end ?? null);
  await claimRoom(
    tx,
    ownerSub,
    SYLLABI,
    SYLLABUS_CAP,
    () => new ApiError(400, `You can keep at most ${SYLLABUS_CAP} syllabi. Delete one to add another.`),
  );
  const values = { ...toColumns(input), ownerSub };
  // Another user may insert the same client id at this very moment: then this one takes a fresh id.
  const [created] = await tx.insert(syllabi).values({ ...values, id }).onConflictDoNothing({ target: syllabi.id }).returning();
  const row = created ?? (await tx.insert(syllabi).values(values).returning())[0]!;
  await log.record({ entity: SYLLABI, id: row.id, version: row.version, deleted: false });
  return { status: 201, record: toSyllabus(row) };
}

/** 404 when this owner has no syllabus with that id (absent, or someone else's); 412 when stale. */
export async function updateSyllabus(tx: Executor, ownerSub: string, id: string, changes: SyllabusChanges, expected: Expected): Promise<Syllabus> {
  const log = await openChangeLog(tx, ownerSub);
  const current = await lockOwn(tx, ownerSub, id, expected);
  checkTerm(changes.term_start === undefined ? current.termStart : changes.term_start, changes.term_end === undefined ? current.termEnd : changes.term_end);
  const [row] = await tx
    .update(syllabi)
    .set({ ...toColumns(changes), version: sql`${syllabi.version} + 1`, updatedAt: sql`now()` })
    .where(eq(syllabi.id, id))
    .returning();
  await log.record({ entity: SYLLABI, id, version: row!.version, deleted: false });
  return toSyllabus(row!);
}

export async function deleteSyllabus(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const syllabus = await lockOwn(tx, ownerSub, id, expected);
  const gone = await tx.delete(tasks).where(eq(tasks.syllabusId, id)).returning({ id: tasks.id, version: tasks.version });
  await tx.delete(syllabi).where(eq(syllabi.id, id));
  forgetCounts(tx);
  // Tombstones are newer than any copy a device may hold; the tasks go first, as a client would delete them.
  await log.record(
    ...gone.map((task) => ({ entity: taskDefinition.wireName, id: task.id, version: task.version + 1, deleted: true })),
    { entity: SYLLABI, id, version: syllabus.version + 1, deleted: true },
  );
}

/** This owner's syllabus, locked for the rest of the transaction; 404 / 412 otherwise. */
async function lockOwn(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<SyllabusRow> {
  const [row] = await tx
    .select()
    .from(syllabi)
    .where(and(eq(syllabi.id, id), eq(syllabi.ownerSub, ownerSub)))
    .for('update');
  if (!row) throw notFound();
  checkVersion(row.version, expected, () => toSyllabus(row));
  return row;
}

/** Both dates are YYYY-MM-DD, so they compare as text. */
function checkTerm(start: string | null, end: string | null): void {
  if (start !== null && end !== null && end < start) throw validationError({ term_end: ['The term cannot end before it starts.'] });
}

function toColumns(fields: SyllabusChanges): Partial<typeof syllabi.$inferInsert> {
  const columns: Partial<typeof syllabi.$inferInsert> = {
    course: fields.course,
    title: fields.title,
    term: fields.term,
    termStart: fields.term_start,
    termEnd: fields.term_end,
    topics: fields.topics,
    grading: fields.grading,
    fileName: fields.file_name,
  };
  // Absent fields stay as they are (or take the column's default on create); null is a real change.
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toSyllabus(row: SyllabusRow): Syllabus {
  return {
    id: row.id,
    course: row.course,
    title: row.title,
    term: row.term,
    term_start: row.termStart,
    term_end: row.termEnd,
    topics: row.topics,
    grading: row.grading,
    file_name: row.fileName,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
