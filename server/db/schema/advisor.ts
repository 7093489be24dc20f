// Drizzle mirror of the advisor chat tables (server/db/migrations/0010_advisor_chat.sql, 0016_chat_exchanges.sql).
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const advisorConversations = pgTable('advisor_conversations', {
  id: uuid('id').primaryKey(),
  ownerSub: text('owner_sub').notNull(),
  title: text('title').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const advisorMessages = pgTable('advisor_messages', {
  id: uuid('id').primaryKey(),
  ownerSub: text('owner_sub').notNull(),
  conversation: uuid('conversation').notNull(),
  role: text('role').$type<'user' | 'assistant'>().notNull(),
  content: text('content').notNull(),
  source: text('source').notNull().default(''),
  replyTo: uuid('reply_to'),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export type AdvisorMessageRow = typeof advisorMessages.$inferSelect;
