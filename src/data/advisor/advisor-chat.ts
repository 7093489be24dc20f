// The advisor chat on this device. A question is a mirrored record (an exchange, entities/chat-exchange.ts)
// created through the outbox like any change: written to Dexie first, so it shows and survives a reload,
// sent by the sync engine when the connection allows, exactly once (its id and idempotency key), and
// answered in the create's write-back. Conversations are the exchanges grouped by their conversation id,
// readable offline because every device mirrors them through the change feed.
import { liveQuery } from 'dexie';
import type { AppDatabase } from '../app-database';
import type { ChatExchange, ChatExchangeDraft } from '../entities/chat-exchange';
import { newId } from '../ids';
import type { CollectionRepository } from '../repositories/collection-repository';
import type { SyncEngine } from '../sync/sync-engine';
import type { SyncEnvironment } from '../sync/sync-environment';
import { chatSnapshot, type ChatSnapshot } from './chat-snapshot';

export type { ChatSnapshot };

export interface AdvisorChat {
  /** Trims; blank text is ignored (false). */
  send(text: string): Promise<boolean>;
  /** Sends a failed question again. */
  retry(exchangeId: string): Promise<void>;
  select(conversation: string | null): void;
  /** Calls back with every change of what the panel shows; returns the unsubscribe. */
  watch(listener: (snapshot: ChatSnapshot) => void): () => void;
}

export interface AdvisorChatOptions {
  db: AppDatabase;
  exchanges: CollectionRepository<ChatExchange, ChatExchangeDraft>;
  sync: Pick<SyncEngine, 'retryDeadLetter' | 'drainNow'>;
  environment: SyncEnvironment;
}

export function createAdvisorChat({ db, exchanges, sync, environment }: AdvisorChatOptions): AdvisorChat {
  let current: string | null | undefined; // undefined: the newest conversation, once known
  const selectionListeners = new Set<() => void>();
  const reselect = () => selectionListeners.forEach((listener) => listener());

  return {
    async send(raw) {
      const question = raw.trim();
      if (question === '') return false;
      const snapshot = await chatSnapshot(db, current, environment.isOnline());
      const conversation = snapshot.current ?? newId();
      await exchanges.create({ conversation, question });
      current = conversation;
      reselect();
      return true;
    },
    async retry(exchangeId) {
      const refused = await db.deadLetters.where('[entity+entityId]').equals(['chatExchanges', exchangeId]).first();
      if (refused) await sync.retryDeadLetter(refused.id);
      else await sync.drainNow();
    },
    select(conversation) {
      current = conversation;
      reselect();
    },
    watch(listener) {
      const follow = () => liveQuery(() => chatSnapshot(db, current, environment.isOnline())).subscribe({ next: listener, error: () => {} });
      let subscription = follow();
      const again = () => {
        subscription.unsubscribe();
        subscription = follow();
      };
      // Going on or offline changes what a question waiting for its answer says, without any write.
      const offOnline = environment.onOnline(again);
      const offOffline = environment.onOffline(again);
      selectionListeners.add(again);
      return () => {
        selectionListeners.delete(again);
        offOnline();
        offOffline();
        subscription.unsubscribe();
      };
    },
  };
}
