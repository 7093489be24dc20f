// Drizzle mirror of the syllabi table (server/db/migrations/0014_syllabi.sql).
import { date, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { SyllabusGrade, SyllabusTopic } from '../../../src/lib/syllabus/syllabus-record';

export const syllabi = pgTable('syllabi', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  course: text('course').notNull().default(''),
  title: text('title').notNull().default(''),
  term: text('term').notNull().default(''),
  // 'YYYY-MM-DD', read and written as text: a Date would move it by the server's time zone.
  termStart: date('term_start', { mode: 'string' }),
  termEnd: date('term_end', { mode: 'string' }),
  // The routes' schemas keep these to the shared shapes.
  topics: jsonb('topics').$type<SyllabusTopic[]>().notNull().default([]),
  grading: jsonb('grading').$type<SyllabusGrade[]>().notNull().default([]),
  fileName: text('file_name').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type SyllabusRow = typeof syllabi.$inferSelect;
