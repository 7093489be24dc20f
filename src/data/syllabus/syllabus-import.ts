// Saving a checked syllabus (issue 19): every chosen deadline becomes a task on the device, all of them
// with their outbox entries in ONE transaction, so a failure halfway leaves none and a reload never shows
// half a syllabus. They sync like any task: once each, when the connection allows.
import type { ImportedTask } from '../../lib/syllabus/syllabus-review';
import { fromLocalInput } from '../../lib/tasks/due-input';
import { defaultEntities } from '../entities/entity-registry';
import { writeTogether } from '../repositories/write-together';
import { addTask } from '../tasks/task-actions';
import type { UserData } from '../user-data';
import type { Task } from '../../lib/task';

type TaskData = Pick<UserData, 'db' | 'tasks'>;

export function addImportedTasks(data: TaskData, imported: readonly ImportedTask[]): Promise<Task[]> {
  return writeTogether(data.db, defaultEntities, ['tasks'], async () => {
    const created: Task[] = [];
    for (const task of imported) {
      created.push(await addTask(data, { title: task.title, notes: task.notes, course: task.course, due_at: fromLocalInput(task.due) ?? null }));
    }
    return created;
  });
}
