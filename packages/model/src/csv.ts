/**
 * CSV for the claims export (docs/product-rules.md#csv-export): every cell quoted (RFC 4180), and
 * formula-injection defence — a formula start (= + - @ tab or CR) at the start of a cell, or
 * after a `;`, `,` or line break inside it (where a spreadsheet importing with another separator
 * starts a new cell), gets an apostrophe before it so spreadsheets show text.
 */
const FORMULA_AFTER_SEPARATOR = /(^|[;,\r\n])([ ]*)([=+\-@\t\r])/g;

export function csvCell(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  const neutral = text.replace(FORMULA_AFTER_SEPARATOR, "$1$2'$3");
  return `"${neutral.replace(/"/g, '""')}"`;
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
