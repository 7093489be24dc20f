// Drizzle mirror of the tasks table (server/db/migrations/0008_tasks.sql, 0014_syllabi.sql).
import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { TaskSource, TaskStatus } from '../../../src/lib/task';
import { syllabi } from './syllabi';

export const tasks = pgTable('tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  title: text('title').notNull(),
  notes: text('notes').notNull().default(''),
  course: text('course').notNull().default(''),
  dueAt: timestamp('due_at', { withTimezone: true }),
  /** Due on due_at's day rather than at its time (0029_task_all_day.sql). */
  allDay: boolean('all_day').notNull().default(false),
  // The routes' schemas keep these to the listed values.
  status: text('status').$type<TaskStatus>().notNull().default('todo'),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  source: text('source').$type<TaskSource>().notNull().default('manual'),
  importId: uuid('import_id'),
  sourceEventId: text('source_event_id'),
  removedUpstream: boolean('removed_upstream').notNull().default(false),
  /** The syllabus it was imported from; deleting the syllabus deletes it. */
  syllabusId: uuid('syllabus_id').references(() => syllabi.id, { onDelete: 'cascade' }),
  /** The version the importer last wrote; a higher version means the student changed the task since. */
  importedVersion: integer('imported_version'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type TaskRow = typeof tasks.$inferSelect;
