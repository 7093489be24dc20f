// A fetch between the sync engine and the server that can fail on purpose: drop the connection
// before or after the server acted, answer with any status, or hold answers until released.
export type Fault =
  | 'pass'
  /** No connection: the server never sees the request. */
  | 'offline'
  /** The server acts, then the answer is lost on the way back. */
  | 'lost-response'
  /** The server acts, then no answer ever comes: only the client's timeout (abort) ends it. */
  | 'hang'
  /** Answered by the "network" (a proxy, a gateway) without reaching the server. */
  | { status: number; headers?: Record<string, string>; body?: unknown }
  /** A captive portal's own page, answered 200 without reaching the server. */
  | { page: string }
  /** A captive portal's redirect to its login page: followed unless the request says `redirect: 'error'`. */
  | { redirectTo: string }
  /** Sent to the server (which acts) and then rewritten on the way back. */
  | { rewrite: (response: Response) => Promise<Response> }
  /** Sent to the server after the body was rewritten on the way out. */
  | { rewriteRequest: (body: Record<string, unknown>) => Record<string, unknown> };

export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: unknown;
  fault: string;
  at: number;
}

export interface FaultyFetch {
  fetch: typeof fetch;
  /** Faults for the next requests, in order; after them, `fallback`. */
  queue(...faults: Fault[]): void;
  /** Forget queued faults and pass everything from now on. */
  heal(): void;
  /** Decides for requests with no queued fault (default: pass). */
  fallback: (request: { method: string; path: string }) => Fault;
  /** Every request that reached this fetch. */
  seen: SeenRequest[];
  /** Sent to the server: i.e. not failed before it. */
  delivered(): SeenRequest[];
  /** Hold answers (the server still acts) until `release()`; aborting the request rejects it. */
  hold(): void;
  release(): void;
  /** Resolves once this many answers are being held. */
  whenHeld(count: number): Promise<void>;
}

const describe = (fault: Fault) => {
  if (typeof fault === 'string') return fault;
  if ('status' in fault) return `status ${fault.status}`;
  if ('page' in fault || 'redirectTo' in fault) return 'portal';
  return 'rewrite';
};

const portalPage = (html: string) => new Response(html, { status: 200, headers: { 'Content-Type': 'text/html' } });

export function faultyFetch(server: typeof fetch): FaultyFetch {
  const queued: Fault[] = [];
  let holding = false;
  let held: (() => void)[] = [];
  let heldWaiters: { count: number; resolve: () => void }[] = [];

  const control: FaultyFetch = {
    seen: [],
    fallback: () => 'pass',
    queue: (...faults) => void queued.push(...faults),
    heal() {
      queued.length = 0;
      control.fallback = () => 'pass';
      control.release();
    },
    delivered: () =>
      control.seen.filter((request) => !['offline', 'portal'].includes(request.fault) && !request.fault.startsWith('status')),
    hold: () => void (holding = true),
    release() {
      holding = false;
      held.splice(0).forEach((resume) => resume());
    },
    whenHeld: (count) => new Promise((resolve) => {
      heldWaiters.push({ count, resolve });
      checkHeld();
    }),
    async fetch(input, init) {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const text = request.body ? await request.text() : undefined;
      const fault = queued.shift() ?? control.fallback({ method: request.method, path });
      control.seen.push({
        method: request.method,
        path,
        idempotencyKey: request.headers.get('Idempotency-Key'),
        body: text ? JSON.parse(text) : undefined,
        fault: describe(fault),
        at: Date.now(),
      });
      if (fault === 'offline') throw new TypeError('fetch failed (offline)');
      if (typeof fault === 'object' && 'page' in fault) return portalPage(fault.page);
      if (typeof fault === 'object' && 'redirectTo' in fault) {
        // What fetch does with a 302: fails under redirect 'error', else follows it to the portal.
        if (init?.redirect === 'error') throw new TypeError('fetch failed (unexpected redirect)');
        return portalPage(`<a href="${fault.redirectTo}">Sign in to the campus Wi-Fi</a>`);
      }
      if (typeof fault === 'object' && 'status' in fault) {
        return new Response(JSON.stringify(fault.body ?? { detail: `Injected ${fault.status}` }), {
          status: fault.status,
          headers: { 'Content-Type': 'application/json', ...fault.headers },
        });
      }
      let body = text;
      if (typeof fault === 'object' && 'rewriteRequest' in fault && text) body = JSON.stringify(fault.rewriteRequest(JSON.parse(text)));
      // The caller's signal goes along: aborting a request (a closed live stream) ends it at the server too.
      const response = await server(request.url, { method: request.method, headers: request.headers, body, signal: init?.signal });
      if (holding || fault === 'hang') await holdUntilReleased(init?.signal ?? undefined);
      if (fault === 'lost-response') throw new TypeError('fetch failed (connection reset)');
      if (typeof fault === 'object' && 'rewrite' in fault) return fault.rewrite(response);
      return response;
    },
  };

  function checkHeld() {
    heldWaiters = heldWaiters.filter((waiter) => (held.length >= waiter.count ? (waiter.resolve(), false) : true));
  }

  function holdUntilReleased(signal: AbortSignal | undefined) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(signal.reason);
      held.push(resolve);
      signal?.addEventListener('abort', () => {
        held = held.filter((resume) => resume !== resolve);
        reject(signal.reason);
      }, { once: true });
      checkHeld();
    });
  }

  return control;
}
