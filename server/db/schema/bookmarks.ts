// Drizzle mirror of the bookmarks table (server/db/migrations/0001_api.sql, 0004_sync.sql).
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const bookmarks = pgTable('bookmarks', {
  id: uuid('id').primaryKey().defaultRandom(),
  ownerSub: text('owner_sub').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BookmarkRow = typeof bookmarks.$inferSelect;
