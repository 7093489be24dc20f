// Which built files a prerendered page must name in its <head>: the CSS and script chunks of the modules
// it rendered, found in the client build's manifest, less what index.html already loads for every page.
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
export type ClientManifest = Record<string, ManifestChunk>;

export interface PageAssets {
  stylesheets: string[];
  scripts: string[];
}

/** The chunks' files and stylesheets, with those of every chunk they import statically. */
export function reachable(manifest: ClientManifest, keys: Iterable<string>): { css: Set<string>; js: Set<string> } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    // Static imports only: a dynamic import (the phone menu's drawer, say) is loaded when used.
    for (const dependency of chunk.imports ?? []) visit(dependency);
  };
  for (const key of keys) visit(key);
  return { css, js };
}

export function pageAssets(manifest: ClientManifest, renderedModules: string[]): PageAssets {
  const shell = reachable(manifest, ['index.html']);
  const page = reachable(manifest, renderedModules);
  return {
    stylesheets: [...page.css].filter((file) => !shell.css.has(file)),
    scripts: [...page.js].filter((file) => !shell.js.has(file)),
  };
}
