// Text of a PDF with pdf.js, on the device. The browser loads the modern build and its worker (a script
// Vite emits and the service worker precaches); Node (tests, bench) loads the legacy build, which runs on
// Node 20 with its own fake worker. Main thread only: a Web Worker has no window and would take Node's path.
import { pageLines, type PositionedText } from './pdf-layout';

type PdfJs = typeof import('pdfjs-dist');

async function loadPdfJs(): Promise<PdfJs> {
  if (typeof window === 'undefined') {
    const legacy = 'pdfjs-dist/legacy/build/pdf.mjs'; // kept out of the browser bundle
    return (await import(/* @vite-ignore */ legacy)) as PdfJs;
  }
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('./pdf-worker')]);
  pdfjs.GlobalWorkerOptions.workerPort ??= worker.pdfWorkerPort();
  return pdfjs;
}

export async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdfjs = await loadPdfJs();
  const document = await pdfjs.getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue; // pdf.js's own gap fillers: the layout measures gaps itself
        items.push({ text: item.str, x: item.transform[4] as number, y: item.transform[5] as number, width: item.width, height: item.height || Math.abs(item.transform[3] as number) });
      }
      pages.push(pageLines(items).join('\n'));
      page.cleanup();
    }
    return { text: pages.join('\n\n'), pages: document.numPages };
  } finally {
    await document.destroy();
  }
}
