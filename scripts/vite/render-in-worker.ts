// Renders one page of the prerender's server bundle in a worker thread of its own: a fresh module graph per
// page, so the modules it records (record-evaluated-modules.ts) are that page's and no other's.
import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { EVALUATED_MODULES_GLOBAL } from './record-evaluated-modules';

export interface RenderedPage {
  /** What goes inside `<div id="root">`. */
  html: string;
  /** Source paths (from the project root) of the modules the page evaluated. */
  modules: string[];
}

// Runs as a CommonJS script inside the worker (eval mode), where import() still loads the ES module bundle.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entryUrl)
  .then((entry) => entry.renderPage(workerData.pagePath))
  .then((html) => parentPort.postMessage({ html, modules: [...(globalThis.${EVALUATED_MODULES_GLOBAL} ?? [])] }));
`;

export function renderInWorker(entryFile: string, pagePath: string): Promise<RenderedPage> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { entryUrl: pathToFileURL(entryFile).href, pagePath } });
    worker.once('message', (page: RenderedPage) => {
      resolve(page);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`Prerendering ${pagePath} stopped with exit code ${code}.`));
    });
  });
}

/** Just the list of pages, read from the same bundle. */
export function listPagesInWorker(entryFile: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const source = `
const { parentPort, workerData } = require('node:worker_threads');
import(workerData.entryUrl).then((entry) => parentPort.postMessage(entry.prerenderedPaths()));
`;
    const worker = new Worker(source, { eval: true, workerData: { entryUrl: pathToFileURL(entryFile).href } });
    worker.once('message', (paths: string[]) => {
      resolve(paths);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
