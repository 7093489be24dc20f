// The task resource's requests and answer, made from the shared definition (src/lib/entities/task.ts). Text
// is trimmed before these checks run. source, import_id, source_event_id and removed_upstream are the
// server's (set by calendar imports and from syllabus_id), never written by clients.
import { Type } from 'typebox';
import { taskDefinition } from '../../src/lib/entities/task';
import { TASK_STATUSES } from '../../src/lib/task';
import { Format } from '../http/formats';
import { changesSchema, createSchema, recordSchema } from '../sync/definition-schemas';
import { PageQuerySchema } from '../sync/list-page';

export const TaskSchema = recordSchema(taskDefinition);
export const NewTaskSchema = createSchema(taskDefinition);
export const TaskChangesSchema = changesSchema(taskDefinition);

export const TaskListQuerySchema = Type.Object({
  ...PageQuerySchema.properties,
  status: Type.Optional(Type.Enum([...TASK_STATUSES])),
  due_before: Type.Optional(Type.String({ format: Format.academicDateTime, description: 'Only tasks due before this instant.' })),
  due_after: Type.Optional(Type.String({ format: Format.academicDateTime, description: 'Only tasks due at or after this instant.' })),
});
