// "The page's requests have settled", for a signed-in app: Playwright's 'networkidle' waits for no request at
// all in flight for 500 ms, and a signed-in app always has one, its live change stream, so it never comes.
// This waits for the same quiet with the stream left out. Start watching before the page loads.
import type { Page, Request } from 'playwright-core';

const LIVE_STREAM = '/api/changes/stream/';
const QUIET_MS = 500;

export function watchNetwork(page: Page): { quiet(timeoutMs?: number): Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settle = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === LIVE_STREAM) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return {
    async quiet(timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (inFlight.size > 0 || Date.now() - lastChange < QUIET_MS) {
        if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
