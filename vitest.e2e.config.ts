import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './test/e2e/support/sequencer';

// Browser tests: playwright-core drives Debian's Chromium against the production build.
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/e2e/support/global-setup.ts'],
    // A test that signs up and installs the app can wait most of a minute for the service worker's first
    // install on a busy 2-core machine (see waitForOfflineReady).
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at once: a browser test waits on the network, the service worker and the server much of the
    // time, so the second core runs the other file then (35 files: 634 s one at a time, 513 s two at a time,
    // on 2 cores). Every file signs up its own accounts: files share only the server, and the job feed, which
    // only career.e2e sets.
    maxWorkers: 2,
    // One worker process runs file after file with the modules it loaded (playwright-core, axe-core, vitest's
    // runtime): a fresh process per file cost ~2 CPU-seconds of start and imports, over 50 files about 100 s
    // of CI's two cores (bench/README.md). Files share nothing else: each launches its own browser (useBrowser)
    // and the support modules keep no state between tests.
    isolate: false,
    sequence: { sequencer: LongFilesFirst },
  },
});
