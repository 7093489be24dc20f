// The chat exchange as a synced record (`chat_exchanges`): a student's question and the advisor's reply,
// created through the outbox like any other record, so a question asked offline is sent once, later.
import { Type } from 'typebox';
import { Format } from '../http/formats';
import { MESSAGE_MAX } from './advisor-schemas';

export const ChatExchangeSchema = Type.Object({
  id: Type.String({ format: Format.uuid, description: 'The question’s id.' }),
  conversation: Type.String({ format: Format.uuid }),
  question: Type.String(),
  reply: Type.String({ description: 'The advisor’s answer, in markdown.' }),
  reply_source: Type.String({ description: "'embedded' (the built-in advisor) or 'model' (the configured language model)." }),
  asked_at: Type.String({ format: Format.dateTime }),
  replied_at: Type.String({ format: Format.dateTime }),
  version: Type.Integer({ minimum: 1 }),
});

export const NewChatExchangeSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ format: Format.uuid, description: 'Chosen by the client: repeating the create answers the stored exchange.' })),
    conversation: Type.String({ format: Format.uuid, description: 'The conversation to continue; started by this question when it does not exist yet.' }),
    question: Type.String({ minLength: 1, maxLength: MESSAGE_MAX, description: 'The question, 1–4,000 characters after trimming.' }),
  },
  { additionalProperties: false },
);

/** An exchange cannot be edited; an empty change (which only checks the version) is all there is. */
export const ChatExchangeChangesSchema = Type.Object({}, { additionalProperties: false });
