// Who to poke when a user's changes commit: each open live stream (live-routes.ts) is one device of one user
// in this process. The database's change notices (server/db/change-notices.ts) come from every process's
// writes; each is handed to the user's streams here except the writing device's own. A stream is poked at
// once, then at most once per window, with the newest cursor: a burst of writes (an import, a device
// catching up on its outbox) costs each device one or two pulls, not one per write.
import type { Database } from '../db/database';
import { CHANGE_NOTICES, parseChangeNotice, type ChangeNotice } from '../db/change-notices';

export interface LiveOptions {
  /** Pokes to one device at most once per this many ms (default 150). */
  coalesceMs?: number;
  /** Open streams per user in this process (default 5: a student's devices, with room to spare). */
  streamsPerUser?: number;
}

export interface LiveDevice {
  /** The device's id (X-Device-Id); its own writes do not poke it. */
  device: string | undefined;
  /**
   * There are changes up to `cursor`; undefined when the notice named none (an account deletion) or when
   * notices may have been lost (the database connection listening for them came back): look again.
   */
  poke(cursor: string | undefined): void;
}

export interface LivePokes {
  /** A place for one more stream of this user, or undefined when they have as many as allowed. */
  admit(sub: string): (() => void) | undefined;
  /** Listens for the user's notices until the returned function is called; resolves once listening. */
  subscribe(sub: string, device: LiveDevice): Promise<() => void>;
  close(): Promise<void>;
}

export function createLivePokes(db: Database, options: LiveOptions = {}): LivePokes {
  const coalesceMs = options.coalesceMs ?? 150;
  const streamsPerUser = options.streamsPerUser ?? 5;
  const open = new Map<string, number>();
  const devices = new Map<string, Set<Coalesced>>();
  // One LISTEN for the whole process, made when the first stream opens.
  let listening: Promise<() => Promise<void>> | undefined;

  function deliver(notice: ChangeNotice) {
    for (const device of devices.get(notice.sub) ?? []) {
      if (notice.device === undefined || device.target.device !== notice.device) device.offer(notice.cursor);
    }
  }

  return {
    admit(sub) {
      const count = open.get(sub) ?? 0;
      if (count >= streamsPerUser) return undefined;
      open.set(sub, count + 1);
      let left = false;
      return () => {
        if (left) return;
        left = true;
        const remaining = (open.get(sub) ?? 1) - 1;
        if (remaining > 0) open.set(sub, remaining);
        else open.delete(sub);
      };
    },
    async subscribe(sub, target) {
      listening ??= db.listen(
        CHANGE_NOTICES,
        (payload) => {
          const notice = parseChangeNotice(payload);
          if (notice) deliver(notice);
        },
        // Writes committed while the connection was down were not heard: every device looks again.
        () => devices.forEach((set) => set.forEach((device) => device.offer(undefined))),
      );
      const device = new Coalesced(target, coalesceMs);
      let set = devices.get(sub);
      if (!set) devices.set(sub, (set = new Set()));
      set.add(device);
      const remove = () => {
        device.stop();
        set.delete(device);
        if (set.size === 0 && devices.get(sub) === set) devices.delete(sub);
      };
      try {
        await listening;
      } catch (error) {
        listening = undefined;
        remove();
        throw error;
      }
      return remove;
    },
    async close() {
      for (const set of devices.values()) for (const device of set) device.stop();
      devices.clear();
      const unlisten = await listening?.catch(() => undefined);
      listening = undefined;
      await unlisten?.();
    },
  };
}

/** At once, then at most once per window: the newest cursor offered meanwhile, or none when none was named. */
class Coalesced {
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending = false;
  #cursor: string | undefined;

  constructor(
    readonly target: LiveDevice,
    readonly windowMs: number,
  ) {}

  offer(cursor: string | undefined) {
    if (this.#timer) {
      this.#pending = true;
      this.#cursor = newest(this.#cursor, cursor);
      return;
    }
    this.target.poke(cursor);
    this.#arm();
  }

  #arm() {
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      if (!this.#pending) return;
      const cursor = this.#cursor;
      this.#pending = false;
      this.#cursor = undefined;
      this.target.poke(cursor);
      this.#arm();
    }, this.windowMs);
  }

  stop() {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending = false;
  }
}

function newest(a: string | undefined, b: string | undefined): string | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Number(b) > Number(a) ? b : a;
}
