// POST /api/contact/: open without a token, stored once per id (a resend of a message queued offline),
// handed on once, validated, a honeypot that robots fill in, and a per-address limit.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactMessage } from '../../server/contact/contact-service';
import { startTestApi, type TestApi } from './support/test-api';

const LIMIT = 4;
const delivered: ContactMessage[] = [];
let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ contact: { messagesPerMinute: LIMIT, deliver: async (message) => void delivered.push(message) } });
});
afterAll(() => api.close());

let address = 0;
/** Each test from its own client address, so the per-address limit is tested on its own. */
const from = () => `10.0.0.${++address}`;
const send = (body: Record<string, unknown>, ip: string) => api.app.inject({ method: 'POST', url: '/api/contact/', payload: body, remoteAddress: ip });
const message = () => ({ id: randomUUID(), name: ' Ada Lovelace ', email: 'ada@example.edu', subject: 'Hello', message: 'How do I import my syllabus?' });

const stored = async (id: string) => await api.db.query<{ name: string; message: string }>('SELECT name, message FROM contact_messages WHERE id = $1', [id]);

describe('the contact form', () => {
  it('stores a message without a token, once however often it is sent, and hands it on once', async () => {
    const ip = from();
    const body = message();
    const first = await send(body, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ id: body.id, received_at: expect.any(String) });
    const again = await send(body, ip);
    expect(again.json()).toEqual(first.json());
    expect(await stored(body.id)).toEqual([{ name: 'Ada Lovelace', message: 'How do I import my syllabus?' }]);
    expect(delivered.filter((item) => item.id === body.id)).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.edu', subject: 'Hello' }),
    ]);
  });

  it('refuses a message without a name, a valid email or text, saying which', async () => {
    const response = await send({ ...message(), name: '  ', email: 'ada@example', message: '' }, from());
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['email', 'message', 'name']);
  });

  it('answers a robot that filled the hidden field like anyone, and keeps nothing', async () => {
    const body = { ...message(), website: 'https://spam.example' };
    expect((await send(body, from())).statusCode).toBe(200);
    expect(await stored(body.id)).toEqual([]);
    expect(delivered.some((item) => item.id === body.id)).toBe(false);
  });

  it('limits messages per address, with Retry-After', async () => {
    const ip = from();
    for (let sent = 0; sent < LIMIT; sent++) expect((await send(message(), ip)).statusCode).toBe(200);
    const refused = await send(message(), ip);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(message(), from())).statusCode).toBe(200); // another address is not affected
  });
});
