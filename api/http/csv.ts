// Every CSV the product writes is made here, so none can forget the options below:
// - escape_formulas: a cell beginning with = + - @ (or a tab or carriage return) is prefixed with ', so a
//   spreadsheet shows a variant named `=cmd|' /C calc'!A0` as text instead of running it (CSV injection);
// - bom: Excel reads a CSV without a byte order mark in the system's code page, garbling names beyond ASCII.
import { stringify, type Options, type Stringifier } from 'csv-stringify';

const CSV_WRITER_OPTIONS = { bom: true, escape_formulas: true } as const satisfies Options;

/** A csv-stringify stream with the product's options over `options` (columns, header, …). */
export function csvWriter(options: Omit<Options, keyof typeof CSV_WRITER_OPTIONS>): Stringifier {
  return stringify({ ...options, ...CSV_WRITER_OPTIONS });
}
