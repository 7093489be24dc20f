// Adds the app's entry module to a prerendered page, with the app's whole stylesheet and the page's own chunks
// preloaded beside it: the entry would otherwise reveal them one import at a time. The entry takes the
// prerendered markup over (hydration).

export interface AppScripts {
  entry: string;
  preload: string[];
}

/** The app's scripts as the island's own <script> names them (data-app, data-preload). */
export function appScripts(island: HTMLScriptElement | null): AppScripts | undefined {
  const entry = island?.dataset.app;
  if (!entry) return undefined;
  return { entry, preload: (island.dataset.preload ?? '').split(' ').filter(Boolean) };
}

let started = false;

export function startApp({ entry, preload }: AppScripts): void {
  if (started) return;
  started = true;
  // The page links a copy of the app's stylesheet trimmed to its own markup (scripts/vite/page-styles.ts); what
  // the app renders next (a notice, an error, a dialog) needs the whole. Before the copy, so the cascade keeps
  // the page's own stylesheets after it.
  for (const trimmed of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][data-full]')) {
    const full = document.createElement('link');
    full.rel = 'stylesheet';
    full.crossOrigin = '';
    full.href = trimmed.dataset.full!;
    trimmed.before(full);
  }
  for (const href of preload) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}
