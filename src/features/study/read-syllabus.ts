// From what the student gave the importer (a file or pasted text) to what the extractor found, on the
// device. pdf.js, mammoth and the extractor (with chrono-node) load only here, when the importer reads,
// so no other screen's start pays for them. Every failure is a sentence the importer can show as is.
import type { SyllabusExtraction } from '../../lib/syllabus/syllabus-extraction';

export interface SyllabusSource {
  file: File | null;
  text: string;
}

export type ReadResult = { ok: true; extraction: SyllabusExtraction; name: string } | { ok: false; message: string };

/** Syllabi are a few pages; anything much larger is not one, and would hold the phone's memory. */
const MAX_BYTES = 15 * 1024 * 1024;
const READABLE = /\.(pdf|docx|txt|md|markdown|text)$/i;

const today = () => new Date().toLocaleString('sv').slice(0, 10);

async function sourceText(source: SyllabusSource): Promise<{ text: string; name: string } | { message: string }> {
  if (!source.file) return { text: source.text, name: 'pasted text' };
  const { file } = source;
  if (!READABLE.test(file.name)) return { message: 'Choose a PDF, Word (.docx), text or Markdown file.' };
  if (file.size > MAX_BYTES) return { message: 'This file is larger than 15 MB. Choose the syllabus itself, or paste its text.' };
  try {
    const { extractText } = await import('../../data/syllabus/syllabus-file-text');
    const read = await extractText({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    if (read.scanned) return { message: 'This PDF has no text to read: it looks like a scan. Paste the syllabus’s text instead.' };
    return { text: read.text, name: file.name };
  } catch (error) {
    console.error('Could not read the syllabus file', error);
    return { message: 'This file could not be read. Try a PDF, Word (.docx), text or Markdown file, or paste the text.' };
  }
}

export async function readSyllabus(source: SyllabusSource): Promise<ReadResult> {
  const read = await sourceText(source);
  if ('message' in read) return { ok: false, message: read.message };
  if (!read.text.trim()) return { ok: false, message: source.file ? 'This file holds no text.' : 'Choose a file or paste the syllabus’s text.' };
  const { extractSyllabus } = await import('../../lib/syllabus/extract-syllabus');
  const extraction = extractSyllabus(read.text, { today: today() });
  if (!extraction.items.length) {
    return { ok: false, message: 'No dated deadlines were found in it. Check it is the course syllabus with its schedule, or paste the schedule’s text.' };
  }
  return { ok: true, extraction, name: read.name };
}
