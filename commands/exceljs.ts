// exceljs, loaded on first use rather than at boot: it is some 200 modules and half a second of every start (each API
// test file's too), and only the XLSX reads and writes (feeds, audiences, tearsheets) need it.
import type ExcelJS from 'exceljs';

export async function loadExcelJs(): Promise<typeof ExcelJS> {
  return (await import('exceljs')).default;
}
