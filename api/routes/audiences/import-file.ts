// Reads the audience import's multipart body (spec 2 §7: one part `file`): a CSV (read as the signal imports read
// theirs, commands/signal-import.ts) or an XLSX workbook's first sheet (exceljs), into rows of text for the domain's
// parser. Held in memory up to MAX_IMPORT_BYTES: nothing is stored, so a refused file leaves nothing behind.
import { loadExcelJs } from '../../../commands/exceljs';
import type { FastifyRequest } from 'fastify';
import { readCsv, UNREADABLE_FILE } from '../../../commands/signal-import';
import { DomainError } from '../../../domain/shared/errors';
import { assertMultipart, multipartError } from '../../http/multipart-error';
import { refuseUnsafeText } from '../../http/unsafe-text';
import { NO_FILE } from '../assets/upload-form';

/** An audience file is a list of names and values: 5 MB holds tens of thousands of rows. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const IMPORT_FILE_TYPE = 'Choose a CSV or XLSX file';
const TOO_LARGE = 'The file is larger than 5 MB';

type Kind = 'csv' | 'xlsx';
function kindOf(fileName: string): Kind | null {
  const lower = fileName.toLowerCase();
  return lower.endsWith('.csv') ? 'csv' : lower.endsWith('.xlsx') ? 'xlsx' : null;
}

/** The first sheet's rows as text, from row 1 to its last, each as wide as the widest. */
async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its Buffer as an ArrayBuffer; it takes Node's.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw DomainError.unprocessable(UNREADABLE_FILE);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.columnCount;
  const rows: string[][] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    rows.push(Array.from({ length: width }, (_, c) => row.getCell(c + 1).text));
  }
  // A row exceljs counts past the last written one (formatting only) is a row of blanks: no data row to the parser.
  return rows;
}

/** The file's name and rows. */
export async function readAudienceFile(request: FastifyRequest): Promise<{ fileName: string; rows: string[][] }> {
  assertMultipart(request);
  let file: { fileName: string; kind: Kind; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || file)
        throw DomainError.badRequest(`body/${part.fieldname} is not allowed`, { field: part.fieldname });
      refuseUnsafeText('body/file', part.filename);
      const kind = kindOf(part.filename);
      if (!kind) throw DomainError.unprocessable(IMPORT_FILE_TYPE, { file: part.filename });
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > MAX_IMPORT_BYTES) throw new DomainError(413, 'UNPROCESSABLE_ENTITY', TOO_LARGE);
        chunks.push(chunk);
      }
      file = { fileName: part.filename, kind, bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw multipartError(error);
  }
  if (!file) throw DomainError.badRequest(NO_FILE, { field: 'file' });
  const rows = file.kind === 'csv' ? readCsv(file.bytes.toString('utf8')) : await xlsxRows(file.bytes);
  return { fileName: file.fileName, rows };
}
