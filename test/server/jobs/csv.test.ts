// The feed's CSV reader: quoted commas, doubled quotes and line breaks inside quotes, CRLF, a BOM, blank rows.
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../server/jobs/csv';

describe('parseCsv', () => {
  it('reads quoted fields, CRLF and LF, a byte-order mark, and skips blank rows', () => {
    const csv = '\uFEFFTitle,Company,Description\r\n"Intern, Web","Acme ""Labs""","Line one\nline two"\r\n\r\nAnalyst,Beta,\nLast,Gamma,no newline at end';
    expect(parseCsv(csv)).toEqual([
      { title: 'Intern, Web', company: 'Acme "Labs"', description: 'Line one\nline two' },
      { title: 'Analyst', company: 'Beta', description: '' },
      { title: 'Last', company: 'Gamma', description: 'no newline at end' },
    ]);
  });

  it('gives missing trailing cells as empty and nothing for a header alone', () => {
    expect(parseCsv('title,company,url\nOnly title\n')).toEqual([{ title: 'Only title', company: '', url: '' }]);
    expect(parseCsv('title,company\n')).toEqual([]);
  });
});
