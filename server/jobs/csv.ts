// A small RFC 4180 reader: quoted fields with commas, doubled quotes and line breaks; CRLF or LF; a BOM.
// The first row names the columns. Enough for a career office's spreadsheet export.

export function parseCsv(input: string): Record<string, string>[] {
  const rows = parseRows(input.replace(/^\uFEFF/, ''));
  const header = rows.shift()?.map((name) => name.trim().toLowerCase()) ?? [];
  return rows.filter((row) => row.some((cell) => cell.trim() !== '')).map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

function parseRows(input: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const char = input[i]!;
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}
