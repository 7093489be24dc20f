// Drizzle mirror of the plans and plan_courses tables (server/db/migrations/0004_sync.sql, 0006_plan_terms.sql,
// 0025_plan_course_grades.sql, 0026_plan_course_pinned.sql,
// 0030_plan_course_counts_toward.sql).
import { boolean, doublePrecision, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CreditSource, PlanCourseStatus, StartTerm } from '../../../src/lib/plan';

export const plans = pgTable('plans', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  university: text('university'),
  universityName: text('university_name').notNull().default(''),
  program: text('program'),
  programName: text('program_name').notNull().default(''),
  // The routes' schemas keep these to the listed values.
  startTerm: text('start_term').$type<StartTerm>().notNull(),
  startYear: integer('start_year').notNull(),
  creditLoad: integer('credit_load').notNull().default(0),
  totalCredits: doublePrecision('total_credits').notNull().default(0),
  currentGpa: doublePrecision('current_gpa'),
  estimatedGraduation: text('estimated_graduation').notNull().default(''),
  termsNeeded: integer('terms_needed').notNull().default(0),
  lowerBoundTerms: integer('lower_bound_terms').notNull().default(0),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const planCourses = pgTable('plan_courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  planId: uuid('plan_id')
    .notNull()
    .references(() => plans.id, { onDelete: 'cascade' }),
  course: text('course'),
  courseCode: text('course_code').notNull(),
  courseTitle: text('course_title').notNull().default(''),
  term: text('term').notNull(),
  status: text('status').$type<PlanCourseStatus>().notNull().default('planned'),
  prerequisites: text('prerequisites').notNull().default(''),
  credit: doublePrecision('credit').notNull().default(3),
  grade: text('grade'),
  creditSource: text('credit_source').$type<CreditSource>(),
  creditNote: text('credit_note').notNull().default(''),
  countsToward: text('counts_toward').notNull().default(''),
  pinned: boolean('pinned').notNull().default(false),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PlanRow = typeof plans.$inferSelect;
export type PlanCourseRow = typeof planCourses.$inferSelect;
