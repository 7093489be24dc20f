import { describe, expect, test } from 'vitest';
import { coalesce } from '../../src/data/sync/coalesce';
import type { OutboxEntry, OutboxOp } from '../../src/data/sync/sync-records';

let seq = 0;
const entry = (op: OutboxOp, body: Record<string, unknown> = {}, attempts = 0): OutboxEntry => ({
  seq: ++seq,
  id: `key-${seq}`,
  format: 2,
  entity: 'bookmarks',
  entityId: 'b1',
  op,
  body,
  createdAt: seq,
  attempts,
});

const shape = (entries: OutboxEntry[]) => entries.map((e) => ({ op: e.op, body: e.body, id: e.id }));

describe('coalesce (entries never sent)', () => {
  test('create + update → one create with both', () => {
    const create = entry('create', { id: 'b1', title: 'A', url: 'u' });
    const result = coalesce([create, entry('update', { title: 'B' })]);
    expect(shape(result)).toEqual([{ op: 'create', body: { id: 'b1', title: 'B', url: 'u' }, id: create.id }]);
  });

  test('update + update → one update with the later values on top', () => {
    const first = entry('update', { title: 'B', url: 'x' });
    const result = coalesce([first, entry('update', { title: 'C' })]);
    expect(shape(result)).toEqual([{ op: 'update', body: { title: 'C', url: 'x' }, id: first.id }]);
  });

  test('create + delete → nothing', () => {
    expect(coalesce([entry('create', { id: 'b1' }), entry('update', { title: 'x' }), entry('delete')])).toEqual([]);
  });

  test('update + delete → delete, in the update’s place', () => {
    const first = entry('update', { title: 'B' });
    const result = coalesce([first, entry('delete')]);
    expect(shape(result)).toEqual([{ op: 'delete', body: {}, id: first.id }]);
    expect(result[0]!.seq).toBe(first.seq);
  });

  test('untouched entries come back as the same objects', () => {
    const lone = entry('delete');
    expect(coalesce([lone])[0]).toBe(lone);
  });
});

describe('coalesce never changes an entry that may have reached the server', () => {
  test('a sent create keeps its body; the update stays separate', () => {
    const sent = entry('create', { id: 'b1', title: 'A' }, 1);
    const update = entry('update', { title: 'B' });
    expect(coalesce([sent, update])).toEqual([sent, update]);
  });

  test('a sent create followed by a delete keeps both (the create may exist on the server)', () => {
    const sent = entry('create', { id: 'b1' }, 2);
    const del = entry('delete');
    expect(coalesce([sent, del])).toEqual([sent, del]);
  });

  test('later unsent entries still merge with each other behind a sent one', () => {
    const sent = entry('update', { title: 'A' }, 1);
    const result = coalesce([sent, entry('update', { title: 'B' }), entry('update', { url: 'v' })]);
    expect(shape(result)).toEqual([shape([sent])[0], { op: 'update', body: { title: 'B', url: 'v' }, id: `key-${sent.seq! + 1}` }]);
  });
});
