// A build step that works on dist/ once the client bundle is written (the prerender, the app shell's
// stylesheet links), in the order the plugins are listed, with the client manifest read for it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import type { ClientManifest } from './page-assets';

export interface WrittenBundle {
  config: ResolvedConfig;
  /** The absolute output directory (dist/). */
  outDir: string;
  manifest: ClientManifest;
}

export function afterBundleWritten(name: string, work: (bundle: WrittenBundle) => void | Promise<void>): Plugin {
  let config: ResolvedConfig;
  return {
    name,
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as ClientManifest;
        await work({ config, outDir, manifest });
      },
    },
  };
}
