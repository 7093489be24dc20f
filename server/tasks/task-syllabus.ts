// A task's syllabus: the one it was imported from, always one of the same student's; any other
// id is answered as if it did not exist. Its source follows: a task naming a syllabus is the syllabus's,
// one that leaves its syllabus is the student's own, and a calendar feed's task stays the feed's (the
// importer keeps it by its import_id, and its own clean-up turns it into the student's).
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { syllabi } from '../db/schema/syllabi';
import { validationError } from '../http/api-error';
import type { TaskSource } from '../../src/lib/task';

/** The id, when it names one of this owner's syllabi; 400 otherwise. */
export async function ownSyllabusId(tx: Executor, ownerSub: string, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx
    .select({ id: syllabi.id })
    .from(syllabi)
    .where(and(eq(syllabi.id, id), eq(syllabi.ownerSub, ownerSub)));
  if (!row) throw validationError({ syllabus_id: ['No such syllabus.'] });
  return row.id;
}

export function sourceWithSyllabus(source: TaskSource, syllabusId: string | null): TaskSource {
  if (source === 'import') return source;
  return syllabusId === null ? 'manual' : 'syllabus';
}
