/**
 * CSV for the claims export (docs/product-rules.md#csv-export): RFC 4180 quoting, and
 * formula-injection defence — a cell starting with = + - @ tab or CR gets a leading apostrophe so
 * spreadsheets show text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export const CLAIM_CSV_HEADER = [
  'Name',
  'Email',
  'Listing ID',
  'Item Title',
  'Brand',
  'Date Claimed',
] as const;

export function claimsCsvFileName(date: Date): string {
  return `claims-export-${date.toISOString().slice(0, 10)}.csv`;
}
