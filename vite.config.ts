import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { appShellStyles } from './scripts/vite/app-shell-styles.ts';
import { mantineStylesCheck } from './scripts/vite/mantine-styles-check.ts';
import { precompress } from './scripts/vite/precompress.ts';
import { ISLAND_ENTRY, prerenderPublicPages } from './scripts/vite/prerender-public-pages.ts';
import { FLOOR_ENTRY } from './bench/startup/floor/floor-entry.ts';
import { postgresTestFiles } from './test/support/postgres-test-files.ts';

// The version the running build reports (meta tag + import.meta.env.VITE_APP_VERSION). Releases and the
// update test set VITE_APP_VERSION; otherwise package.json's version is used.
const packageVersion = (JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string }).version;
const appVersion = process.env.VITE_APP_VERSION || packageVersion;

/** Puts `<meta name="app-version">` in index.html, so every deploy changes the precached shell's revision. */
function appVersionMeta(version: string): Plugin {
  return {
    name: 'degreemate:app-version-meta',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'app-version', content: version }, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [
    react(),
    appVersionMeta(appVersion),
    // Before VitePWA: the prerendered pages must exist when it lists dist/ for the precache.
    prerenderPublicPages(),
    // After the prerender (its pages must not get the signed-in stylesheet), before the precache lists dist/.
    appShellStyles(),
    mantineStylesCheck(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      // src/app/pwa registers the worker with workbox-window itself (production only), so no script is injected.
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      // The icons are already matched by globPatterns; listing them twice would only duplicate entries.
      includeManifestIcons: false,
      injectManifest: {
        // The app shell, every lazy route chunk and the icons: any screen must open offline after one visit.
        // (The plugin adds manifest.webmanifest itself.)
        globPatterns: ['**/*.{html,js,css,svg,png,ico,woff2}'],
      },
      manifest: {
        id: '/',
        name: 'DegreeMate',
        short_name: 'DegreeMate',
        description: 'Your study companion: degree planning, weekly study plans, bookmarks and progress, even offline.',
        lang: 'en',
        // People install DegreeMate to work in it, so the installed app opens on the dashboard; a signed-out
        // user is taken to sign-in from there, just as the landing page's "Login / Signup" button does.
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        // The light top bar's colour, as the page's light theme-color meta says: the installed app's title bar
        // then does not change colour once the page loads (the dark meta tag takes over in dark mode).
        theme_color: '#ffffff',
        background_color: '#ffffff',
        categories: ['education', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        shortcuts: [
          { name: 'Study plans', url: '/study/weekly' },
          { name: 'Bookmarks', url: '/study/bookmark' },
          { name: 'Graduation plan', url: '/advisor/graduation' },
        ],
      },
    }),
    // A throwaway build served by a server that sends no compressed copies (the update test's second version,
    // test/e2e/pwa/support/build-app.ts) skips writing them: Brotli at its highest quality is most of ten
    // CPU-seconds.
    ...(process.env.BUILD_PRECOMPRESS === 'off' ? [] : [precompress()]),
  ],
  define: {
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(appVersion),
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The manifest lets .size-limit.js find exactly what the landing page loads.
    manifest: true,
    // <link rel="modulepreload"> only in index.html, for the entry's own imports: with the inlining below the
    // entry is a two-line file importing the main chunk, which the browser would otherwise find only once that
    // file has been parsed. None for a lazy route's chunks: Vite adds those links from JavaScript, one
    // appendChild per chunk, inside the router's load task, which they made long (the measurements:
    // bench/README.md). The page's route code is asked for at once instead (start-on-page.tsx).
    // Lazy routes' CSS is still loaded with them (a missing file then still reloads a stale tab, see
    // src/app/pwa/reload-on-stale-chunk.ts); prerendered pages still preload their own route's chunks in
    // their HTML (scripts/vite/page-html.ts).
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    rolldownOptions: {
      // The app, and the prerendered public pages' island, which adds the app on the first interaction
      // (scripts/vite/page-html.ts).
      // BENCH_FLOOR=1 adds bench/startup's floor page (a bench's reference, never built for students).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        island: fileURLToPath(new URL(ISLAND_ENTRY, import.meta.url)),
        ...(process.env.BENCH_FLOOR === '1' ? { floor: fileURLToPath(new URL(FLOOR_ENTRY, import.meta.url)) } : {}),
      },
      // Required by the inlining below; the entries export nothing anyway.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          // Shared pieces under 8 kB (a Mantine helper, an icon, one of our small modules) are copied into each
          // chunk that uses them instead of becoming chunks of their own: an offline start otherwise discovers
          // dozens of small files one level of imports at a time through the service worker. The price is a
          // larger precache at install (the measurements: bench/README.md).
          // Not the Mantine component styles: their module is tiny but its CSS is 70 kB, and every copy of the
          // module would carry its own copy of the stylesheet (src/ui/component-styles.ts).
          experimentalInlineCommonChunks: { maxSize: 8 * 1024, exclude: /src\/ui\/component-styles\.ts$/ },
        },
      },
    },
  },
  server: { port: 5173 },
  test: {
    environment: 'node',
    globalSetup: ['test/support/pglite-snapshot-setup.ts'],
    // Both cores: vitest's default leaves one idle on a 2-core machine, and most files wait on PGlite.
    maxWorkers: 2,
    // Worker threads rather than child processes: a cheaper start per test file (bench/README.md).
    pool: 'threads',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two projects, one after the other (groupOrder): a worker serves one project, and interleaved they kept
    // starting new workers (bench/README.md).
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          // The PostgreSQL pass (scripts/test-postgres.mjs sets TEST_PG_URL) reruns only the API test files
          // that reach its database: the others would run exactly as they did on PGlite.
          include: process.env.TEST_PG_URL
            ? postgresTestFiles(fileURLToPath(new URL('.', import.meta.url)))
            : ['test/server/**/*.test.ts', 'test/data/**/*.test.ts'],
          // The API and data-layer files share one module graph per worker: each loaded the server, Dexie and
          // the sync engine anew, a third of their time (bench/README.md). What a test touches is its own:
          // every file opens its own database and server, every simulated device its own IDBFactory
          // (test/data/support/harness.ts).
          // Checked in a shuffled file order too (--sequence.shuffle.files).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      ...(process.env.TEST_PG_URL
        ? []
        : [
            // The screens' tests keep a module graph and globals per file: components and hooks keep module state
            // (useNoticeRoom's, for one) that one file must not leave to the next: three files fail without.
            {
              extends: true as const,
              test: { name: 'screens', include: ['test/unit/**/*.test.{ts,tsx}'], exclude: ['test/unit/lib/**'], sequence: { groupOrder: 1 } },
            },
            // src/lib is pure functions without I/O or module state: its tests share a module graph per worker, a
            // third less CPU than a fresh one per file (bench/README.md).
            { extends: true as const, test: { name: 'lib', include: ['test/unit/lib/**/*.test.{ts,tsx}'], isolate: false, sequence: { groupOrder: 2 } } },
          ]),
    ],
  },
});
