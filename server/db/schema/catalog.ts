// Drizzle mirror of the catalogue tables (server/db/migrations/0005_catalog.sql, 0027_university_grading_scale.sql).
import { jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ProgramRequirement } from '../../../src/lib/catalog/catalog';
import type { GradingScale } from '../../../src/lib/grades/grading-scale';
import type { Season } from '../../../src/lib/catalog/terms';

export const universities = pgTable('universities', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  terms: text('terms').array().$type<Season[]>().notNull(),
  gradingScale: jsonb('grading_scale').$type<GradingScale>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const programs = pgTable('programs', {
  id: uuid('id').primaryKey().defaultRandom(),
  universityId: uuid('university_id')
    .notNull()
    .references(() => universities.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  degree: text('degree').notNull().default('BS'),
  totalCredits: numeric('total_credits', { precision: 6, scale: 1, mode: 'number' }).notNull(),
  minGpa: numeric('min_gpa', { precision: 4, scale: 2, mode: 'number' }),
  requirements: jsonb('requirements').$type<ProgramRequirement[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  universityId: uuid('university_id')
    .notNull()
    .references(() => universities.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  credits: numeric('credits', { precision: 5, scale: 1, mode: 'number' }).notNull(),
  offered: text('offered').array().$type<Season[]>().notNull().default([]),
  category: text('category').notNull().default(''),
  prerequisites: text('prerequisites').notNull().default(''),
  corequisites: text('corequisites').notNull().default(''),
  minGrade: text('min_grade').notNull().default(''),
  url: text('url').notNull().default(''),
  note: text('note').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UniversityRow = typeof universities.$inferSelect;
export type ProgramRow = typeof programs.$inferSelect;
export type CourseRow = typeof courses.$inferSelect;
