// Request and answer shapes of the advisor chat API.
import { Type } from 'typebox';
import { Format } from '../http/formats';
import { QUESTION_MAX } from '../../src/lib/entities/chat-exchange';

export const MESSAGE_MAX = QUESTION_MAX;

export const ChatBodySchema = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: MESSAGE_MAX, description: 'The question, 1–4,000 characters after trimming.' }),
    conversation: Type.Optional(
      Type.String({ format: Format.uuid, description: 'The conversation to continue; a new one (with this id, if given) when it does not exist yet.' }),
    ),
    id: Type.Optional(
      Type.String({ format: Format.uuid, description: 'The message id, chosen by the client: a retry with the same id answers the stored reply.' }),
    ),
  },
  { additionalProperties: false },
);

const ChatMessageSchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  role: Type.Union([Type.Literal('user'), Type.Literal('assistant')]),
  content: Type.String(),
  created_at: Type.String({ format: Format.dateTime }),
  source: Type.String({ description: "Replies: 'embedded' (the built-in advisor) or 'model'; empty for the student's messages." }),
});

export const ChatAnswerSchema = Type.Object({
  conversation: Type.String({ format: Format.uuid }),
  reply: ChatMessageSchema,
});

export const ConversationSummarySchema = Type.Object({
  id: Type.String({ format: Format.uuid }),
  title: Type.String({ description: 'The first message, trimmed.' }),
  created_at: Type.String({ format: Format.dateTime }),
  updated_at: Type.String({ format: Format.dateTime }),
});

export const ConversationSchema = Type.Object({ ...ConversationSummarySchema.properties, messages: Type.Array(ChatMessageSchema) });
