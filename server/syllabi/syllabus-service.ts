// A user's syllabi. Like every synced collection (server/sync/owned-records.ts): client-chosen ids,
// versions, a change-log entry per write. Deleting a syllabus deletes its tasks here (not only by the foreign key's cascade) so that each
// of them gets its own tombstone in the change feed, as deleting a plan does for its courses.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { syllabi, type SyllabusRow } from '../db/schema/syllabi';
import { tasks } from '../db/schema/tasks';
import { validationError } from '../http/api-error';
import type { Created } from '../sync/entity';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { ownedRecords } from '../sync/owned-records';
import { countOwned } from '../sync/record-caps';
import type { Expected } from '../sync/versions';
import { syllabusDefinition, termEndsBeforeStart } from '../../src/lib/entities/syllabus';
import { taskDefinition } from '../../src/lib/entities/task';
import { SYLLABUS_CAP, type Syllabus as SharedSyllabus } from '../../src/lib/syllabus/syllabus-record';

export const SYLLABI = syllabusDefinition.wireName;

/** A syllabus as the API answers it: the shared shape, with its timestamps and version always present. */
export type Syllabus = Required<SharedSyllabus>;

type Writable = Omit<Syllabus, 'id' | 'created_at' | 'updated_at' | 'version'>;
export type SyllabusChanges = Partial<Writable>;
export type NewSyllabus = SyllabusChanges & { id?: string };

const owned = ownedRecords({ table: syllabi, definition: syllabusDefinition, toRecord: (row: SyllabusRow) => toSyllabus(row) });

/** Newest first. */
export async function listSyllabi(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<Syllabus> & { count: number }> {
  const rows = await db
    .select({ row: syllabi, sortKey: sortKeyText(syllabi.createdAt) })
    .from(syllabi)
    .where(and(eq(syllabi.ownerSub, ownerSub), afterCursor(syllabi.createdAt, syllabi.id, 'desc', page.after)))
    .orderBy(desc(syllabi.createdAt), desc(syllabi.id))
    .limit(page.limit + 1);
  const total = await countOwned(db, ownerSub, SYLLABI);
  return {
    ...toPage(
      rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })),
      page.limit,
      ({ row }) => toSyllabus(row),
    ),
    count: total,
  };
}

export const readSyllabi = (db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, Syllabus>> => owned.read(db, ownerSub, ids);

/** Every syllabus of this owner, oldest first (the weekly plan generator's topics of the week). */
export async function allSyllabi(db: Executor, ownerSub: string): Promise<Syllabus[]> {
  const rows = await db.select().from(syllabi).where(eq(syllabi.ownerSub, ownerSub)).orderBy(asc(syllabi.createdAt), asc(syllabi.id)).limit(SYLLABUS_CAP);
  return rows.map(toSyllabus);
}

export function createSyllabus(tx: Executor, ownerSub: string, input: NewSyllabus): Promise<Created<Syllabus>> {
  return owned.create(tx, ownerSub, input.id, () => {
    checkTerm(input.term_start ?? null, input.term_end ?? null);
    return toColumns(input);
  });
}

/** 404 when this owner has no syllabus with that id (absent, or someone else's); 412 when stale. */
export function updateSyllabus(tx: Executor, ownerSub: string, id: string, changes: SyllabusChanges, expected: Expected): Promise<Syllabus> {
  return owned.update(tx, ownerSub, id, expected, (current) => {
    checkTerm(changes.term_start === undefined ? current.termStart : changes.term_start, changes.term_end === undefined ? current.termEnd : changes.term_end);
    return toColumns(changes);
  });
}

export function deleteSyllabus(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  return owned.remove(tx, ownerSub, id, expected, async () => {
    const gone = await tx.delete(tasks).where(eq(tasks.syllabusId, id)).returning({ id: tasks.id, version: tasks.version });
    // Tombstones newer than any copy a device may hold, before the syllabus's own.
    return gone.map((task) => ({ entity: taskDefinition.wireName, id: task.id, version: task.version + 1, deleted: true }));
  });
}

function checkTerm(start: string | null, end: string | null): void {
  if (termEndsBeforeStart(start, end)) throw validationError({ term_end: ['The term cannot end before it starts.'] });
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
