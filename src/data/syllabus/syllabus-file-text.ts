// The text of a syllabus file, extracted on the device: PDF with pdf.js, Word with mammoth,
// plain text and Markdown as they are. The importer loads this module with a dynamic import, so neither
// library is on any other screen's start path. A PDF with no text layer (a scan) says so.
import { docxText } from './docx-text';
import { pdfText } from './pdf-text';

export interface SyllabusFile {
  name: string;
  bytes: Uint8Array;
}

export interface SyllabusFileText {
  text: string;
  /** Pages of the document (a text file counts one per 3,000 characters). */
  pages: number;
  /** True for a PDF without a text layer: nothing to read without OCR. */
  scanned: boolean;
}

const CHARS_PER_PAGE = 3000;

function startsWith(bytes: Uint8Array, signature: string): boolean {
  return [...signature].every((char, index) => bytes[index] === char.charCodeAt(0));
}

export async function extractText(file: SyllabusFile): Promise<SyllabusFileText> {
  const name = file.name.toLowerCase();
  if (startsWith(file.bytes, '%PDF') || name.endsWith('.pdf')) {
    const { text, pages } = await pdfText(file.bytes);
    const letters = text.replace(/\s/g, '').length;
    return { text, pages, scanned: letters < 20 * Math.max(1, pages) };
  }
  if (startsWith(file.bytes, 'PK') && (name.endsWith('.docx') || !name.includes('.'))) {
    const text = await docxText(file.bytes);
    return { text, pages: Math.max(1, Math.ceil(text.length / CHARS_PER_PAGE)), scanned: false };
  }
  const text = new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, '');
  return { text, pages: Math.max(1, Math.ceil(text.length / CHARS_PER_PAGE)), scanned: false };
}
