// Everything the sync engine needs from its surroundings, behind one interface: in the browser it
// is window/document/navigator; in Node (tests, the benchmark) a manual one the caller drives.
import { DRAIN_OUTBOX } from '../../lib/background-sync';

/** The part of the Web Locks API the engine uses (navigator.locks). */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

type Unsubscribe = () => void;

export interface SyncEnvironment {
  isOnline(): boolean;
  onOnline(listener: () => void): Unsubscribe;
  onOffline(listener: () => void): Unsubscribe;
  /** The tab became visible again. */
  onVisible(listener: () => void): Unsubscribe;
  /** Whether the student can see the app now (a hidden tab keeps no live stream open: battery). */
  isVisible(): boolean;
  onHidden(listener: () => void): Unsubscribe;
  /** The service worker asked the page to drain (`{type: 'drain-outbox'}`), e.g. from Background Sync. */
  onDrainRequest(listener: () => void): Unsubscribe;
  /** Web Locks, where the browser has them; otherwise the engine falls back to a lease in Dexie. */
  locks?: LockManagerLike;
  /** Ask the browser to wake the service worker when connectivity returns. */
  registerBackgroundSync?(): Promise<void>;
}

function listen(target: EventTarget | undefined, type: string, listener: (event: Event) => void): Unsubscribe {
  target?.addEventListener(type, listener);
  return () => target?.removeEventListener(type, listener);
}

export function browserEnvironment(): SyncEnvironment {
  const serviceWorker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  return {
    isOnline: () => navigator.onLine,
    onOnline: (listener) => listen(window, 'online', listener),
    onOffline: (listener) => listen(window, 'offline', listener),
    onVisible: (listener) =>
      listen(document, 'visibilitychange', () => {
        if (document.visibilityState === 'visible') listener();
      }),
    isVisible: () => document.visibilityState === 'visible',
    onHidden: (listener) =>
      listen(document, 'visibilitychange', () => {
        if (document.visibilityState === 'hidden') listener();
      }),
    onDrainRequest: (listener) =>
      listen(serviceWorker, 'message', (event) => {
        if ((event as MessageEvent).data?.type === DRAIN_OUTBOX) listener();
      }),
    locks: navigator.locks as LockManagerLike | undefined,
    registerBackgroundSync: serviceWorker
      ? async () => {
          // getRegistration (not `ready`) so this never waits forever when no worker is installed.
          const registration = await serviceWorker.getRegistration();
          const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
          await sync?.register(DRAIN_OUTBOX);
        }
      : undefined,
  };
}

/** An environment driven by hand: Node tests, the benchmark, and anywhere without a window. */
export interface ManualEnvironment extends SyncEnvironment {
  setOnline(online: boolean): void;
  becomeVisible(): void;
  becomeHidden(): void;
  sendDrainRequest(): void;
}

export function manualEnvironment(options: { online?: boolean; locks?: LockManagerLike } = {}): ManualEnvironment {
  let online = options.online ?? true;
  let visible = true;
  const listeners = { online: new Set<() => void>(), offline: new Set<() => void>(), visible: new Set<() => void>(), hidden: new Set<() => void>(), drain: new Set<() => void>() };
  const add = (set: Set<() => void>, listener: () => void) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  const fire = (set: Set<() => void>) => [...set].forEach((listener) => listener());
  return {
    isOnline: () => online,
    onOnline: (listener) => add(listeners.online, listener),
    onOffline: (listener) => add(listeners.offline, listener),
    onVisible: (listener) => add(listeners.visible, listener),
    isVisible: () => visible,
    onHidden: (listener) => add(listeners.hidden, listener),
    onDrainRequest: (listener) => add(listeners.drain, listener),
    locks: options.locks,
    setOnline(next) {
      if (next === online) return;
      online = next;
      fire(next ? listeners.online : listeners.offline);
    },
    becomeVisible() {
      visible = true;
      fire(listeners.visible);
    },
    becomeHidden() {
      visible = false;
      fire(listeners.hidden);
    },
    sendDrainRequest: () => fire(listeners.drain),
  };
}
