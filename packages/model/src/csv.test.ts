import { describe, expect, it } from 'vitest';
import { claimsCsvFileName, csvCell, csvRow } from './csv';

describe('csvCell (RFC 4180 + formula neutralisation)', () => {
  it.each<[string | number | null, string]>([
    ['plain', '"plain"'],
    [42, '"42"'],
    [null, '""'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line\nbreak', '"line\nbreak"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['\rCR', `"'\rCR"`],
    ['a=b', '"a=b"'],
    // A spreadsheet importing with `;` or `,` as its separator starts a new cell there.
    ['Jane;=cmd|calc', `"Jane;'=cmd|calc"`],
    ['Jane,=1+1', `"Jane,'=1+1"`],
    ['Jane, @SUM(A1)', `"Jane, '@SUM(A1)"`],
    ['Jane;;+1;-2', `"Jane;;'+1;'-2"`],
    ['Two\n=lines', `"Two\n'=lines"`],
    ['Comma, Jr.', '"Comma, Jr."'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('quotes every cell and ends rows with CRLF', () => {
    expect(csvRow(['a', 'b'])).toBe('"a","b"\r\n');
  });

  it('names the file by date', () => {
    expect(claimsCsvFileName(new Date('2026-11-23T10:00:00Z'))).toBe(
      'claims-export-2026-11-23.csv',
    );
  });
});
