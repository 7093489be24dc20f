// The error table of docs/sync-protocol.md, as one pure function from "what happened" to "what to do".
import type { ApiResponse } from '../../api/api-client';
import { AuthRequiredError, NetworkError, TimeoutError } from '../../api/api-errors';
import type { OutboxOp } from './sync-records';

export type Outcome =
  | { kind: 'success'; body: unknown }
  /** Keep the entry and try again later. `offline` = no answer at all; `status` when the server answered. */
  | { kind: 'retry'; offline: boolean; retryAfterMs?: number; detail: string; status?: number }
  | { kind: 'auth-required' }
  /** 404 on update/delete: the record no longer exists on the server. */
  | { kind: 'gone' }
  /** 412: the change was based on an older version; `current` is the server's record (not yet checked). */
  | { kind: 'conflict'; current: unknown }
  | { kind: 'rejected'; status: number; detail: string };

export const UNEXPECTED_ANSWER = 'The server sent an unexpected answer';

export function classifyResponse(response: ApiResponse, op: OutboxOp | 'read', now: number): Outcome {
  const { status } = response;
  if (status >= 200 && status < 300) {
    // Our API answers JSON or nothing; text is someone else's page (a captive portal's login, a proxy).
    if (typeof response.body === 'string') return { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER };
    return { kind: 'success', body: response.body };
  }
  const detail = describe(response);
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', offline: false, retryAfterMs: retryAfterMs(response.headers.get('Retry-After'), now), detail, status };
  }
  if (status === 401) return { kind: 'auth-required' };
  if (status === 404 && (op === 'update' || op === 'delete')) {
    // Only our API's own answer means "gone": a proxy's or a captive portal's 404 page must never
    // delete the user's record or their edit.
    return isApiError(response.body) ? { kind: 'gone' } : { kind: 'retry', offline: true, detail: UNEXPECTED_ANSWER };
  }
  if (status === 412 && isApiError(response.body) && 'current' in response.body) {
    return { kind: 'conflict', current: response.body.current };
  }
  return { kind: 'rejected', status, detail };
}

/** Our API's error body: a JSON object with a text `detail`. */
export function isApiError(body: unknown): body is { detail: string; [key: string]: unknown } {
  return !!body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { detail?: unknown }).detail === 'string';
}

/** Thrown errors: the API client's, or anything unexpected (treated as transient, never dropped). */
export function classifyError(error: unknown): Outcome {
  if (error instanceof AuthRequiredError) return { kind: 'auth-required' };
  // A timeout is this request's trouble (retried on its own); no connection at all stops everything.
  if (error instanceof TimeoutError) return { kind: 'retry', offline: false, detail: error.message };
  if (error instanceof NetworkError) return { kind: 'retry', offline: true, detail: error.message };
  return { kind: 'retry', offline: false, detail: error instanceof Error ? error.message : String(error) };
}

/** Retry-After is either delta-seconds or an HTTP date. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function describe(response: ApiResponse): string {
  const body = response.body as { detail?: unknown; errors?: Record<string, unknown> } | string | undefined;
  if (typeof body === 'string' && body) return body.slice(0, 200);
  if (body && typeof body === 'object') {
    const fieldErrors = body.errors
      ? Object.entries(body.errors).map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`)
      : [];
    const parts = [typeof body.detail === 'string' ? body.detail : '', ...fieldErrors].filter(Boolean);
    if (parts.length) return parts.join('; ');
  }
  return `HTTP ${response.status}`;
}
