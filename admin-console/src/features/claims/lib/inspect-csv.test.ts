import { describe, expect, it } from 'vitest';
import { CLAIM_CSV_HEADER, CLAIMS_EXPORT_FAILED_MARKER, csvRow } from '@swagdrop/model';
import { inspectCsv } from './inspect-csv';

const header = csvRow(CLAIM_CSV_HEADER);
const row = (name: string) =>
  csvRow([name, 'a@example.com', 'L1', 'Tee, "Blue"', 'Acme\nCo', '2026-01-01T00:00:00.000Z']);

describe('inspectCsv', () => {
  it('reads the header and counts records with quoted commas, quotes and line breaks', () => {
    const shape = inspectCsv(`\uFEFF${header}${row('=HYPERLINK("x")')}${row('Jane')}`);
    expect(shape.header).toEqual([...CLAIM_CSV_HEADER]);
    expect(shape).toMatchObject({ dataRows: 2, uniform: true, truncated: false });
  });

  it('an export with no claims is the header alone', () => {
    expect(inspectCsv(header)).toMatchObject({ dataRows: 0, uniform: true, truncated: false });
  });

  it('flags the failure marker line (one field) as not uniform', () => {
    const shape = inspectCsv(`${header}${row('Jane')}\r\n${CLAIMS_EXPORT_FAILED_MARKER}\r\n`);
    expect(shape.uniform).toBe(false);
  });

  it('flags a body cut inside a quoted field or mid-line as truncated', () => {
    expect(inspectCsv(`${header}${row('Jane').slice(0, 40)}`).truncated).toBe(true);
    expect(inspectCsv(`${header}Jane,a@example.com`).truncated).toBe(true);
  });
});
