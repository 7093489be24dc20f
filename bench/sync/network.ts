// The device's network: a fetch into the in-process server that counts requests and response body
// bytes, remembers when the last write was answered, and can add a simulated round trip.
import type { FastifyInstance } from 'fastify';
export interface Traffic {
  reads: number;
  writes: number;
  /** Response body bytes, as they came over the wire (before JSON parsing). */
  bytes: number;
  /** performance.now() when the last non-GET request was answered. */
  lastWriteAnsweredAt: number;
  /** Answers 429 (rate limited): a comparison that met one measured the limit, not the sync. */
  throttled: number;
  reset(): void;
}

const NULL_BODY = new Set([101, 204, 205, 304]);

type Fetch = typeof globalThis.fetch;

export function countingFetch(send: Fetch, latencyMs = 0): { fetch: Fetch; traffic: Traffic } {
  const traffic: Traffic = {
    reads: 0,
    writes: 0,
    bytes: 0,
    lastWriteAnsweredAt: 0,
    throttled: 0,
    reset() {
      this.reads = this.writes = this.bytes = this.lastWriteAnsweredAt = this.throttled = 0;
    },
  };
  const counted: Fetch = async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const write = method !== 'GET' && method !== 'HEAD';
    if (write) traffic.writes++;
    else traffic.reads++;
    if (latencyMs) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    const response = await send(input, init);
    // A live stream is read as it arrives and never ends by itself: passed on as it is (one request).
    if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) return response;
    const body = await response.arrayBuffer();
    traffic.bytes += body.byteLength;
    if (response.status === 429) traffic.throttled++;
    if (write) traffic.lastWriteAnsweredAt = performance.now();
    const { status, statusText, headers } = response;
    return new Response(NULL_BODY.has(status) ? null : body, { status, statusText, headers });
  };
  return { fetch: counted, traffic };
}

let addresses = 0;
const nextAddress = () => {
  const n = ++addresses;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};
/** Below the server's per-address budget (1,200 requests a minute). */
const REQUESTS_PER_ADDRESS = 1_000;

/**
 * fetch → app.inject from addresses of its own (10.x.y.z), a new one every 1,000 requests. The server
 * allows 1,200 requests a minute per address (the test server's per-user limit is lifted), and the
 * test server's own fetch comes from one address for everybody: a plain queue of 10,000 requests, or
 * the engine sending one request per change, would be answered 429 and wait out Retry-After. In
 * production the per-user budget (600 a minute, a batch counts once) would throttle those two too.
 */
export function clientFetch(app: FastifyInstance): Fetch {
  let remoteAddress = nextAddress();
  let sent = 0;
  return async (input, init) => {
    if (++sent % REQUESTS_PER_ADDRESS === 0) remoteAddress = nextAddress();
    const request = new Request(input, init);
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      payload: request.body ? await request.text() : undefined,
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(NULL_BODY.has(response.statusCode) ? null : response.body, { status: response.statusCode, headers });
  };
}
