// The pdf.js worker, bundled by Vite as a worker script (a .js file the service worker precaches, so a PDF
// opens offline) and started once: the browser parses PDFs off the main thread.
import PdfWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?worker';

let port: Worker | null = null;

export function pdfWorkerPort(): Worker {
  port ??= new PdfWorker();
  return port;
}
