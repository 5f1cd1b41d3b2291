/**
 * How every CSV file of ours is written (csv-stringify): RFC 4180 (fields with a comma, quote
 * or line break quoted, quotes doubled, CRLF between records), UTF-8 with a byte order mark so
 * that Excel reads Devanagari names as such, and formula injection neutralised: a cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return, or
 * their full-width forms) gets a leading single quote, which makes it text.
 */
import { stringify, type Stringifier } from 'csv-stringify';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** A stream that takes rows (arrays of strings) and gives the file's text. */
export function csvWriter(): Stringifier {
  return stringify({
    bom: true,
    escape_formulas: true,
    record_delimiter: 'windows',
    // Quote a field holding any line break, not only CRLF: naming a record delimiter turns
    // this off by default, and a lone "\n" in an essay would then end the record.
    quote_record_delimiter: true,
  });
}
