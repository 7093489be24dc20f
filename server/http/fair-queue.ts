// Start-time fair queueing between students for the process's database work: at most `slots` requests are
// worked on at once, and when more wait, the next one in is the one whose student has used the least
// service so far. A request's cost is the time it actually held its slot, charged to its student when it
// leaves; so a student whose pages take 150 ms each waits while others take their 5 ms turns, and gets the
// process to themselves when nobody else is waiting (the queue never idles with work in it). The per-user
// places (user-concurrency.ts) bound how much one student queues; this decides whose turn comes next.

/** Leaves the queue; calling it again does nothing, so every way out may call it. */
export type Release = () => void;

interface Waiter {
  start: number;
  seq: number;
  admit: () => void;
}

interface Student {
  /** Finish tag: the student's service so far (charged and expected), in the queue's virtual time. */
  finish: number;
  /** The time their last request held its slot: what the next one is expected to cost. */
  lastCost: number;
  /** Requests in or waiting. */
  open: number;
}

export interface FairQueueOptions {
  /** Requests worked on at once. */
  slots: number;
  /** Milliseconds since some origin; injectable so tests need no timers. */
  now?: () => number;
}

/** Students remembered before idle ones the virtual time has passed are swept out. */
const SWEEP_AT_LEAST = 1024;

export class FairQueue {
  readonly #slots: number;
  readonly #now: () => number;
  /** The start tag of the request admitted last: where a student who was idle starts again. */
  #virtualTime = 0;
  readonly #students = new Map<string, Student>();
  /** The highest finish tag charged: where virtual time stands when the queue falls idle. */
  #maxFinish = 0;
  /** A moving average of what requests cost: what a student's first request is expected to cost. */
  #typicalCost = 0;
  #running = 0;
  #seq = 0;
  /** Grows with the number of busy students, so a sweep costs little per request however many there are. */
  #sweepAt = SWEEP_AT_LEAST;
  readonly #waiting: Waiter[] = [];

  constructor(options: FairQueueOptions) {
    this.#slots = Math.max(1, options.slots);
    this.#now = options.now ?? (() => performance.now());
  }

  /** Resolves once the caller may work; call the answer when the work is done. */
  enter(key: string): Promise<Release> {
    let student = this.#students.get(key);
    if (!student) this.#students.set(key, (student = { finish: 0, lastCost: this.#typicalCost, open: 0 }));
    const entered = student;
    entered.open++;
    // Starts after the student's earlier requests (expected at their last cost each), or now if they were idle.
    const start = Math.max(this.#virtualTime, entered.finish);
    const expected = entered.lastCost;
    entered.finish = start + expected;
    return new Promise((resolve) => {
      this.#insert({ start, seq: this.#seq++, admit: () => resolve(this.#release(entered, expected, this.#now())) });
      this.#admitWhileFree();
    });
  }

  /** Requests being worked on and waiting, for tests and diagnostics. */
  load(): { running: number; waiting: number; students: number } {
    return { running: this.#running, waiting: this.#waiting.length, students: this.#students.size };
  }

  #insert(waiter: Waiter): void {
    // Ordered by start tag, then arrival; a binary search keeps insertion cheap under a long queue.
    let low = 0;
    let high = this.#waiting.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const other = this.#waiting[mid]!;
      if (other.start < waiter.start || (other.start === waiter.start && other.seq < waiter.seq)) low = mid + 1;
      else high = mid;
    }
    this.#waiting.splice(low, 0, waiter);
  }

  #admitWhileFree(): void {
    while (this.#running < this.#slots && this.#waiting.length > 0) {
      const next = this.#waiting.shift()!;
      this.#running++;
      this.#virtualTime = Math.max(this.#virtualTime, next.start);
      next.admit();
    }
  }

  #release(student: Student, expected: number, admittedAt: number): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#running--;
      const cost = Math.max(0, this.#now() - admittedAt);
      student.finish += cost - expected;
      student.lastCost = cost;
      student.open--;
      this.#typicalCost += (cost - this.#typicalCost) / 16;
      this.#maxFinish = Math.max(this.#maxFinish, student.finish);
      // Idle, the queue has served everything charged so far: a student arriving now starts after all of it.
      if (this.#running === 0 && this.#waiting.length === 0) this.#virtualTime = Math.max(this.#virtualTime, this.#maxFinish);
      if (this.#students.size > this.#sweepAt) this.#forgetPassedIdle();
      this.#admitWhileFree();
    };
  }

  /** Idle students whose service the queue has caught up with start afresh anyway: no need to keep them. */
  #forgetPassedIdle(): void {
    for (const [key, student] of this.#students) {
      if (student.open === 0 && student.finish <= this.#virtualTime) this.#students.delete(key);
    }
    this.#sweepAt = Math.max(SWEEP_AT_LEAST, 2 * this.#students.size);
  }
}
