import { expect, test } from 'vitest';
import { rebase } from '../../src/data/sync/rebase';
import type { OutboxEntry, OutboxOp } from '../../src/data/sync/sync-records';

const pending = (op: OutboxOp, body: Record<string, unknown> = {}): OutboxEntry => ({
  id: 'k', format: 2, entity: 'bookmarks', entityId: 'b1', op, body, createdAt: 0, attempts: 0,
});
const server = { id: 'b1', title: 'Server', url: 'https://s', description: 'd', updated_at: 'T2' };

test('nothing pending: the server copy as is', () => {
  expect(rebase(server, [])).toEqual(server);
});

test('pending updates are re-applied on top of the server copy', () => {
  expect(rebase(server, [pending('update', { title: 'Mine' })])).toEqual({ ...server, title: 'Mine' });
});

test('a pending delete keeps the record away', () => {
  expect(rebase(server, [pending('update', { title: 'Mine' }), pending('delete')])).toBeUndefined();
});

test('a pending create shows even when the server has nothing yet', () => {
  expect(rebase(undefined, [pending('create', { id: 'b1', title: 'New', url: 'u' })])).toEqual({ id: 'b1', title: 'New', url: 'u' });
});

test('an update of a record the server no longer has stays absent', () => {
  expect(rebase(undefined, [pending('update', { title: 'x' })])).toBeUndefined();
});
