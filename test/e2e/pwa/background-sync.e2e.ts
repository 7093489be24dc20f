// The worker relays the 'drain-outbox' Background Sync to open windows, where the data layer drains.
import type { CDPSession } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from '../support/browser';
import { waitForServiceWorkerControl } from './support/service-worker';

interface RegistrationUpdate {
  registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }>;
}

function serviceWorkerRegistrationId(cdp: CDPSession, scopeUrl: string): Promise<string> {
  return new Promise((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: RegistrationUpdate) => {
      const match = registrations.find((r) => r.scopeURL === scopeUrl && !r.isDeleted);
      if (match) resolve(match.registrationId);
    });
  });
}

describe('background sync', () => {
  const { newPage } = useBrowser();

  it("posts {type: 'drain-outbox'} to every open window when the 'drain-outbox' sync fires", async () => {
    const { context, page } = await newPage({ serviceWorkers: 'allow' });
    const secondTab = await context.newPage();
    for (const tab of [page, secondTab]) {
      await tab.goto(appUrl('/'));
      await waitForServiceWorkerControl(tab);
      await tab.evaluate(() => {
        const received: unknown[] = [];
        Object.assign(window, { receivedFromWorker: received });
        navigator.serviceWorker.addEventListener('message', (event) => received.push(event.data));
      });
    }

    const cdp = await context.newCDPSession(page);
    const registrationId = serviceWorkerRegistrationId(cdp, appUrl('/'));
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(appUrl('/')).origin;
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId: await registrationId, tag: 'drain-outbox', lastChance: false });

    for (const tab of [page, secondTab]) {
      await tab.waitForFunction(() => (window as unknown as { receivedFromWorker: unknown[] }).receivedFromWorker.length > 0);
      const received = await tab.evaluate(() => (window as unknown as { receivedFromWorker: unknown[] }).receivedFromWorker);
      expect(received).toEqual([{ type: 'drain-outbox' }]);
    }
  });
});
