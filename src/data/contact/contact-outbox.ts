// The contact form's messages, which anyone may send, signed in or not: so not through a
// student's outbox (that lives in their own database, opened after sign-in) but through this small queue in
// the browser's localStorage. A message is kept here before it is sent and until the server has it; its id
// makes a resend store it once. Whatever waits goes when the page loads online and when the connection returns.

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The form's hidden field: filled in only by robots, and then dropped by the server. */
  website?: string;
}

interface QueuedMessage extends ContactDraft {
  id: string;
  queuedAt: number;
}

export type ContactOutcome =
  | { kind: 'sent' }
  /** Offline, or the server could not take it now: it waits here and goes later, once. */
  | { kind: 'queued'; id: string }
  /** The server refused it (it is dropped): field messages to show. */
  | { kind: 'refused'; errors: Record<string, string[]> };

import { CONTACT_OUTBOX_KEY as KEY } from './contact-outbox-key';
const PATH = '/api/contact/';

export interface ContactOutboxOptions {
  fetch?: typeof fetch;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  isOnline?: () => boolean;
}

function createContactOutbox(options: ContactOutboxOptions = {}) {
  const send = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const storage = options.storage ?? localStorage;
  const isOnline = options.isOnline ?? (() => navigator.onLine);
  const listeners = new Set<(sentId: string) => void>();
  let flushing: Promise<void> | null = null;

  const read = (): QueuedMessage[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(parsed) ? (parsed as QueuedMessage[]) : [];
    } catch {
      return [];
    }
  };
  const write = (queue: QueuedMessage[]) => storage.setItem(KEY, JSON.stringify(queue));
  const drop = (id: string) => write(read().filter((item) => item.id !== id));

  /** One message to the server: 'sent', 'refused' (with why) or 'later'. */
  async function deliver(item: QueuedMessage): Promise<{ kind: 'sent' } | { kind: 'later' } | { kind: 'refused'; errors: Record<string, string[]> }> {
    const { queuedAt: _queuedAt, ...body } = item;
    let response: Response;
    try {
      response = await send(PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) });
    } catch {
      return { kind: 'later' };
    }
    const json = (await response.json().catch(() => undefined)) as { id?: string; errors?: Record<string, string[]> } | undefined;
    if (response.ok && json?.id === item.id) return { kind: 'sent' };
    if (response.status === 400 && json?.errors) return { kind: 'refused', errors: json.errors };
    return { kind: 'later' }; // 429, 5xx, or a page that is not our API's (a captive portal)
  }

  return {
    /** Keeps the message, then sends it if the browser is online. */
    async submit(draft: ContactDraft): Promise<ContactOutcome> {
      const item: QueuedMessage = { ...draft, id: crypto.randomUUID(), queuedAt: Date.now() };
      write([...read(), item]);
      if (!isOnline()) return { kind: 'queued', id: item.id };
      const outcome = await deliver(item);
      if (outcome.kind === 'later') return { kind: 'queued', id: item.id };
      drop(item.id);
      return outcome;
    },
    /** Sends whatever waits, oldest first; stops at the first that has to wait longer. */
    flush(): Promise<void> {
      flushing ??= (async () => {
        for (const item of read()) {
          if (!isOnline()) break;
          const outcome = await deliver(item);
          if (outcome.kind === 'later') break;
          drop(item.id);
          if (outcome.kind === 'sent') listeners.forEach((listener) => listener(item.id));
        }
      })().finally(() => (flushing = null));
      return flushing;
    },
    waiting: (): number => read().length,
    /** Called with each queued message the flush delivered. */
    onSent(listener: (id: string) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type ContactOutbox = ReturnType<typeof createContactOutbox>;

let shared: ContactOutbox | undefined;

/** The page's queue, sending on load and whenever the connection returns. */
export function contactOutbox(): ContactOutbox {
  if (!shared) {
    const outbox = createContactOutbox();
    shared = outbox;
    window.addEventListener('online', () => void outbox.flush());
    void outbox.flush();
  }
  return shared;
}
