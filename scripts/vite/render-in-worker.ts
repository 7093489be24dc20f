// Renders one page of the prerender's server bundle in a worker thread of its own: a fresh module graph per
// page, so the modules it records (record-evaluated-modules.ts) are that page's and no other's.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import type { PrerenderedPage } from '../../src/entry-prerender';
import { EVALUATED_MODULES_GLOBAL } from './record-evaluated-modules.ts';

export interface RenderedPage extends PrerenderedPage {
  /** Source paths (from the project root) of the modules the page evaluated. */
  modules: string[];
}

// Each runs as a CommonJS script inside the worker (eval mode), where import() still loads the ES module bundle.
const RENDER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entryUrl)
  .then((entry) => entry.renderPage(workerData.pagePath))
  .then((page) => parentPort.postMessage({ ...page, modules: [...(globalThis.${EVALUATED_MODULES_GLOBAL} ?? [])] }));
`;
const LIST_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entryUrl).then((entry) => parentPort.postMessage(entry.prerenderedPaths()));
`;

export function renderInWorker(entryFile: string, pagePath: string): Promise<RenderedPage> {
  return askWorker(RENDER_SOURCE, { entryUrl: pathToFileURL(entryFile).href, pagePath }, `Prerendering ${pagePath}`);
}

/** Just the list of pages, read from the same bundle. */
export function listPagesInWorker(entryFile: string): Promise<string[]> {
  return askWorker(LIST_SOURCE, { entryUrl: pathToFileURL(entryFile).href }, 'Listing the pages to prerender');
}

/** The first message of a worker running `source`; a worker that stops before sending one rejects. */
function askWorker<T>(source: string, workerData: Record<string, string>, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(source, { eval: true, workerData });
    worker.once('message', (answer: T) => {
      resolve(answer);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`${what} stopped with exit code ${code}.`));
    });
  });
}
