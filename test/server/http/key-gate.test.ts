// The per-key gate behind the per-user concurrency limit: places per key, a queue served in arrival order,
// an immediate refusal when the queue is full, keys independent of each other, and nothing kept for idle keys.
import { describe, expect, it } from 'vitest';
import { KeyGate, type Leave } from '../../../server/http/key-gate';

describe('KeyGate', () => {
  it('lets `inFlight` in per key, queues `queued` more in order, and refuses the rest at once', async () => {
    const gate = new KeyGate({ inFlight: 2, queued: 2 });
    const first = await gate.enter('heavy')!;
    const second = await gate.enter('heavy')!;
    const order: string[] = [];
    const third = gate.enter('heavy')!.then((leave) => (order.push('third'), leave));
    const fourth = gate.enter('heavy')!.then((leave) => (order.push('fourth'), leave));
    expect(gate.enter('heavy')).toBeUndefined();
    expect(gate.load('heavy')).toEqual({ running: 2, waiting: 2 });

    // Another key is not held up by this one's queue.
    const other = gate.enter('other');
    expect(other).toBeDefined();
    (await other!)();

    first();
    const thirdLeave = await third;
    expect(order).toEqual(['third']);
    second();
    const fourthLeave = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(gate.load('heavy')).toEqual({ running: 2, waiting: 0 });
    thirdLeave();
    fourthLeave();
    expect(gate.load('heavy')).toEqual({ running: 0, waiting: 0 });
  });

  it('counts a place once however often it is left', async () => {
    const gate = new KeyGate({ inFlight: 1, queued: 0 });
    const leave: Leave = await gate.enter('a')!;
    leave();
    leave();
    const again = await gate.enter('a')!;
    // Leaving the first place twice must not have opened a second one.
    expect(gate.enter('a')).toBeUndefined();
    again();
    expect(gate.load('a')).toEqual({ running: 0, waiting: 0 });
  });

  it('lets a caller that costs every place in alone, and keeps later light callers behind it in line', async () => {
    const gate = new KeyGate({ inFlight: 2, queued: 4 });
    const light = await gate.enter('heavy')!;
    const order: string[] = [];
    const large = gate.enter('heavy', Number.POSITIVE_INFINITY)!.then((leave) => (order.push('large'), leave));
    // One place is free, but the light caller arriving now waits behind the large page rather than overtaking it.
    const after = gate.enter('heavy')!.then((leave) => (order.push('after'), leave));
    expect(gate.load('heavy')).toEqual({ running: 1, waiting: 2 });

    light();
    const largeLeave = await large;
    expect(order).toEqual(['large']);
    expect(gate.load('heavy')).toEqual({ running: 2, waiting: 1 });
    largeLeave();
    (await after)();
    expect(order).toEqual(['large', 'after']);
    expect(gate.load('heavy')).toEqual({ running: 0, waiting: 0 });
  });
});
