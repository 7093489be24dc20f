import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { reloadOnStaleChunk } from './app/pwa/reload-on-stale-chunk';

reloadOnStaleChunk();
const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
registerServiceWorker();
