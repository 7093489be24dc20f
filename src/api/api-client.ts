// A thin fetch wrapper for the API: bearer token, one token renewal on 401, a timeout, and JSON.
// It never retries on its own — the sync engine owns retry policy (backoff, idempotency keys).
import { AuthRequiredError, isLoginRequired, NetworkError, TimeoutError } from './api-errors';

export type GetAccessToken = (options?: { forceRefresh?: boolean }) => Promise<string>;

export interface ApiClientOptions {
  /** '' = same origin. */
  baseUrl: string;
  fetch: typeof fetch;
  getAccessToken: GetAccessToken;
  timeoutMs: number;
}

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  idempotencyKey?: string;
  /** The record version the change is based on, sent as `If-Match: "<n>"` (conditional write). */
  ifMatch?: number;
  signal?: AbortSignal;
  /** Longer than the client's own timeout, for an answer slow by nature. */
  timeoutMs?: number;
  /** This device's id, sent as X-Device-Id: the server does not poke a device with its own writes. */
  deviceId?: string;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  /** Parsed JSON, the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

export interface StreamRequest extends Omit<ApiRequest, 'ifMatch'> {
  /** The Accept header, e.g. 'text/event-stream'. */
  accept: string;
  /** Given up (TimeoutError) when no headers arrive within this long; reading the body is the caller's to bound. */
  timeoutMs?: number;
}

export interface ApiClient {
  request(request: ApiRequest): Promise<ApiResponse>;
  /**
   * The raw response, its body unread, for answers read as they arrive (server-sent events). Same
   * token handling as `request`; an error status is returned, not thrown.
   */
  stream(request: StreamRequest): Promise<Response>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  async function token(forceRefresh: boolean): Promise<string> {
    try {
      return await options.getAccessToken(forceRefresh ? { forceRefresh } : undefined);
    } catch (error) {
      if (isLoginRequired(error)) throw new AuthRequiredError('Sign in again to sync', { cause: error });
      // Renewal failing for any other reason (usually the network) is "offline", not "signed out".
      throw new NetworkError('Could not get an access token', { cause: error });
    }
  }

  async function send(request: ApiRequest, accessToken: string): Promise<ApiResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${accessToken}` };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    if (request.ifMatch !== undefined) headers['If-Match'] = `"${request.ifMatch}"`;
    if (request.deviceId) headers['X-Device-Id'] = request.deviceId;
    const timeout = withTimeout(request.signal, request.timeoutMs ?? options.timeoutMs);
    try {
      const response = await options.fetch(`${options.baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: timeout.signal,
        // The API never redirects; a redirect is a captive portal or proxy, i.e. not our server.
        redirect: 'error',
      });
      return { status: response.status, headers: response.headers, body: parseBody(await response.text()) };
    } catch (error) {
      if (request.signal?.aborted) throw error; // the caller is shutting down; not a network problem
      if (timeout.timedOut()) throw new TimeoutError('Request timed out', { cause: error });
      throw new NetworkError('Network request failed', { cause: error });
    } finally {
      timeout.clear();
    }
  }

  async function open(request: StreamRequest, accessToken: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: request.accept, Authorization: `Bearer ${accessToken}` };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    if (request.deviceId) headers['X-Device-Id'] = request.deviceId;
    // The timer bounds the wait for the headers only; the caller's signal goes on bounding the body.
    const controller = new AbortController();
    const onOuterAbort = () => controller.abort(request.signal?.reason);
    if (request.signal?.aborted) onOuterAbort();
    else request.signal?.addEventListener('abort', onOuterAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('Request timed out', 'TimeoutError'));
    }, request.timeoutMs ?? options.timeoutMs);
    try {
      return await options.fetch(`${options.baseUrl}${request.path}`, {
        method: request.method,
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: controller.signal,
        redirect: 'error',
      });
    } catch (error) {
      if (request.signal?.aborted) throw error;
      if (timedOut) throw new TimeoutError('Request timed out', { cause: error });
      throw new NetworkError('Network request failed', { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    async request(request) {
      const first = await send(request, await token(false));
      if (first.status !== 401) return first;
      const second = await send(request, await token(true));
      // A fresh token that is still refused cannot be fixed by retrying: the user must sign in.
      if (second.status === 401) throw new AuthRequiredError('The server refused a renewed token');
      return second;
    },
    async stream(request) {
      const first = await open(request, await token(false));
      if (first.status !== 401) return first;
      await first.body?.cancel().catch(() => {});
      const second = await open(request, await token(true));
      if (second.status === 401) throw new AuthRequiredError('The server refused a renewed token');
      return second;
    },
  };
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

// AbortSignal.any/timeout are not everywhere this app runs; a small manual version instead.
function withTimeout(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Request timed out', 'TimeoutError'));
  }, ms);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    clear() {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}
