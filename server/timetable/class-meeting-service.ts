// A student's class meetings. Like every synced collection (server/sync/owned-records.ts): client-chosen
// ids, versions, a change-log entry per write, the cap. Its own rules (times, rotation, term) are the
// shared definition's, checked on the meeting as it will be stored.
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { classMeetings, type ClassMeetingRow } from '../db/schema/class-meetings';
import { validationError } from '../http/api-error';
import type { Created } from '../sync/entity';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { ownedRecords } from '../sync/owned-records';
import { countOwned } from '../sync/record-caps';
import type { Expected } from '../sync/versions';
import { classMeetingDefinition, classMeetingErrors, type ClassMeetingRecord } from '../../src/lib/entities/class-meeting';

export const CLASS_MEETINGS = classMeetingDefinition.wireName;

/** A meeting as the API answers it: timestamps and version always present. */
export type ClassMeeting = Required<ClassMeetingRecord>;

type Writable = Omit<ClassMeeting, 'id' | 'created_at' | 'updated_at' | 'version'>;
export type ClassMeetingChanges = Partial<Writable>;
export type NewClassMeeting = Pick<Writable, 'course' | 'weekday' | 'start_time' | 'end_time'> & Partial<Writable> & { id?: string };

const { defaults } = classMeetingDefinition;
const owned = ownedRecords({ table: classMeetings, definition: classMeetingDefinition, toRecord: (row: ClassMeetingRow) => toClassMeetingRecord(row) });

/** Oldest first: the order the student entered their timetable in. */
export async function listClassMeetings(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<ClassMeeting> & { count: number }> {
  const rows = await db
    .select({ row: classMeetings, sortKey: sortKeyText(classMeetings.createdAt) })
    .from(classMeetings)
    .where(and(eq(classMeetings.ownerSub, ownerSub), afterCursor(classMeetings.createdAt, classMeetings.id, 'asc', page.after)))
    .orderBy(asc(classMeetings.createdAt), asc(classMeetings.id))
    .limit(page.limit + 1);
  const total = await countOwned(db, ownerSub, CLASS_MEETINGS);
  return {
    ...toPage(
      rows.map(({ row, sortKey }) => ({ row, sortKey, id: row.id })),
      page.limit,
      ({ row }) => toClassMeetingRecord(row),
    ),
    count: total,
  };
}

export const readClassMeetings = (db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, ClassMeeting>> => owned.read(db, ownerSub, ids);

/** Every meeting of this owner (the weekly plan generator's busy time). */
export async function allClassMeetings(db: Executor, ownerSub: string): Promise<ClassMeeting[]> {
  const rows = await db
    .select()
    .from(classMeetings)
    .where(eq(classMeetings.ownerSub, ownerSub))
    .orderBy(asc(classMeetings.createdAt), asc(classMeetings.id))
    .limit(classMeetingDefinition.cap);
  return rows.map(toClassMeetingRecord);
}

export function createClassMeeting(tx: Executor, ownerSub: string, input: NewClassMeeting): Promise<Created<ClassMeeting>> {
  return owned.create(tx, ownerSub, input.id, () => {
    const meeting: Writable = {
      course: input.course,
      weekday: input.weekday,
      start_time: input.start_time,
      end_time: input.end_time,
      location: input.location ?? defaults.location,
      rotation: input.rotation ?? defaults.rotation,
      week_a_starts: input.week_a_starts ?? defaults.week_a_starts,
      term_start: input.term_start ?? defaults.term_start,
      term_end: input.term_end ?? defaults.term_end,
    };
    check(meeting);
    return toColumns(meeting) as typeof classMeetings.$inferInsert;
  });
}

/** 404 when this owner has no meeting with that id (absent, or someone else's); 412 when stale. */
export function updateClassMeeting(tx: Executor, ownerSub: string, id: string, changes: ClassMeetingChanges, expected: Expected): Promise<ClassMeeting> {
  return owned.update(tx, ownerSub, id, expected, (current) => {
    const { id: _id, created_at: _created, updated_at: _updated, version: _version, ...stored } = toClassMeetingRecord(current);
    check({ ...stored, ...changes });
    return toColumns(changes);
  });
}

export function deleteClassMeeting(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  return owned.remove(tx, ownerSub, id, expected);
}

function check(meeting: Writable): void {
  const errors = classMeetingErrors(meeting);
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

function toColumns(fields: ClassMeetingChanges): Partial<typeof classMeetings.$inferInsert> {
  const columns: Partial<typeof classMeetings.$inferInsert> = {
    course: fields.course,
    weekday: fields.weekday,
    startTime: fields.start_time,
    endTime: fields.end_time,
    location: fields.location,
    rotation: fields.rotation,
    weekAStarts: fields.week_a_starts,
    termStart: fields.term_start,
    termEnd: fields.term_end,
  };
  // Absent fields stay as they are; null is a value (no term date).
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

function toClassMeetingRecord(row: ClassMeetingRow): ClassMeeting {
  return {
    id: row.id,
    course: row.course,
    weekday: row.weekday,
    start_time: row.startTime,
    end_time: row.endTime,
    location: row.location,
    rotation: row.rotation,
    week_a_starts: row.weekAStarts,
    term_start: row.termStart,
    term_end: row.termEnd,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
  };
}
