// An advisor chat exchange (docs/sync-protocol.md "a chat message waits in the outbox"): the student's
// question and the advisor's reply as one mirrored record (wire name `chat_exchanges`). The device creates
// it with the question only; the server answers the create with the reply, which the write-back stores.
// A conversation is the set of exchanges sharing a `conversation` id, started by its first question.
import type { CollectionDescriptor } from './entity-descriptor';

export interface ChatExchange {
  id: string;
  conversation: string;
  question: string;
  /** '' until the server's answer to the create is stored. */
  reply: string;
  /** 'embedded' (the built-in advisor) or 'model'; '' before the reply. */
  reply_source: string;
  asked_at?: string;
  replied_at?: string | null;
  version?: number;
}

export type ChatExchangeDraft = Pick<ChatExchange, 'conversation' | 'question'>;

export const chatExchangeDescriptor: CollectionDescriptor = {
  name: 'chatExchanges',
  kind: 'collection',
  wireName: 'chat_exchanges',
  endpoints: {
    list: '/api/advisor/exchanges/',
    create: '/api/advisor/exchanges/',
    item: (id) => `/api/advisor/exchanges/${encodeURIComponent(id)}/`,
  },
  // No newestFirstBy: the server stamps a question when it arrives. Ids are UUID v7 made on the device, so
  // a conversation reads in the order its questions were asked, offline ones included.
  fields: ['conversation', 'question'],
  // A configured model may take a while to answer; the server gives it up to 30 s without a word.
  slowCreateTimeoutMs: 120_000,
  defaults: { reply: '', reply_source: '', replied_at: null },
  noun: 'chat message',
  label: (record) => (typeof record.question === 'string' && record.question ? record.question.slice(0, 80) : 'Chat message'),
  goneNotice: 'A chat message was deleted on another device.',
};
