export interface CsvShape {
  /** Fields of the first record (the header), unquoted. */
  header: string[];
  /** Records after the header. */
  dataRows: number;
  /** Every record has as many fields as the header. */
  uniform: boolean;
  /** Ends inside a quoted field or without a final line break: the file was cut. */
  truncated: boolean;
}

/**
 * Shape of an RFC 4180 text (quoted fields may hold commas, quotes and line breaks) without
 * keeping its values: how the console checks an export is whole before saving it.
 */
export function inspectCsv(input: string): CsvShape {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const header: string[] = [];
  let records = 0;
  let fields = 1;
  let headerFields = 0;
  let uniform = true;
  let field = '';
  let inQuotes = false;
  let atRecordStart = true;

  const endRecord = () => {
    if (records === 0) {
      header.push(field);
      headerFields = fields;
    } else if (fields !== headerFields) {
      uniform = false;
    }
    records += 1;
    fields = 1;
    field = '';
    atRecordStart = true;
  };

  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    atRecordStart = false;
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        if (records === 0) field += '"';
        i += 1;
      } else if (ch === '"') {
        inQuotes = false;
      } else if (records === 0) {
        field += ch;
      }
    } else if (ch === '"') {
      inQuotes = true;
    } else if (ch === ',') {
      if (records === 0) header.push(field);
      field = '';
      fields += 1;
    } else if (ch === '\r' && text[i + 1] === '\n') {
      i += 1;
      endRecord();
    } else if (ch === '\n') {
      endRecord();
    } else if (records === 0) {
      field += ch;
    }
  }
  return {
    header,
    dataRows: Math.max(records - 1, 0),
    uniform,
    truncated: inQuotes || !atRecordStart,
  };
}
