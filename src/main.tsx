import { StrictMode } from 'react';
import { App } from './app/app';
import { createAppSession } from './app/app-session';
import { createAppRouter } from './app/router';
import { startSignedInEarly } from './app/signed-in-start';
import { startOnPage } from './app/start-on-page';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { reloadOnStaleChunk } from './app/pwa/reload-on-stale-chunk';
import { contactMessagesWaiting } from './data/contact/contact-outbox-key';

reloadOnStaleChunk();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const router = createAppRouter();
const session = createAppSession(router);
const start = startOnPage(
  container,
  router,
  <StrictMode>
    <App router={router} session={session} />
  </StrictMode>,
);
// Public pages arrive prerendered and never start the session (use-auth.ts); every other page signs in.
if (start === 'rendered') startSignedInEarly(session);
registerServiceWorker();
// A contact message queued offline goes on the next start online, whatever page that is.
if (contactMessagesWaiting()) void import('./data/contact/contact-outbox').then(({ contactOutbox }) => contactOutbox());
