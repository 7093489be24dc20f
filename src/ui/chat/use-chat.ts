// Follows a chat source's snapshot (conversations, the one shown, its messages).
import { useEffect, useState } from 'react';
import type { ChatSource, ChatViewSnapshot } from './chat-types';

export function useChat(source: ChatSource): ChatViewSnapshot | undefined {
  const [snapshot, setSnapshot] = useState<ChatViewSnapshot>();
  useEffect(() => source.watch(setSnapshot), [source]);
  return snapshot;
}
