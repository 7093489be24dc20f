// Exchanges (a question with its reply) read, listed and deleted for the sync routes, the batch and the
// change feed. They are stored as two advisor_messages rows; the question's row carries the version.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { anyOf } from '../db/any-of';
import type { Executor } from '../db/executor';
import { advisorConversations, advisorMessages, type AdvisorMessageRow } from '../db/schema/advisor';
import { notFound } from '../http/api-error';
import { openChangeLog } from '../sync/change-log';
import { afterCursor, sortKeyText, toPage, type Page, type PageRequest } from '../sync/list-page';
import { checkVersion, type Expected } from '../sync/versions';
import { chatExchangeDefinition, type ChatExchange as SharedChatExchange } from '../../src/lib/entities/chat-exchange';

export const CHAT_EXCHANGES = chatExchangeDefinition.wireName;

/** An exchange as the API answers it: the shared shape, with its times and version always present. */
export type ChatExchange = Required<SharedChatExchange> & { replied_at: string };

export async function readExchanges(db: Executor, ownerSub: string, ids: string[]): Promise<Map<string, ChatExchange>> {
  if (ids.length === 0) return new Map();
  const questions = await db
    .select()
    .from(advisorMessages)
    .where(and(eq(advisorMessages.ownerSub, ownerSub), eq(advisorMessages.role, 'user'), anyOf(advisorMessages.id, ids)));
  return withReplies(db, questions);
}

/** Newest first. */
export async function listExchanges(db: Executor, ownerSub: string, page: PageRequest): Promise<Page<ChatExchange> & { count: number }> {
  const mine = and(eq(advisorMessages.ownerSub, ownerSub), eq(advisorMessages.role, 'user'));
  const rows = await db
    .select({ row: advisorMessages, sortKey: sortKeyText(advisorMessages.createdAt) })
    .from(advisorMessages)
    .where(and(mine, afterCursor(advisorMessages.createdAt, advisorMessages.id, 'desc', page.after)))
    .orderBy(desc(advisorMessages.createdAt), desc(advisorMessages.id))
    .limit(page.limit + 1);
  const [total] = await db.select({ count: count() }).from(advisorMessages).where(mine);
  const exchanges = await withReplies(
    db,
    rows.map(({ row }) => row),
  );
  const shaped = rows.filter(({ row }) => exchanges.has(row.id)).map(({ row, sortKey }) => ({ row, sortKey, id: row.id }));
  return { ...toPage(shaped, page.limit, ({ row }) => exchanges.get(row.id)!), count: total?.count ?? 0 };
}

/** Nothing to change: checks the version and answers the exchange as it is. */
export async function touchExchange(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<ChatExchange> {
  const question = await lockOwnQuestion(tx, ownerSub, id);
  const exchange = (await withReplies(tx, [question])).get(id);
  if (!exchange) throw notFound();
  checkVersion(question.version, expected, () => exchange);
  return exchange;
}

/** Deletes the question, its reply (by cascade) and the conversation once nothing is left in it. */
export async function deleteExchange(tx: Executor, ownerSub: string, id: string, expected: Expected): Promise<void> {
  const log = await openChangeLog(tx, ownerSub);
  const question = await lockOwnQuestion(tx, ownerSub, id);
  const exchange = (await withReplies(tx, [question])).get(id);
  checkVersion(question.version, expected, () => exchange);
  await tx.delete(advisorMessages).where(eq(advisorMessages.id, id));
  const [left] = await tx.select({ count: count() }).from(advisorMessages).where(eq(advisorMessages.conversation, question.conversation));
  if ((left?.count ?? 0) === 0) await tx.delete(advisorConversations).where(eq(advisorConversations.id, question.conversation));
  await log.record({ entity: CHAT_EXCHANGES, id, version: question.version + 1, deleted: true });
}

/** Deletes a conversation and every exchange in it (each a tombstone in the feed); false when it is not this user's. */
export async function deleteConversationExchanges(tx: Executor, ownerSub: string, conversation: string): Promise<boolean> {
  const log = await openChangeLog(tx, ownerSub);
  const questions = await tx
    .select({ id: advisorMessages.id, version: advisorMessages.version })
    .from(advisorMessages)
    .where(and(eq(advisorMessages.ownerSub, ownerSub), eq(advisorMessages.conversation, conversation), eq(advisorMessages.role, 'user')))
    .orderBy(asc(advisorMessages.createdAt));
  const deleted = await tx
    .delete(advisorConversations)
    .where(and(eq(advisorConversations.id, conversation), eq(advisorConversations.ownerSub, ownerSub)))
    .returning({ id: advisorConversations.id });
  if (deleted.length === 0) return false;
  await log.record(...questions.map((question) => ({ entity: CHAT_EXCHANGES, id: question.id, version: question.version + 1, deleted: true })));
  return true;
}

async function lockOwnQuestion(tx: Executor, ownerSub: string, id: string): Promise<AdvisorMessageRow> {
  const [row] = await tx
    .select()
    .from(advisorMessages)
    .where(and(eq(advisorMessages.id, id), eq(advisorMessages.ownerSub, ownerSub), eq(advisorMessages.role, 'user')))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Questions with their replies; a question without one (which saveExchange never leaves) is left out. */
async function withReplies(db: Executor, questions: AdvisorMessageRow[]): Promise<Map<string, ChatExchange>> {
  if (questions.length === 0) return new Map();
  const replies = await db
    .select()
    .from(advisorMessages)
    .where(
      inArray(
        advisorMessages.replyTo,
        questions.map((question) => question.id),
      ),
    );
  const byQuestion = new Map(replies.map((reply) => [reply.replyTo!, reply]));
  const exchanges = new Map<string, ChatExchange>();
  for (const question of questions) {
    const reply = byQuestion.get(question.id);
    if (reply) exchanges.set(question.id, toExchange(question, reply));
  }
  return exchanges;
}

function toExchange(question: AdvisorMessageRow, reply: AdvisorMessageRow): ChatExchange {
  return {
    id: question.id,
    conversation: question.conversation,
    question: question.content,
    reply: reply.content,
    reply_source: reply.source,
    asked_at: question.createdAt.toISOString(),
    replied_at: reply.createdAt.toISOString(),
    version: question.version,
  };
}
