// Tasks as a synced collection: their names, path and shape are the shared definition's.
import { taskDefinition } from '../../src/lib/entities/task';
import type { CollectionEntity } from '../sync/entity';
import { NewTaskSchema, TaskChangesSchema, TaskListQuerySchema, TaskSchema } from './task-schemas';
import { createTask, deleteTask, listTasks, readTasks, updateTask, type NewTask, type Task, type TaskChanges, type TaskFilters } from './task-service';

export const taskEntity: CollectionEntity<Task> = {
  kind: 'collection',
  name: taskDefinition.wireName,
  tag: 'tasks',
  path: taskDefinition.path,
  schemas: { record: TaskSchema, create: NewTaskSchema, update: TaskChangesSchema, listQuery: TaskListQuerySchema },
  list: (db, ownerSub, page, query) => listTasks(db, ownerSub, page, query as TaskFilters),
  read: readTasks,
  create: (tx, ownerSub, body) => createTask(tx, ownerSub, body as NewTask),
  update: (tx, ownerSub, id, body, expected) => updateTask(tx, ownerSub, id, body as TaskChanges, expected),
  remove: (tx, ownerSub, id, expected) => deleteTask(tx, ownerSub, id, expected),
};
