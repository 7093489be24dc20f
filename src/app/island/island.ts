// The only module a prerendered public page loads (scripts/vite/page-html.ts writes it in, with the app's entry
// and chunks as data attributes). Evaluating the whole app (React, Mantine, the router) on a page that is
// already painted was most of a phone's blocking time there, so the app is added only when the visitor starts
// using the page: the first pointerdown, touchstart, keydown, focus or input (a form filled in by the
// browser's autofill sees no key), or at once when the page needs it (start-at-once.ts). A tapped button is
// pressed again once the app has the page (public/appearance-boot.js keeps it, src/ui/early-taps.ts presses
// it). A link needs no app: it is a page load, answered from the precache once the service worker is in.
import { holdsSignIn } from '../../auth/session-hint';
import { contactMessagesWaiting } from '../../data/contact/contact-outbox-key';
import { registerServiceWorker } from '../pwa/register-service-worker';
import { startsAtOnce } from './start-at-once';
import { appScripts, startApp } from './start-app';

const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const;

const scripts = appScripts(document.querySelector<HTMLScriptElement>('script[data-app]'));

function start(): void {
  for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, true);
  if (scripts) startApp(scripts);
}

function onInteraction(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  // A link to follow, not a control: the browser loads the next page, which brings its own island.
  if (target?.closest('a[href]') && !target.closest('button, input, textarea, select, label')) return;
  start();
}

for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, { capture: true, passive: true });
// A contact message queued offline on an earlier visit goes now (that needs the app's outbox); a query the
// prerendered page does not know, or a signed-in student, needs the app's own render.
if (startsAtOnce({ search: location.search, signedIn: holdsSignIn(), contactMessagesWaiting: contactMessagesWaiting() })) start();
// The first visit installs the service worker (with the app's retries), so every page opens offline afterwards.
registerServiceWorker();
