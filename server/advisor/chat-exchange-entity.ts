// Chat exchanges as a synced collection: /api/advisor/exchanges/, entity `chat_exchanges` in the feed and the
// batch. A question waits in the device's outbox like any change and is created here once; its reply is
// composed before the write's transaction (prepareCreate: a language model may take seconds) and stored
// with it. A retried create (same id) answers the stored exchange without asking again. Made with the
// server's advisor settings where the server is put together (server/synced-entities.ts).
import { chatExchangeDefinition } from '../../src/lib/entities/chat-exchange';
import type { CollectionEntity } from '../sync/entity';
import { ChatExchangeChangesSchema, ChatExchangeSchema, NewChatExchangeSchema } from './chat-exchange-schemas';
import { deleteExchange, listExchanges, readExchanges, touchExchange, type ChatExchange } from './chat-exchange-service';
import { checkRateLimit, composeReply, prepareTurn, saveTurn, type ChatSettings, type ComposedReply, type NewTurn } from './chat-service';

interface NewExchange {
  id?: string;
  conversation: string;
  question: string;
}

type Prepared = { kind: 'replay'; id: string } | { kind: 'new'; turn: NewTurn; reply: ComposedReply };

export const chatExchangeEntity = (advisor: ChatSettings): CollectionEntity<ChatExchange> => ({
  kind: 'collection',
  name: chatExchangeDefinition.wireName,
  tag: 'advisor',
  path: chatExchangeDefinition.path,
  schemas: { record: ChatExchangeSchema, create: NewChatExchangeSchema, update: ChatExchangeChangesSchema },
  list: (db, ownerSub, page) => listExchanges(db, ownerSub, page),
  read: readExchanges,
  async prepareCreate(db, ownerSub, body): Promise<Prepared> {
    const { id, conversation, question } = body as NewExchange;
    const turn = await prepareTurn(db, advisor, ownerSub, { message: question, conversation, id });
    if (turn.kind === 'replay') return { kind: 'replay', id: id! };
    return { kind: 'new', turn, reply: await composeReply(db, advisor, turn, () => {}) };
  },
  async create(tx, ownerSub, _body, prepared) {
    const work = prepared as Prepared;
    // Again here, where the questions of earlier operations of the same batch are visible.
    if (work.kind === 'new') await checkRateLimit(tx, advisor, ownerSub, work.turn.at);
    const id = work.kind === 'replay' ? work.id : work.turn.id;
    const created = work.kind === 'new' && (await saveTurn(tx, work.turn, work.reply)).created;
    const record = (await readExchanges(tx, ownerSub, [id])).get(id);
    if (!record) throw new Error('A chat exchange could not be read back after its create.');
    return { status: created ? 201 : 200, record };
  },
  update: (tx, ownerSub, id, _body, expected) => touchExchange(tx, ownerSub, id, expected),
  remove: (tx, ownerSub, id, expected) => deleteExchange(tx, ownerSub, id, expected),
});
