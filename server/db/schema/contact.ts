// Drizzle mirror of server/db/migrations/0017_contact_messages.sql.
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull().default(''),
  message: text('message').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ContactMessageRow = typeof contactMessages.$inferSelect;
