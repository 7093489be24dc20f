// A one-page "app" for browser tests: it loads the real @auth0/auth0-spa-js bundle, configured as
// DegreeMate configures it, handles the login callback and exposes the client as window.testClient.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';

const bundlePath = createRequire(import.meta.url).resolve('@auth0/auth0-spa-js/dist/auth0-spa-js.production.js');

export interface Auth0TestAppConfig {
  domain: string;
  clientId: string;
  audience: string;
}

// Runs in the page. `createClient` is exposed too, to build a second client for silent (iframe) auth.
const APP_SCRIPT = `
window.createClient = (options = {}) => window.auth0.createAuth0Client({
  domain: window.testConfig.domain,
  clientId: window.testConfig.clientId,
  cacheLocation: 'localstorage',
  useRefreshTokens: true,
  useRefreshTokensFallback: false,
  authorizationParams: { audience: window.testConfig.audience, redirect_uri: location.origin, scope: 'openid profile email offline_access' },
  ...options,
});
(async () => {
  const client = await window.createClient();
  const query = new URLSearchParams(location.search);
  if ((query.has('code') || query.has('error')) && query.has('state')) {
    try { await client.handleRedirectCallback(); } catch (error) { window.callbackError = error.error || error.message; }
    history.replaceState({}, '', '/');
  }
  window.testClient = client;
  window.appReady = true;
})().catch((error) => { window.appError = String(error); });
`;

function page(config: Auth0TestAppConfig): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Test app</title><link rel="icon" href="data:,"></head><body>
<script>window.testConfig = ${JSON.stringify(config)};</script>
<script src="/auth0-spa-js.production.js"></script>
<script src="/app.js"></script>
</body></html>`;
}

export interface Auth0TestApp {
  /** The page's request handler, for a server that also mounts the provider (IDP_PATH). */
  handle(req: IncomingMessage, res: ServerResponse): void;
  listen(port: number): Promise<void>;
  close(): Promise<void>;
}

export function createAuth0TestApp(config: Auth0TestAppConfig): Auth0TestApp {
  const bundle = readFileSync(bundlePath);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (path === '/auth0-spa-js.production.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
    else if (path === '/app.js') res.writeHead(200, { 'content-type': 'text/javascript' }).end(APP_SCRIPT);
    else if (path === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(page(config));
    else res.writeHead(404).end();
  };
  const server: Server = createServer(handle);
  return {
    handle,
    listen: (port) => new Promise((resolve) => server.listen(port, resolve)),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
