// Saving a checked syllabus: the syllabus record and every chosen deadline as a task naming it,
// all with their outbox entries in ONE transaction, so a failure halfway leaves none and a reload never
// shows half a syllabus. They sync like any record, once each: the syllabus first (its tasks name it).
// Re-importing updates the earlier syllabus and moves its tasks whose day changed instead of adding them.
import { isSourceNote, type ImportedTask } from '../../lib/syllabus/syllabus-review';
import type { SyllabusFields } from '../../lib/syllabus/syllabus-outline';
import type { Syllabus } from '../../lib/syllabus/syllabus-record';
import { fromLocalInput } from '../../lib/tasks/due-input';
import { defaultEntities } from '../entities/entity-registry';
import { writeTogether } from '../repositories/write-together';
import { addTask, editTask } from '../tasks/task-actions';
import type { UserData } from '../user-data';
import type { Task } from '../../lib/task';

type SyllabusData = Pick<UserData, 'db' | 'tasks' | 'syllabi'>;

export interface SyllabusImport {
  syllabus: SyllabusFields;
  /** The earlier import of this syllabus, to update rather than add. */
  earlierId: string | null;
  tasks: readonly ImportedTask[];
}

export interface SavedImport {
  syllabus: Syllabus;
  added: Task[];
  moved: Task[];
}

export function saveImportedSyllabus(data: SyllabusData, { syllabus: fields, earlierId, tasks }: SyllabusImport): Promise<SavedImport> {
  return writeTogether(data.db, defaultEntities, ['syllabi', 'tasks'], async () => {
    const earlier = earlierId === null ? undefined : await data.syllabi.get(earlierId);
    const syllabus = earlier ? await data.syllabi.update(earlier.id, fields) : await data.syllabi.create(fields);
    const saved: SavedImport = { syllabus, added: [], moved: [] };
    for (const task of tasks) {
      const due_at = fromLocalInput(task.due) ?? null;
      const replaced = task.replaces === undefined ? undefined : await data.tasks.get(task.replaces);
      if (replaced) {
        // The note quotes the syllabus line the date came from, which the next re-import compares with to
        // tell a date the syllabus changed from one the student changed. Notes the student wrote stay theirs.
        const notes = isSourceNote(replaced.notes) ? { notes: task.notes } : {};
        saved.moved.push(await editTask(data, replaced.id, { title: task.title, course: task.course, due_at, all_day: task.allDay, ...notes }));
      } else {
        saved.added.push(await addTask(data, { title: task.title, notes: task.notes, course: task.course, due_at, all_day: task.allDay, syllabus_id: syllabus.id }));
      }
    }
    return saved;
  });
}
