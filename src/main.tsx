import { StrictMode } from 'react';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { startOnPage } from './app/start-on-page';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { reloadOnStaleChunk } from './app/pwa/reload-on-stale-chunk';
import { contactMessagesWaiting } from './data/contact/contact-outbox-key';

reloadOnStaleChunk();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const router = createAppRouter();
startOnPage(
  container,
  router,
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
registerServiceWorker();
// A contact message queued offline goes on the next start online, whatever page that is.
if (contactMessagesWaiting()) void import('./data/contact/contact-outbox').then(({ contactOutbox }) => contactOutbox());
