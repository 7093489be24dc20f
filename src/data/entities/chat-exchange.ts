// Advisor chat exchanges on the device, from their shared definition (src/lib/entities/chat-exchange.ts).
// The device creates one with the question only; the server answers the create with the reply, which the
// write-back stores (docs/sync-protocol.md "a chat message waits in the outbox").
import { chatExchangeDefinition, type ChatExchange } from '../../lib/entities/chat-exchange';
import { collectionDescriptor } from './collection-descriptor';

export type { ChatExchange };

export type ChatExchangeDraft = Pick<ChatExchange, 'conversation' | 'question'>;

export const chatExchangeDescriptor = collectionDescriptor(chatExchangeDefinition, {
  // No newestFirstBy: the server stamps a question when it arrives. Ids are UUID v7 made on the device, so
  // a conversation reads in the order its questions were asked, offline ones included.
  untitled: 'Chat message',
  label: (record) => record.question?.slice(0, 80),
  // A configured model may take a while to answer; the server gives it up to 30 s without a word.
  slowCreateTimeoutMs: 120_000,
  goneNotice: 'A chat message was deleted on another device.',
});
