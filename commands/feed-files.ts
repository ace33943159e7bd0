// A feed file read into a table of texts (issue 23 §3): XLSX (its first worksheet, through exceljs) or CSV (through
// csv-parse, as every CSV import is read). What cannot be read is a FeedUnreadable with the reason, for the check's
// 'The file could not be parsed' (spec 3 §8). Reading holds the file in memory and writes nothing.
import { loadExcelJs } from './exceljs';
import { CsvError, parse } from 'csv-parse/sync';

/** A feed of 10,000 rows of a few dozen columns is a few MB; 20 MB leaves room without inviting a workbook bomb. */
export const FEED_MAX_BYTES = 20 * 1024 * 1024;

export class FeedUnreadable extends Error {}

/** A ZIP's first bytes: an XLSX workbook is one. */
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isXlsx = (fileName: string, bytes: Buffer) =>
  bytes.subarray(0, 4).equals(ZIP_MAGIC) || fileName.toLowerCase().endsWith('.xlsx');

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as an ArrayBuffer (JSZip reads both): the file's own bytes as one.
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  } catch (error) {
    throw new FeedUnreadable(`The file is not an XLSX workbook (${(error as Error).message})`);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new FeedUnreadable('The workbook has no worksheet');
  const rows: string[][] = [];
  // Rows as numbered, blank ones kept (as text), so a message's row is the one the spreadsheet shows.
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: row.cellCount }, (_, c) => row.getCell(c + 1).text));
  }
  return rows;
}

function readCsvText(bytes: Buffer): string[][] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new FeedUnreadable('The file is neither an XLSX workbook nor UTF-8 CSV text');
  }
  if (text.includes('\u0000')) throw new FeedUnreadable('The file is neither an XLSX workbook nor CSV text');
  try {
    return parse(text, { bom: true, relax_column_count: true, skip_empty_lines: false });
  } catch (error) {
    if (error instanceof CsvError) throw new FeedUnreadable(error.message);
    throw error;
  }
}

/** The file's rows (the first is the header), or FeedUnreadable with the reason. */
export async function readFeedFile(fileName: string, bytes: Buffer): Promise<string[][]> {
  if (bytes.length === 0) throw new FeedUnreadable('The file is empty');
  const rows = isXlsx(fileName, bytes) ? await readXlsx(bytes) : readCsvText(bytes);
  const header = rows[0]?.map((name) => name.trim()) ?? [];
  if (header.every((name) => name === '')) throw new FeedUnreadable('The file has no header row');
  const blank = header.findIndex((name) => name === '');
  if (blank >= 0 && header.slice(blank).some((name) => name !== ''))
    throw new FeedUnreadable(`Column ${blank + 1} of the header row has no name`);
  return rows;
}
