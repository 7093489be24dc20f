// An advisor chat exchange: `chat_exchanges` on the wire, `chatExchanges` on the device,
// /api/advisor/exchanges/. The student's question and the advisor's reply as one mirrored record: the device
// creates it with the question only, and the server answers the create with the reply. A conversation is
// the set of exchanges sharing a `conversation` id, started by its first question. An exchange is never
// edited; the number of questions is held by the advisor's rate limit, not a cap.
import { defineCollection } from './entity-definition';

/** The longest question the advisor takes, after trimming. */
export const QUESTION_MAX = 4000;

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

export const chatExchangeDefinition = defineCollection<ChatExchange>()({
  kind: 'collection',
  wireName: 'chat_exchanges',
  localName: 'chatExchanges',
  path: '/advisor/exchanges/',
  fields: {
    conversation: { type: 'text', format: 'uuid', description: 'The conversation to continue; started by this question when it does not exist yet.' },
    question: { type: 'text', min: 1, max: QUESTION_MAX, description: 'The question, 1–4,000 characters after trimming.' },
  },
  required: ['conversation', 'question'],
  createOnly: ['conversation', 'question'],
  serverFields: {
    reply: { type: 'text', description: 'The advisor’s answer, in markdown.' },
    reply_source: { type: 'text', description: "'embedded' (the built-in advisor) or 'model' (the configured language model)." },
    asked_at: { type: 'text', format: 'dateTime' },
    replied_at: { type: 'text', format: 'dateTime' },
  },
  recordTimes: false,
  defaults: { reply: '', reply_source: '', replied_at: null },
  noun: 'chat message',
  plural: 'chat messages',
  // The advisor's rate limit holds how many questions a student asks.
  cap: undefined,
});
