import { describe, expect, test } from 'vitest';
import { AuthRequiredError, NetworkError } from '../../src/api/api-errors';
import { backoffDelay } from '../../src/data/sync/backoff';
import { classifyError, classifyResponse, retryAfterMs } from '../../src/data/sync/outcome';

const response = (status: number, headers: Record<string, string> = {}, body: unknown = { detail: 'Nope' }) => ({
  status,
  headers: new Headers(headers),
  body,
});
const now = Date.parse('2025-05-27T12:00:00Z');

describe('the error table', () => {
  test.each([408, 429, 500, 502, 503, 504])('%i → keep and retry', (status) => {
    expect(classifyResponse(response(status), 'update', now)).toMatchObject({ kind: 'retry', offline: false });
  });

  test('Retry-After is honoured in seconds and as a date', () => {
    expect(classifyResponse(response(429, { 'Retry-After': '7' }), 'create', now)).toMatchObject({ retryAfterMs: 7000 });
    expect(retryAfterMs('Tue, 27 May 2025 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('soon', now)).toBeUndefined();
  });

  test('401 → renew the token (the API client did that already, so: sign in)', () => {
    expect(classifyResponse(response(401), 'update', now)).toEqual({ kind: 'auth-required' });
    expect(classifyError(new AuthRequiredError('x'))).toEqual({ kind: 'auth-required' });
  });

  test('404 on update or delete → gone; on create → refused', () => {
    expect(classifyResponse(response(404), 'update', now)).toEqual({ kind: 'gone' });
    expect(classifyResponse(response(404), 'delete', now)).toEqual({ kind: 'gone' });
    expect(classifyResponse(response(404), 'create', now)).toMatchObject({ kind: 'rejected', status: 404 });
  });

  test.each([400, 409, 422])('%i → dead letter, with the server’s reasons', (status) => {
    const body = { detail: 'Invalid', errors: { url: ['Enter a web address starting with http:// or https://.'] } };
    expect(classifyResponse(response(status, {}, body), 'create', now)).toEqual({
      kind: 'rejected',
      status,
      detail: 'Invalid; url: Enter a web address starting with http:// or https://.',
    });
  });

  test('network errors and timeouts → retry, marked offline', () => {
    expect(classifyError(new NetworkError('down'))).toMatchObject({ kind: 'retry', offline: true });
    expect(classifyError(new NetworkError('Request timed out'))).toMatchObject({ kind: 'retry', offline: true });
  });
});

test('backoff grows exponentially, is capped, and is jittered between half and all of the step', () => {
  const policy = { baseMs: 100, maxMs: 1000 };
  expect([1, 2, 3, 4, 5].map((n) => backoffDelay(policy, n, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  expect(backoffDelay(policy, 3, () => 0)).toBe(200);
});
