import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { reloadOnStaleChunk } from './app/pwa/reload-on-stale-chunk';
import { contactMessagesWaiting } from './data/contact/contact-outbox-key';

reloadOnStaleChunk();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
// A contact message queued offline goes on the next start online, whatever page that is.
if (contactMessagesWaiting()) void import('./data/contact/contact-outbox').then(({ contactOutbox }) => contactOutbox());
