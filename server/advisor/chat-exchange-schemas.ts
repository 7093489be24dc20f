// The chat exchange as a synced record, made from its shared definition (src/lib/entities/chat-exchange.ts):
// a student's question and the advisor's reply, created through the outbox like any other record, so a
// question asked offline is sent once, later. It cannot be edited: an empty change only checks the version.
import { chatExchangeDefinition } from '../../src/lib/entities/chat-exchange';
import { changesSchema, createSchema, recordSchema } from '../sync/definition-schemas';

export const ChatExchangeSchema = recordSchema(chatExchangeDefinition);
export const NewChatExchangeSchema = createSchema(chatExchangeDefinition);
export const ChatExchangeChangesSchema = changesSchema(chatExchangeDefinition);
