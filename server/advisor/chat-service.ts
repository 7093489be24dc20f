// One chat turn (POST /api/advisor/chat/). `prepareTurn` makes every refusal before anything is streamed:
// a retried message id answers its stored reply, another user's conversation is not found, the per-user
// rate limit (counted from stored messages, so all API processes agree) answers 429. `answerTurn` then
// answers: with the configured language model given the embedded advisor's facts, or the embedded advisor
// alone, which also steps in, saying so, when the model fails.
import { createHash, randomUUID } from 'node:crypto';
import { advise } from '../../src/lib/advisor/advise';
import { ADVISOR_SYSTEM_PROMPT, advisorContext } from '../../src/lib/advisor/advisor-context';
import type { Database } from '../db/database';
import type { Executor } from '../db/executor';
import { ApiError, notFound } from '../http/api-error';
import { advisorInputOf } from './advisor-input';
import type { ChatMessage, LanguageModel } from '../llm/language-model';
import { withFallback } from '../llm/with-fallback';
import { conversationOwner, findExchange, recentMessages, recentQuestions, saveExchange, type Exchange } from './conversation-service';

export interface ChatSettings {
  model?: LanguageModel;
  /** How long the model may go without writing before the embedded advisor answers instead (default 30 s). */
  modelTimeoutMs?: number;
  /** Messages per user per minute (default 20). */
  messagesPerMinute?: number;
  now?: () => Date;
}

export interface ChatRequest {
  message: string;
  conversation?: string;
  id?: string;
  idempotencyKey?: string;
}

export interface NewTurn {
  kind: 'new';
  ownerSub: string;
  id: string;
  conversation: string;
  isNewConversation: boolean;
  message: string;
  at: Date;
}

export type Turn = { kind: 'replay'; exchange: Exchange } | NewTurn;

export const FALLBACK_NOTE = '_The language model could not be reached, so the built-in advisor answered from your plan._';
const WINDOW_MS = 60_000;
const HISTORY = 12;

export async function prepareTurn(db: Database, settings: ChatSettings, ownerSub: string, request: ChatRequest): Promise<Turn> {
  const now = settings.now?.() ?? new Date();
  let id = request.id ?? (request.idempotencyKey ? uuidFromKey(ownerSub, request.idempotencyKey) : randomUUID());
  const previous = await findExchange(db.orm, ownerSub, id);
  if (previous?.owner === 'mine' && previous.exchange) return { kind: 'replay', exchange: previous.exchange };
  // Another user's id (or a question stored without a reply, which cannot happen): a fresh id reveals nothing.
  if (previous) id = randomUUID();

  const conversation = request.conversation ?? randomUUID();
  const owner = request.conversation ? await conversationOwner(db.orm, ownerSub, conversation) : 'absent';
  if (owner === 'other') throw notFound();

  await checkRateLimit(db.orm, settings, ownerSub, now);
  return { kind: 'new', ownerSub, id, conversation, isNewConversation: owner === 'absent', message: request.message, at: now };
}

/** 429 once this user has asked the per-minute limit: counted from stored questions, so every process agrees. */
export async function checkRateLimit(db: Executor, settings: ChatSettings, ownerSub: string, now: Date): Promise<void> {
  const limit = settings.messagesPerMinute ?? 20;
  const recent = await recentQuestions(db, ownerSub, new Date(now.getTime() - WINDOW_MS));
  if (recent.count < limit) return;
  const wait = Math.max(1, Math.ceil(((recent.oldest?.getTime() ?? now.getTime()) + WINDOW_MS - now.getTime()) / 1000));
  throw new ApiError(429, `You have sent ${limit} messages in the last minute. Try again in ${wait} seconds.`, undefined, { 'retry-after': String(wait) });
}

export interface ComposedReply {
  content: string;
  source: 'model' | 'embedded';
  at: Date;
}

/** The reply to a new turn, not stored: the model's (given the embedded advisor's facts) or the embedded advisor's. */
export async function composeReply(
  db: Database,
  settings: ChatSettings,
  turn: NewTurn,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<ComposedReply> {
  const started = Date.now();
  const input = await advisorInputOf(db.orm, turn.ownerSub, turn.at);
  const embedded = advise(input, turn.message);
  let content: string | undefined;
  if (settings.model) {
    const history = turn.isNewConversation ? [] : await recentMessages(db.orm, turn.ownerSub, turn.conversation, HISTORY);
    const messages: ChatMessage[] = [
      { role: 'system', content: ADVISOR_SYSTEM_PROMPT },
      { role: 'system', content: advisorContext(input, embedded) },
      ...history.map((message) => ({ role: message.role, content: message.content })),
      { role: 'user', content: turn.message },
    ];
    const model = settings.model;
    const run = ({ signal: attempt, alive }: { signal: AbortSignal; alive(): void }) =>
      model.stream(messages, {
        signal: attempt,
        onDelta: (text) => {
          alive();
          onDelta(text);
        },
      });
    content = await withFallback<string | undefined>(run, () => undefined, { timeoutMs: settings.modelTimeoutMs, signal });
    if (content !== undefined && content.trim() === '') content = undefined;
  }
  const at = new Date(turn.at.getTime() + Math.max(1, Date.now() - started));
  if (content !== undefined) return { content, source: 'model', at };
  content = settings.model ? `${FALLBACK_NOTE}\n\n${embedded.text}` : embedded.text;
  for (const piece of content.split(/(?<=\n)/)) onDelta(piece);
  return { content, source: 'embedded', at };
}

/** Stores a composed reply with its question, in the caller's transaction. */
export function saveTurn(tx: Executor, turn: NewTurn, reply: ComposedReply): Promise<Exchange & { created: boolean }> {
  return saveExchange(tx, turn.ownerSub, {
    conversation: turn.conversation,
    question: { id: turn.id, content: turn.message, at: turn.at },
    reply: { id: randomUUID(), content: reply.content, source: reply.source, at: reply.at },
  });
}

export async function answerTurn(
  db: Database,
  settings: ChatSettings,
  turn: NewTurn,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<Exchange> {
  const reply = await composeReply(db, settings, turn, onDelta, signal);
  const { conversation, reply: stored } = await db.orm.transaction((tx) => saveTurn(tx, turn, reply));
  return { conversation, reply: stored };
}

/** An Idempotency-Key sent without an id stands for the message id: the same key, the same stored reply. */
function uuidFromKey(ownerSub: string, key: string): string {
  const hex = createHash('sha256').update(`${ownerSub}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
