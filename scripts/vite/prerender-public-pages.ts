// After the client build is written: builds the server bundle of src/entry-prerender.tsx, renders every public
// page with it and writes each to dist/pages/ (src/lib/prerender/page-file.ts), before vite-plugin-pwa lists
// dist/ for the service worker's precache and before precompress.ts compresses it.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { pageFileFor } from '../../src/lib/prerender/page-file.ts';
import { afterBundleWritten } from './after-bundle-written.ts';
import { pageAssets, reachable } from './page-assets.ts';
import { pageHtml } from './page-html.ts';
import { withTrimmedStyles } from './page-styles.ts';
import { recordEvaluatedModules } from './record-evaluated-modules.ts';
import { listPagesInWorker, renderInWorker } from './render-in-worker.ts';

const SERVER_ENTRY = 'src/entry-prerender.tsx';
/** The public pages' only script: it adds the app on the visitor's first interaction. */
export const ISLAND_ENTRY = 'src/app/island/island.ts';
// Outside dist/ (the server bundle is never deployed) and outside node_modules (shared between worktrees).
const SERVER_OUT_DIR = '.prerender';

async function buildServerBundle(config: ResolvedConfig): Promise<string> {
  const outDir = path.join(config.root, SERVER_OUT_DIR);
  await build({
    configFile: false,
    root: config.root,
    logLevel: 'warn',
    mode: config.mode,
    define: config.define,
    plugins: [react(), recordEvaluatedModules(config.root)],
    build: {
      ssr: SERVER_ENTRY,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { output: { entryFileNames: 'entry-prerender.mjs' } },
    },
  });
  return path.join(outDir, 'entry-prerender.mjs');
}

export const prerenderPublicPages = (): Plugin =>
  afterBundleWritten('degreemate:prerender-public-pages', async ({ config, outDir, manifest }) => {
    const entry = await buildServerBundle(config);
    const shell = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const paths = await listPagesInWorker(entry);
    const island = manifest[ISLAND_ENTRY];
    if (!island) throw new Error(`The client manifest has no ${ISLAND_ENTRY}.`);
    // The app's own stylesheet, which every page links through the shell: most of it is for other pages.
    const shellStylesheets = [...reachable(manifest, ['index.html']).css];
    // A few at a time: each worker loads React and Mantine afresh, and the machine may be small.
    for (let start = 0; start < paths.length; start += 2) {
      await Promise.all(
        paths.slice(start, start + 2).map(async (pagePath) => {
          const page = await renderInWorker(entry, pagePath);
          const file = path.join(outDir, pageFileFor(pagePath));
          mkdirSync(path.dirname(file), { recursive: true });
          writeFileSync(file, withTrimmedStyles(pageHtml(shell, page, pageAssets(manifest, page.modules), `/${island.file}`), outDir, shellStylesheets));
        }),
      );
    }
    rmSync(path.join(config.root, SERVER_OUT_DIR), { recursive: true, force: true });
    config.logger.info(`prerendered ${paths.length} public pages into ${path.relative(config.root, outDir)}/pages/`);
  });
