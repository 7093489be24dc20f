// Contact messages in the database: stored once per id.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { contactMessages, type ContactMessageRow } from '../db/schema/contact';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  received_at: string;
}

/** `created` is false when a message with this id was stored before (a resend): that one is the answer. */
export async function storeContactMessage(db: Executor, message: Omit<ContactMessage, 'received_at'>): Promise<{ message: ContactMessage; created: boolean }> {
  const [inserted] = await db.insert(contactMessages).values(message).onConflictDoNothing().returning();
  if (inserted) return { message: toMessage(inserted), created: true };
  const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
  return { message: toMessage(stored!), created: false };
}

function toMessage(row: ContactMessageRow): ContactMessage {
  return { id: row.id, name: row.name, email: row.email, subject: row.subject, message: row.message, received_at: row.receivedAt.toISOString() };
}
