// Security headers for every response, with a Content-Security-Policy the built app runs under.
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Where bookmark favicons come from (the service answers with a redirect to gstatic); the service worker
 * fetches them, so they need connect-src too. */
const FAVICON_SERVICE_ORIGINS = ['https://www.google.com', 'https://*.gstatic.com'];

export interface SecurityHeaderOptions {
  appOrigin: string;
  /** The identity provider's origin: sign-in calls (connect) and the silent-auth iframe (frame). */
  identityOrigin: string;
}

function contentSecurityPolicy({ appOrigin, identityOrigin }: SecurityHeaderOptions): Record<string, string[] | null> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Mantine injects <style> elements at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Bookmark favicons and profile pictures live on other https origins.
    imgSrc: ["'self'", 'data:', 'https:', identityOrigin],
    connectSrc: ["'self'", identityOrigin, ...FAVICON_SERVICE_ORIGINS],
    frameSrc: [identityOrigin],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    // Upgrading would break a plain-http local install (http://localhost:8081 is the identity provider).
    upgradeInsecureRequests: appOrigin.startsWith('https:') ? [] : null,
  };
}

export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Helmet's headers, worked out once. They are the same for every response, and helmet (or @fastify/helmet,
 * which even builds helmet again for every request, its directives parsed anew) sets them one by one on each
 * response: ~5 % of a small API request's time on the server (bench/api's CPU profile).
 */
function securityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    // Popup sign-in (auth0-spa-js loginWithPopup) needs to keep its opener across origins.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // The legacy twin of frame-ancestors 'none', for browsers that predate CSP 2.
    xFrameOptions: { action: 'deny' },
    // HSTS only means something over https; on http://localhost it would just be noise.
    strictTransportSecurity: options.appOrigin.startsWith('https:'),
  });
  const headers: Record<string, string> = {};
  // A stand-in response that keeps what helmet sets (it also removes X-Powered-By, which Fastify never sends).
  const response = { setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value), removeHeader: () => {} };
  setHeaders({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error as Error;
  });
  return headers;
}
