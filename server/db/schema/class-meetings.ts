// Drizzle mirror of the class_meetings table (server/db/migrations/0023_class_meetings.sql).
import { date, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MeetingRotation } from '../../../src/lib/entities/class-meeting';

export const classMeetings = pgTable('class_meetings', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  course: text('course').notNull(),
  weekday: smallint('weekday').notNull(),
  startTime: text('start_time').notNull(),
  endTime: text('end_time').notNull(),
  location: text('location').notNull().default(''),
  rotation: text('rotation').$type<MeetingRotation>().notNull().default('weekly'),
  // 'YYYY-MM-DD', read and written as text: a Date would move it by the server's time zone.
  weekAStarts: date('week_a_starts', { mode: 'string' }),
  termStart: date('term_start', { mode: 'string' }),
  termEnd: date('term_end', { mode: 'string' }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ClassMeetingRow = typeof classMeetings.$inferSelect;
