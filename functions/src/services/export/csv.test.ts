import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvWriter } from './csv.ts';

const BOM = '\uFEFF';
/** What a spreadsheet would run as a formula when a cell starts with it. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

// Buffer's decoding keeps the byte order mark (TextDecoder's, as in stream/consumers' text(), drops it).
const write = async (rows: string[][]) => (await buffer(Readable.from(rows).pipe(csvWriter()))).toString('utf8');
const readBack = (csv: string) => parse(csv, { bom: true, relax_column_count: false }) as string[][];
const neutralised = (cell: string) => (FORMULA_STARTS.some((start) => cell.startsWith(start)) ? `'${cell}` : cell);

/** Cells made of what breaks CSV and what spreadsheets run, between letters of any script. */
const cell = fc.oneof(
  fc.string({ unit: fc.constantFrom(...FORMULA_STARTS, ',', '"', '\n', '\r\n', "'", ' ', 'a', 'क', 'ा', '😀') }),
  fc.string({ unit: 'grapheme' }),
  fc.string(),
);
const rows = fc
  .integer({ min: 2, max: 5 })
  .chain((width) => fc.array(fc.array(cell, { minLength: width, maxLength: width }), { minLength: 1, maxLength: 8 }));

describe('the CSV writer', () => {
  it('starts with a UTF-8 byte order mark and ends records with CRLF', async () => {
    const bytes = await buffer(
      Readable.from([
        ['Name', 'City'],
        ['कमला देवी', 'पुणे'],
      ]).pipe(csvWriter()),
    );
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(bytes.toString('utf8')).toBe(`${BOM}Name,City\r\nकमला देवी,पुणे\r\n`);
  });

  it('quotes by RFC 4180: commas, quotes and line breaks, quotes doubled', async () => {
    expect(await write([['a,b', 'say "hi"', 'two\nlines', 'plain']])).toBe(`${BOM}"a,b","say ""hi""","two\nlines",plain\r\n`);
  });

  it.each([
    ['=HYPERLINK("http://evil.example","Click")', `"'=HYPERLINK(""http://evil.example"",""Click"")"`],
    ['=1+2', "'=1+2"],
    ['+91 98220 11111', "'+91 98220 11111"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['\uFF1D1+1', "'\uFF1D1+1"],
  ])('makes %j text', async (value, written) => {
    expect(await write([[value, 'x']])).toBe(`${BOM}${written},x\r\n`);
  });

  it('leaves a formula sign inside a cell alone', async () => {
    expect(await write([['Rao = Kamala', 'a+b@c-d']])).toBe(`${BOM}Rao = Kamala,a+b@c-d\r\n`);
  });

  it('reads back as written, every formula start neutralised and nothing else changed', async () => {
    await fc.assert(
      fc.asyncProperty(rows, async (input) => {
        const csv = await write(input);
        expect(csv.startsWith(BOM)).toBe(true);
        const parsed = readBack(csv);
        expect(parsed).toEqual(input.map((row) => row.map(neutralised)));
        for (const value of parsed.flat()) expect(FORMULA_STARTS.some((start) => value.startsWith(start))).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
