// Small PDF and Word files written from text, for the syllabus corpus: a PDF by hand with
// text operators (one column with table cells placed at column positions, or two columns side by side),
// a PDF page with no text layer (a scan), and a .docx as a store-only zip around word/document.xml.
// No packages: the files are plain enough to write directly. make-syllabus-documents.ts commits them.

const WIN_ANSI: Record<string, number> = { '—': 0x97, '–': 0x96, '’': 0x92, '‘': 0x91, '“': 0x93, '”': 0x94, '•': 0x95, '×': 0xd7 };

function pdfString(text: string): string {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI[char] ?? char.charCodeAt(0);
    const byte = code < 256 ? String.fromCharCode(code) : '?';
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return out;
}

export interface PlacedText {
  x: number;
  y: number;
  text: string;
  size?: number;
}

/** A PDF whose pages hold the given texts (Helvetica, WinAnsi); a page of no texts draws a grey box instead (a scan). */
export function makePdf(pages: PlacedText[][]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pages.map((_, index) => 4 + index * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pages.forEach((texts, index) => {
    const stream = texts.length
      ? texts.map((text) => `BT /F1 ${text.size ?? 10} Tf ${text.x} ${text.y} Td (${pdfString(text.text)}) Tj ET`).join('\n')
      : '0.6 g 40 40 532 712 re f';
    objects[pageIds[index]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[index]! + 1} 0 R >>`;
    objects[pageIds[index]! + 1] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n${offsets
    .slice(1)
    .map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)
    .join('')}`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}

const LINE = 13;
const TOP = 750;
const BOTTOM = 50;

/** Lines laid out down the page (and onto the next); cells split by " | " go to column positions. */
function column(lines: string[], x: number, cellXs: number[], pages: PlacedText[][], firstPage = 0): void {
  let page = firstPage;
  let y = TOP;
  for (const line of lines) {
    if (y < BOTTOM) {
      page++;
      y = TOP;
    }
    pages[page] ??= [];
    const cells = line.includes(' | ') ? line.split('|').map((cell) => cell.trim()) : [line];
    cells.forEach((cell, index) => {
      if (cell.trim()) pages[page]!.push({ x: x + (cells.length > 1 ? (cellXs[index] ?? cellXs[cellXs.length - 1]! + 80 * index) : 0), y, text: cell.trim() });
    });
    y -= LINE;
  }
}

/** A one-column PDF from text; table rows ("a | b | c") become cells at column positions. */
export function textPdf(text: string, cellXs = [0, 90, 300]): Uint8Array {
  const pages: PlacedText[][] = [];
  column(text.split('\n'), 50, cellXs, pages);
  return makePdf(pages);
}

/** A two-column PDF: the text before the line "=== column ===" on the left, the rest on the right. */
export function twoColumnPdf(text: string): Uint8Array {
  const [left = '', right = ''] = text.split(/\n=== column ===\n/);
  const pages: PlacedText[][] = [];
  column(left.split('\n'), 40, [0, 60], pages);
  column(right.split('\n'), 320, [0, 62, 130], pages);
  return makePdf(pages);
}

export function scannedPdf(pageCount = 1): Uint8Array {
  return makePdf(Array.from({ length: pageCount }, () => []));
}

// --- DOCX: a store-only zip ---

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function storeZip(files: Array<{ name: string; text: string }>): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name, 'utf8');
    const data = Buffer.from(file.text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(0, 8);
    local.writeUInt32LE(0, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(0, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const paragraph = (text: string) => `<w:p><w:r><w:t xml:space="preserve">${xml(text)}</w:t></w:r></w:p>`;

/** A .docx from text: lines become paragraphs, runs of "a | b | c" lines become a table. */
export function textDocx(text: string): Uint8Array {
  const parts: string[] = [];
  let table: string[] = [];
  const flush = () => {
    if (table.length)
      parts.push(
        `<w:tbl>${table
          .map(
            (row) =>
              `<w:tr>${row
                .split('|')
                .map((cell) => `<w:tc>${paragraph(cell.trim())}</w:tc>`)
                .join('')}</w:tr>`,
          )
          .join('')}</w:tbl>`,
      );
    table = [];
  };
  for (const line of text.split('\n')) {
    if (line.includes(' | ')) table.push(line);
    else {
      flush();
      parts.push(paragraph(line));
    }
  }
  flush();
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${parts.join('')}</w:body></w:document>`;
  return storeZip([
    {
      name: '[Content_Types].xml',
      text: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    },
    {
      name: '_rels/.rels',
      text: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    },
    { name: 'word/document.xml', text: document },
  ]);
}
