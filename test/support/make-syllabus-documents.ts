// Writes the corpus's PDF and Word syllabi from their text sources (test/fixtures/syllabi/documents/):
// NAME-two-column → a two-column PDF, NAME-word → a .docx, else a one-column PDF. The written files are
// committed; rerun after changing a source: npx tsx test/support/make-syllabus-documents.ts
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { textDocx, textPdf, twoColumnPdf } from './syllabus-documents';

const folder = fileURLToPath(new URL('../fixtures/syllabi/', import.meta.url));

for (const source of readdirSync(`${folder}documents`).filter((name) => name.endsWith('.source.txt'))) {
  const name = source.replace('.source.txt', '');
  const text = readFileSync(`${folder}documents/${source}`, 'utf8').replace(/\n$/, '');
  const [file, bytes] = name.endsWith('-word')
    ? [`${name}.docx`, textDocx(text)]
    : name.endsWith('-two-column')
      ? [`${name}.pdf`, twoColumnPdf(text)]
      : [`${name}.pdf`, textPdf(text)];
  writeFileSync(`${folder}${file}`, bytes);
  console.log(`${file}: ${bytes.length} bytes`);
}
