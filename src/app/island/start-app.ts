// Adds the app's entry module to a prerendered page, with the page's own chunks preloaded beside it: the entry
// would otherwise reveal them one import at a time. The entry takes the prerendered markup over (hydration).

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
