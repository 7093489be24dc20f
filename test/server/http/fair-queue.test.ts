// Start-time fair queueing between students, on a clock the test moves: a student whose requests took long
// waits while the others take as much time in short turns; nobody waits when the queue is free; an idle
// student comes back at the current turn rather than with saved-up credit; idle students are forgotten.
import { describe, expect, it } from 'vitest';
import { FairQueue, type Release } from '../../../server/http/fair-queue';

function clockedQueue(slots: number) {
  let now = 0;
  const queue = new FairQueue({ slots, now: () => now });
  return { queue, advance: (ms: number) => (now += ms) };
}

/** Settles the promise callbacks queued so far. */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('FairQueue', () => {
  it('admits at once while a slot is free, however much the student has used', async () => {
    const { queue, advance } = clockedQueue(1);
    const first = await queue.enter('heavy');
    advance(500);
    first();
    // Nobody else is waiting: the heavy student's next request is not held back.
    const second = await queue.enter('heavy');
    expect(queue.load()).toMatchObject({ running: 1, waiting: 0 });
    second();
  });

  it('never works on more than `slots` at once', async () => {
    const { queue } = clockedQueue(3);
    const admitted: Release[] = [];
    for (const key of ['a', 'b', 'c', 'd', 'e']) void queue.enter(key).then((release) => admitted.push(release));
    await settle();
    expect(admitted).toHaveLength(3);
    expect(queue.load()).toMatchObject({ running: 3, waiting: 2 });
    admitted[0]!();
    await settle();
    expect(admitted).toHaveLength(4);
  });

  it('lets two students take 5 ms turns until they have used what a 100 ms request of a third cost', async () => {
    const { queue, advance } = clockedQueue(1);
    // Everyone lines up behind a holder of the only slot: all three are tagged 0 ms of service.
    const holder = await queue.enter('holder');
    const order: string[] = [];
    let heavyTurns = 0;
    // The heavy student's pages take 100 ms each, and they ask for the next as soon as one is done (one at
    // a time: a page of hundreds takes all of a student's places).
    const keepPaging = () => {
      void queue.enter('heavy').then((release) => {
        order.push('heavy');
        advance(100);
        release();
        if (++heavyTurns < 2) keepPaging();
      });
    };
    // a and b ask again as soon as a request is done, each request taking 5 ms.
    const keepAsking = (key: string) => {
      void queue.enter(key).then((release) => {
        order.push(key);
        advance(5);
        release();
        if (heavyTurns < 2) keepAsking(key);
      });
    };
    keepPaging();
    keepAsking('a');
    keepAsking('b');
    holder();
    while (heavyTurns < 2) await settle();

    // The heavy page went first (it asked first), then a and b took their turns tagged 0, 5, …, 95 ms (20
    // each) before the next heavy page, tagged 100 ms: the others got as much time as the heavy student.
    const between = order.slice(1, order.lastIndexOf('heavy'));
    expect(order[0]).toBe('heavy');
    expect(between.filter((key) => key === 'a')).toHaveLength(20);
    expect(between.filter((key) => key === 'b')).toHaveLength(20);
  });

  it('starts a student who was idle at the current turn, without saved-up credit', async () => {
    const { queue, advance } = clockedQueue(1);
    // a works alone for 50 turns of 5 ms: the queue's virtual time moves on to 245 ms.
    for (let turn = 0; turn < 50; turn++) {
      const release = await queue.enter('a');
      advance(5);
      release();
    }
    const holder = await queue.enter('holder');
    const order: string[] = [];
    for (let turn = 0; turn < 3; turn++) void queue.enter('late').then((release) => (order.push('late'), advance(5), release()));
    for (let turn = 0; turn < 3; turn++) void queue.enter('a').then((release) => (order.push('a'), advance(5), release()));
    holder();
    while (order.length < 6) await settle();
    // The late student's requests are expected to cost what requests usually do (5 ms) and start at the
    // current turn: they alternate with a's rather than all going first on 245 ms of unused share.
    expect(order.slice(0, 2).sort()).toEqual(['a', 'late']);
    expect(order).toEqual(['late', 'a', 'late', 'a', 'late', 'a']);
  });

  it('forgets idle students once many have come and gone', async () => {
    const { queue, advance } = clockedQueue(2);
    for (let student = 0; student < 3000; student++) {
      const release = await queue.enter(`student-${student}`);
      advance(1);
      release();
    }
    expect(queue.load().students).toBeLessThanOrEqual(2048);
  });
});
