/**
 * The admin's CSV export as a spreadsheet would read it: the bytes as they came, checked for
 * the UTF-8 byte order mark, then parsed by a real CSV parser (csv-parse), header row first.
 */
import { parse } from 'csv-parse/sync';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

export interface ParsedCsv {
  bom: boolean;
  header: string[];
  /** One object per row, keyed by the header. */
  rows: Record<string, string>[];
}

export function parseCsv(bytes: Uint8Array): ParsedCsv {
  const buffer = Buffer.from(bytes);
  const bom = buffer.subarray(0, 3).equals(BOM);
  // Buffer's decoding keeps the byte order mark; strict parsing refuses stray quotes and ragged rows.
  const [header = [], ...records] = parse(buffer.toString('utf8'), { bom: true }) as string[][];
  const rows = records.map((record) => Object.fromEntries(header.map((name, i) => [name, record[i] ?? ''])));
  return { bom, header, rows };
}
