// /api/bookmarks/: CRUD, validation, client-chosen ids and owner isolation.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestUser } from './support/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.close());

const list = '/api/bookmarks/';
const item = (id: string) => `/api/bookmarks/${id}/`;
const docs = { title: 'MDN', url: 'https://developer.mozilla.org/', description: 'Web docs' };

async function titles(user: TestUser): Promise<string[]> {
  return (await user.request('GET', list)).json().results.map((b: { title: string }) => b.title);
}

describe('bookmark lifecycle', () => {
  it('starts with an empty page', async () => {
    const user = await api.newUser();
    expect((await user.request('GET', list)).json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('creates, lists newest first, updates and deletes', async () => {
    const user = await api.newUser();
    const first = await user.request('POST', list, docs);
    expect(first.statusCode).toBe(201);
    const created = first.json();
    expect(created).toEqual({
      ...docs,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created_at: expect.any(String),
      updated_at: expect.any(String),
      version: 1,
    });
    await user.request('POST', list, { title: 'Canvas', url: 'http://canvas.example.edu' });
    expect((await user.request('GET', list)).json()).toMatchObject({ count: 2, results: [{ title: 'Canvas', description: '' }, { title: 'MDN' }] });

    const updated = await user.request('PATCH', item(created.id), { title: 'MDN Web Docs' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ ...docs, id: created.id, title: 'MDN Web Docs' });

    const deleted = await user.request('DELETE', item(created.id));
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect(await titles(user)).toEqual(['Canvas']);
    expect((await user.request('DELETE', item(created.id))).statusCode).toBe(404);
    expect((await user.request('PATCH', item(created.id), { title: 'Back?' })).statusCode).toBe(404);
  });

  it('keeps a client-chosen id', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const response = await user.request('POST', list, { ...docs, id });
    expect(response.statusCode).toBe(201);
    expect(response.json().id).toBe(id);
  });

  it('answers a repeated create with the stored record, not a duplicate', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const first = await user.request('POST', list, { ...docs, id });
    const again = await user.request('POST', list, { ...docs, id });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await titles(user)).toEqual(['MDN']);
  });

  it('keeps the order links were added on the device, whatever order the creates arrive in', async () => {
    const user = await api.newUser();
    const addedAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
    // Sent newest first, as parallel pushes after a day offline may deliver them.
    await user.request('POST', list, { ...docs, title: 'Third', created_at: addedAt(1) });
    await user.request('POST', list, { ...docs, title: 'First', created_at: addedAt(30) });
    const secondAddedAt = addedAt(20);
    const second = await user.request('POST', list, { ...docs, title: 'Second', created_at: secondAddedAt });
    expect(second.json().created_at).toBe(secondAddedAt);
    expect(await titles(user)).toEqual(['Third', 'Second', 'First']);
  });

  it('counts a time in the future as now, so a fast clock cannot pin a link on top', async () => {
    const user = await api.newUser();
    const nextYear = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
    const pinned = (await user.request('POST', list, { ...docs, title: 'From the future', created_at: nextYear })).json();
    expect(Date.parse(pinned.created_at)).toBeLessThanOrEqual(Date.now());
    await user.request('POST', list, { ...docs, title: 'Later' });
    expect(await titles(user)).toEqual(['Later', 'From the future']);
  });

  it('survives the same create racing itself', async () => {
    const user = await api.newUser();
    const id = randomUUID();
    const responses = await Promise.all([1, 2, 3].map(() => user.request('POST', list, { ...docs, id })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await titles(user)).toEqual(['MDN']);
  });
});

describe('validation', () => {
  const refusals: Array<[string, Record<string, unknown>, Record<string, string[]>]> = [
    ['a javascript: address', { ...docs, url: 'javascript:alert(1)' }, { url: ['Enter a web address starting with http:// or https://.'] }],
    ['a data: address', { ...docs, url: 'data:text/html,<script>alert(1)</script>' }, { url: ['Enter a web address starting with http:// or https://.'] }],
    ['an ftp: address', { ...docs, url: 'ftp://files.example.com' }, { url: ['Enter a web address starting with http:// or https://.'] }],
    ['a relative address', { ...docs, url: '/dashboard' }, { url: ['Enter a web address starting with http:// or https://.'] }],
    ['an address without a host', { ...docs, url: 'https://' }, { url: ['Enter a web address starting with http:// or https://.'] }],
    [
      'an address over 2048 characters',
      { ...docs, url: `https://example.com/${'a'.repeat(2030)}` },
      { url: ['Ensure this field has no more than 2048 characters.'] },
    ],
    ['a blank title', { ...docs, title: '   ' }, { title: ['This field may not be blank.'] }],
    ['a title over 200 characters', { ...docs, title: 'x'.repeat(201) }, { title: ['Ensure this field has no more than 200 characters.'] }],
    [
      'a description over 2000 characters',
      { ...docs, description: 'x'.repeat(2001) },
      { description: ['Ensure this field has no more than 2000 characters.'] },
    ],
    ['a missing title and address', { description: 'x' }, { title: ['This field is required.'], url: ['This field is required.'] }],
    ['an id that is not a UUID', { ...docs, id: '42' }, { id: ['Must be a valid UUID.'] }],
    [
      'a creation time that is not a date-time',
      { ...docs, created_at: 'yesterday' },
      { created_at: ['Enter a date and time from 1970-01-01 to 9999-12-31, with its offset, e.g. 2026-12-01T23:59:00-05:00.'] },
    ],
    ['an unknown field', { ...docs, owner_sub: 'auth0|someone' }, { owner_sub: ['Unknown field.'] }],
  ];

  it.each(refusals)('refuses %s on create', async (_name, body, errors) => {
    const user = await api.newUser();
    const response = await user.request('POST', list, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: 'Validation failed.', errors });
    expect(await titles(user)).toEqual([]);
  });

  it('refuses an invalid change and keeps the bookmark as it was', async () => {
    const user = await api.newUser();
    const { id } = (await user.request('POST', list, docs)).json();
    const response = await user.request('PATCH', item(id), { title: 'Evil', url: 'javascript:alert(1)' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ url: ['Enter a web address starting with http:// or https://.'] });
    expect((await user.request('GET', list)).json().results[0]).toMatchObject(docs);
  });

  it('trims text and accepts the limits exactly', async () => {
    const user = await api.newUser();
    const title = 't'.repeat(200);
    const response = await user.request('POST', list, { title: `  ${title}  `, url: ' https://example.com/x ', description: 'd'.repeat(2000) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title, url: 'https://example.com/x' });
  });

  it('refuses a malformed id in the path', async () => {
    const user = await api.newUser();
    expect((await user.request('PATCH', item('not-a-uuid'), { title: 'x' })).statusCode).toBe(400);
  });
});

describe('owners', () => {
  it('never show, change or delete another user’s bookmarks', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const { id } = (await alice.request('POST', list, docs)).json();

    expect((await bob.request('GET', list)).json().count).toBe(0);
    const patch = await bob.request('PATCH', item(id), { title: 'Mine now' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ detail: 'Not found.' });
    expect((await bob.request('DELETE', item(id))).statusCode).toBe(404);
    expect(await titles(alice)).toEqual(['MDN']);
  });

  it('create under a fresh id when another user owns the id, revealing nothing', async () => {
    const alice = await api.newUser();
    const bob = await api.newUser();
    const id = randomUUID();
    await alice.request('POST', list, { ...docs, id });
    const response = await bob.request('POST', list, { title: 'Bob’s', url: 'https://bob.example', id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: 'Bob’s', version: 1 });
    expect(response.json().id).not.toBe(id);
    expect(JSON.stringify(response.json())).not.toContain('MDN');
    expect(await titles(alice)).toEqual(['MDN']);
    expect(await titles(bob)).toEqual(['Bob’s']);
  });
});
