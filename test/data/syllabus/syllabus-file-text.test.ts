// Text from syllabus files on the device: a PDF through pdf.js (lines in order, table cells kept apart,
// a two-column page read column by column), a scan with no text layer said so, a Word file through
// mammoth with its table rows on one line each, and plain text as it is. The corpus's committed PDF and
// Word files are the generator's output for their sources.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractText } from '../../../src/data/syllabus/syllabus-file-text';
import { corpusFolder } from '../../support/syllabus-corpus';
import { scannedPdf, textDocx, textPdf, twoColumnPdf } from '../../support/syllabus-documents';

describe('extractText', () => {
  it('reads a one-column PDF line by line, with table cells apart and across pages', async () => {
    const lines = ['BIO 1000 Spring 2027', 'Date | Topic | Due', '1/25 | Cells | Lab 1 due 1/29', ...Array.from({ length: 60 }, (_, index) => `Line ${index + 1}`)];
    const result = await extractText({ name: 'bio.pdf', bytes: textPdf(lines.join('\n')) });
    expect(result.pages).toBe(2);
    expect(result.scanned).toBe(false);
    const text = result.text.split('\n');
    expect(text.slice(0, 3)).toEqual(['BIO 1000 Spring 2027', 'Date   Topic   Due', '1/25   Cells   Lab 1 due 1/29']);
    expect(text).toContain('Line 60');
  });

  it('reads a two-column PDF page column by column', async () => {
    const left = ['Left heading', ...Array.from({ length: 8 }, (_, index) => `Left line ${index + 1} about the course`)];
    const right = ['Schedule', ...Array.from({ length: 8 }, (_, index) => `${index + 1} | Sep ${index + 1} | Topic ${index + 1}`)];
    const { text } = await extractText({ name: 'two.pdf', bytes: twoColumnPdf(`${left.join('\n')}\n=== column ===\n${right.join('\n')}`) });
    const lines = text.split('\n').filter(Boolean);
    expect(lines.slice(0, 9)).toEqual(left);
    expect(lines.slice(9, 11)).toEqual(['Schedule', '1   Sep 1   Topic 1']);
  });

  it('says a PDF with no text layer is scanned', async () => {
    const result = await extractText({ name: 'scan.pdf', bytes: scannedPdf(2) });
    expect(result).toEqual({ text: expect.any(String), pages: 2, scanned: true });
    expect(result.text.trim()).toBe('');
  });

  it('reads a Word file, a table row on one line', async () => {
    const { text, scanned } = await extractText({ name: 'syllabus.docx', bytes: textDocx('NURS 1000 Fall 2026\nWeek | Date | Topic\n1 | Aug 31 | Interviews & history') });
    expect(scanned).toBe(false);
    expect(text.split('\n')).toEqual(['NURS 1000 Fall 2026', 'Week | Date | Topic', '1 | Aug 31 | Interviews & history']);
  });

  it('takes text and Markdown as they are', async () => {
    const result = await extractText({ name: 'syllabus.md', bytes: new TextEncoder().encode('\uFEFF# CS 1000\nQuiz 1: Sep 4') });
    expect(result).toEqual({ text: '# CS 1000\nQuiz 1: Sep 4', pages: 1, scanned: false });
  });

  it('the corpus\'s PDF and Word files are what their sources generate', () => {
    const source = (name: string) => readFileSync(`${corpusFolder}documents/${name}.source.txt`, 'utf8').replace(/\n$/, '');
    const committed = (file: string) => new Uint8Array(readFileSync(`${corpusFolder}${file}`));
    expect(committed('geog1300-one-column.pdf')).toEqual(textPdf(source('geog1300-one-column')));
    expect(committed('ling1101-two-column.pdf')).toEqual(twoColumnPdf(source('ling1101-two-column')));
    expect(committed('nurs2200-word.docx')).toEqual(textDocx(source('nurs2200-word')));
  });
});
