// 0014_syllabi.sql was written after 0016–0019: on a database that already ran those (and not 0014), the
// runner applies it alone, and tasks that existed before keep working with syllabus_id null.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../../../server/db/migrate';
import { listTasks } from '../../../../server/tasks/task-service';
import { openTestDatabase, type TestDatabase } from '../../support/test-database';

let database: TestDatabase;
let applied: string[];

beforeAll(async () => {
  // Every migration, then 0014 undone: the schema of a database migrated before 0014 existed.
  database = await openTestDatabase();
  await database.db.exec(`
    DROP INDEX tasks_syllabus_idx; ALTER TABLE tasks DROP COLUMN syllabus_id; DROP TABLE syllabi;
    DELETE FROM schema_migrations WHERE name = '0014_syllabi.sql';
    INSERT INTO tasks (owner_sub, title) VALUES ('auth0|ada', 'Old task');`);
  applied = await migrate(database.db);
});
afterAll(() => database?.close());

describe('0014_syllabi.sql after 0016–0019', () => {
  it('is applied, and only it', () => {
    expect(applied).toEqual(['0014_syllabi.sql']);
  });

  it('leaves the tasks there were as the student’s own, naming no syllabus', async () => {
    const page = await listTasks(database.db.orm, 'auth0|ada', { limit: 10 }, {});
    expect(page.results).toEqual([expect.objectContaining({ title: 'Old task', source: 'manual', syllabus_id: null })]);
  });
});
