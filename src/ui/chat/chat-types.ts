// What the chat panels show and do, as the UI sees it: the data layer's advisor chat (src/data/advisor)
// satisfies this shape, and the features hand it in, so the UI never imports the data layer.

export interface ChatViewMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  state: 'waiting' | 'sending' | 'failed' | 'sent';
  source: string;
}

export interface ChatViewSnapshot {
  conversations: { id: string; title: string }[];
  current: string | null;
  messages: ChatViewMessage[];
}

export interface ChatSource {
  send(text: string): Promise<boolean>;
  retry(messageId: string): Promise<void>;
  select(conversation: string | null): void;
  watch(listener: (snapshot: ChatViewSnapshot) => void): () => void;
}
