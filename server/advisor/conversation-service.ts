// A user's advisor conversations and messages in the database. Every read and write is scoped to the
// owner: another user's conversation or message is "not found", never "forbidden".
import { and, asc, count, desc, eq, gt, min } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import { openChangeLog } from '../sync/change-log';
import { CHAT_EXCHANGES } from './chat-exchange-service';
import { advisorConversations, advisorMessages, type AdvisorMessageRow } from '../db/schema/advisor';

export interface ChatMessageAnswer {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  created_at: string;
  /** Replies: 'embedded' (the built-in advisor) or 'model'; '' for the student's own messages. */
  source: string;
}

export interface Exchange {
  conversation: string;
  reply: ChatMessageAnswer;
}

export interface ConversationSummary {
  id: string;
  title: string;
  created_at: string;
  updated_at: string;
}

const TITLE_LENGTH = 80;
const LIST_LIMIT = 500;

export function titleOf(message: string): string {
  const line = message.trim().replace(/\s+/g, ' ');
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1)}…`;
}

/** The stored reply to a user message: `mine`, `other` when another user owns that id, or absent. */
export async function findExchange(
  db: Executor,
  ownerSub: string,
  messageId: string,
): Promise<{ owner: 'mine'; exchange?: Exchange } | { owner: 'other' } | undefined> {
  const [question] = await db.select().from(advisorMessages).where(eq(advisorMessages.id, messageId));
  if (!question) return undefined;
  if (question.ownerSub !== ownerSub) return { owner: 'other' };
  const [reply] = await db.select().from(advisorMessages).where(eq(advisorMessages.replyTo, messageId));
  return { owner: 'mine', exchange: reply ? { conversation: question.conversation, reply: toMessage(reply) } : undefined };
}

export async function conversationOwner(db: Executor, ownerSub: string, id: string): Promise<'mine' | 'other' | 'absent'> {
  const [row] = await db.select({ ownerSub: advisorConversations.ownerSub }).from(advisorConversations).where(eq(advisorConversations.id, id));
  return !row ? 'absent' : row.ownerSub === ownerSub ? 'mine' : 'other';
}

/** User messages sent since `since`, and the oldest of them (for Retry-After). */
export async function recentQuestions(db: Executor, ownerSub: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await db
    .select({ count: count(), oldest: min(advisorMessages.createdAt) })
    .from(advisorMessages)
    .where(and(eq(advisorMessages.ownerSub, ownerSub), eq(advisorMessages.role, 'user'), gt(advisorMessages.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The conversation's last messages, oldest first. */
export async function recentMessages(db: Executor, ownerSub: string, conversation: string, limit: number): Promise<ChatMessageAnswer[]> {
  const rows = await db
    .select()
    .from(advisorMessages)
    .where(and(eq(advisorMessages.ownerSub, ownerSub), eq(advisorMessages.conversation, conversation)))
    .orderBy(desc(advisorMessages.createdAt), asc(advisorMessages.role))
    .limit(limit);
  return rows.reverse().map(toMessage);
}

export interface NewExchange {
  conversation: string;
  question: { id: string; content: string; at: Date };
  reply: { id: string; content: string; source: string; at: Date };
}

/**
 * Stores a question and its reply together, in the caller's transaction, as one exchange in the change feed.
 * When the question's id was stored meanwhile (a concurrent retry), nothing is added and the stored exchange
 * is the answer: one reply per question, ever. `created` tells which happened.
 */
export async function saveExchange(tx: Executor, ownerSub: string, exchange: NewExchange): Promise<Exchange & { created: boolean }> {
  const log = await openChangeLog(tx, ownerSub);
  await tx
    .insert(advisorConversations)
    .values({
      id: exchange.conversation,
      ownerSub,
      title: titleOf(exchange.question.content),
      createdAt: exchange.question.at,
      updatedAt: exchange.question.at,
    })
    .onConflictDoUpdate({ target: advisorConversations.id, set: { updatedAt: exchange.reply.at } });
  const inserted = await tx
    .insert(advisorMessages)
    .values({
      id: exchange.question.id,
      ownerSub,
      conversation: exchange.conversation,
      role: 'user',
      content: exchange.question.content,
      createdAt: exchange.question.at,
    })
    .onConflictDoNothing()
    .returning({ id: advisorMessages.id });
  if (inserted.length > 0) {
    const [reply] = await tx
      .insert(advisorMessages)
      .values({
        id: exchange.reply.id,
        ownerSub,
        conversation: exchange.conversation,
        role: 'assistant',
        content: exchange.reply.content,
        source: exchange.reply.source,
        replyTo: exchange.question.id,
        createdAt: exchange.reply.at,
      })
      .returning();
    await log.record({ entity: CHAT_EXCHANGES, id: exchange.question.id, version: 1, deleted: false });
    return { conversation: exchange.conversation, reply: toMessage(reply!), created: true };
  }
  const stored = await findExchange(tx, ownerSub, exchange.question.id);
  if (stored?.owner === 'mine' && stored.exchange) return { ...stored.exchange, created: false };
  throw new Error('A question was stored without its reply.');
}

/** Newest first (by their last message). */
export async function listConversations(db: Executor, ownerSub: string): Promise<{ count: number; results: ConversationSummary[] }> {
  const rows = await db
    .select()
    .from(advisorConversations)
    .where(eq(advisorConversations.ownerSub, ownerSub))
    .orderBy(desc(advisorConversations.updatedAt), desc(advisorConversations.id))
    .limit(LIST_LIMIT);
  const [total] = await db.select({ count: count() }).from(advisorConversations).where(eq(advisorConversations.ownerSub, ownerSub));
  return {
    count: total?.count ?? 0,
    results: rows.map((row) => ({ id: row.id, title: row.title, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() })),
  };
}

export async function readConversation(
  db: Executor,
  ownerSub: string,
  id: string,
): Promise<(ConversationSummary & { messages: ChatMessageAnswer[] }) | undefined> {
  const [row] = await db
    .select()
    .from(advisorConversations)
    .where(and(eq(advisorConversations.id, id), eq(advisorConversations.ownerSub, ownerSub)));
  if (!row) return undefined;
  const messages = await db
    .select()
    .from(advisorMessages)
    .where(and(eq(advisorMessages.conversation, id), eq(advisorMessages.ownerSub, ownerSub)))
    .orderBy(asc(advisorMessages.createdAt), desc(advisorMessages.role));
  return { id: row.id, title: row.title, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString(), messages: messages.map(toMessage) };
}

function toMessage(row: AdvisorMessageRow): ChatMessageAnswer {
  return { id: row.id, role: row.role, content: row.content, created_at: row.createdAt.toISOString(), source: row.source };
}
