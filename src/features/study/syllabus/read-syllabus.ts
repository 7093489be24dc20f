// From what the student gave the importer (a file, pasted text, or a web address) to what the extractor
// found, on the device. pdf.js, mammoth and the extractor (with chrono-node) load only here, when the
// importer reads, so no other screen's start pays for them. A web address is the one source that needs the
// server (it fetches the page, under the calendar feeds' address guard); its text is then read here like
// pasted text. Every failure is a sentence the importer can show as is.
import { activeUserData } from '../../../data/active-user-data';
import { SyllabusServerError } from '../../../data/syllabus/syllabus-server';
import type { SyllabusExtraction } from '../../../lib/syllabus/syllabus-extraction';

export interface SyllabusSource {
  file: File | null;
  text: string;
  /** A syllabus page's web address ('' for none). */
  address: string;
}

/** `text`: what the extractor read, kept for "Improve with AI". */
export type ReadResult = { ok: true; extraction: SyllabusExtraction; name: string; text: string } | { ok: false; message: string };

/** Syllabi are a few pages; anything much larger is not one, and would hold the phone's memory. */
const MAX_BYTES = 15 * 1024 * 1024;
const READABLE = /\.(pdf|docx|txt|md|markdown|text)$/i;

const today = () => new Date().toLocaleString('sv').slice(0, 10);

async function sourceText(source: SyllabusSource): Promise<{ text: string; name: string } | { message: string }> {
  if (!source.file && source.address.trim()) return addressText(source.address.trim());
  if (!source.file) return { text: source.text, name: 'pasted text' };
  const { file } = source;
  if (!READABLE.test(file.name)) return { message: 'Choose a PDF, Word (.docx), text or Markdown file.' };
  if (file.size > MAX_BYTES) return { message: 'This file is larger than 15 MB. Choose the syllabus itself, or paste its text.' };
  try {
    const { extractText } = await import('../../../data/syllabus/syllabus-file-text');
    const read = await extractText({ name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    if (read.scanned) return { message: 'This PDF has no text to read: it looks like a scan. Paste the syllabus’s text instead.' };
    return { text: read.text, name: file.name };
  } catch (error) {
    console.error('Could not read the syllabus file', error);
    return { message: 'This file could not be read. Try a PDF, Word (.docx), text or Markdown file, or paste the text.' };
  }
}

async function addressText(address: string): Promise<{ text: string; name: string } | { message: string }> {
  try {
    return await activeUserData().syllabusServer.readAddress(address);
  } catch (error) {
    if (error instanceof SyllabusServerError) return { message: error.message };
    console.error('Could not read the syllabus address', error);
    return { message: 'This web address could not be read. Choose the file or paste its text instead.' };
  }
}

export async function readSyllabus(source: SyllabusSource): Promise<ReadResult> {
  const read = await sourceText(source);
  if ('message' in read) return { ok: false, message: read.message };
  if (!read.text.trim())
    return { ok: false, message: source.file ? 'This file holds no text.' : 'Choose a file, paste the syllabus’s text or give its web address.' };
  const { extractSyllabus } = await import('../../../lib/syllabus/extract-syllabus');
  const extraction = extractSyllabus(read.text, { today: today() });
  if (!extraction.items.length) {
    return { ok: false, message: 'No dated deadlines were found in it. Check it is the course syllabus with its schedule, or paste the schedule’s text.' };
  }
  return { ok: true, extraction, name: read.name, text: read.text };
}
