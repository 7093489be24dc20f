// What a chat panel shows, read from this device's exchanges: the conversations (newest first, titled by
// their first question), the one selected, and its messages. A question without its reply yet says where it
// is: waiting for a connection, being answered, or failed (refused, failing on its own, or the server down).
import type { AppDatabase } from '../app-database';
import type { ChatExchange } from '../entities/chat-exchange';
import { readProblem } from '../sync/sync-status';

export type ChatMessageState = 'waiting' | 'sending' | 'failed' | 'sent';

export interface ChatMessageView {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  state: ChatMessageState;
  /** Replies: 'embedded' or 'model'; '' for questions. */
  source: string;
}

export interface ChatConversationView {
  id: string;
  title: string;
}

export interface ChatSnapshot {
  conversations: ChatConversationView[];
  /** The conversation shown; null for a new one not started yet. */
  current: string | null;
  messages: ChatMessageView[];
}

const TITLE_LENGTH = 80;

/** `selected` undefined: the newest conversation. */
export async function chatSnapshot(db: AppDatabase, selected: string | null | undefined, online: boolean): Promise<ChatSnapshot> {
  // Ids are UUID v7 made where the question was asked: their order is the order of asking.
  const exchanges = ((await db.chatExchanges.toArray()) as unknown as ChatExchange[]).sort((a, b) => (a.id < b.id ? -1 : 1));
  const conversations = new Map<string, { view: ChatConversationView; last: string }>();
  for (const exchange of exchanges) {
    const known = conversations.get(exchange.conversation);
    if (known) known.last = exchange.id;
    else conversations.set(exchange.conversation, { view: { id: exchange.conversation, title: titleOf(exchange.question) }, last: exchange.id });
  }
  const newestFirst = [...conversations.values()].sort((a, b) => (a.last > b.last ? -1 : 1)).map((entry) => entry.view);
  const current = selected !== undefined ? selected : (newestFirst[0]?.id ?? null);
  const shown = exchanges.filter((exchange) => exchange.conversation === current);
  const unanswered = await pendingStates(db, shown.filter((exchange) => !exchange.reply), online);
  const messages = shown.flatMap((exchange): ChatMessageView[] => {
    const question: ChatMessageView = { id: exchange.id, role: 'user', content: exchange.question, source: '', state: unanswered.get(exchange.id) ?? 'sent' };
    if (!exchange.reply) return [question];
    return [question, { id: `${exchange.id}:reply`, role: 'assistant', content: exchange.reply, source: exchange.reply_source, state: 'sent' }];
  });
  return { conversations: newestFirst, current, messages };
}

async function pendingStates(db: AppDatabase, exchanges: ChatExchange[], online: boolean): Promise<Map<string, ChatMessageState>> {
  const states = new Map<string, ChatMessageState>();
  if (exchanges.length === 0) return states;
  const problem = await readProblem(db);
  for (const exchange of exchanges) {
    const key: [string, string] = ['chatExchanges', exchange.id];
    const refused = (await db.deadLetters.where('[entity+entityId]').equals(key).count()) > 0;
    const failing = (await db.outbox.where('[entity+entityId]').equals(key).filter((entry) => (entry.failedAttempts ?? 0) > 0).count()) > 0;
    if (refused || failing || (online && problem?.kind === 'server')) states.set(exchange.id, 'failed');
    else states.set(exchange.id, online && problem?.kind !== 'offline' ? 'sending' : 'waiting');
  }
  return states;
}

function titleOf(question: string): string {
  const line = question.trim().replace(/\s+/g, ' ');
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1)}…`;
}
