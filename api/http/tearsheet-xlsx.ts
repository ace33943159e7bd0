// A tearsheet as a spreadsheet (issue 19 §3): the same entries as its PDF, one row per creative, written with exceljs
// (not the frozen `xlsx` 0.18). Each row links its screenshot by an absolute URL: to the public link's picture when the
// sheet was opened through a public link, else to the signed-in route. Cells are written as text, never as formulas, so
// a name such as `=HYPERLINK(…)` stays a name.
import { loadExcelJs } from '../../commands/exceljs';
import { findingLines, NOT_RENDERED_YET, type TearsheetEntry } from '../../domain/tearsheet/entry';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const XLSX_COLUMNS = [
  { header: 'Variant', key: 'variant', width: 32 },
  { header: 'Format', key: 'format', width: 24 },
  { header: 'Size', key: 'size', width: 12 },
  { header: 'Platform', key: 'platform', width: 12 },
  { header: 'Channel', key: 'channel', width: 10 },
  { header: 'Approval', key: 'approval', width: 18 },
  { header: 'Approved by', key: 'approvedBy', width: 22 },
  { header: 'Approved at', key: 'approvedAt', width: 22 },
  { header: 'Signals', key: 'signals', width: 32 },
  { header: 'QA findings', key: 'findings', width: 48 },
  { header: 'Screenshot', key: 'screenshot', width: 16 },
  { header: 'Picture of older content', key: 'stale', width: 12 },
] as const;

export interface TearsheetSheet {
  title: string;
  /** Lines above the table: the filter, how many, when. */
  subtitle: string[];
  entries: readonly TearsheetEntry[];
  /** The absolute URL of a screenshot. */
  screenshotUrl(fingerprint: string): string;
}

/** The workbook's bytes. */
export async function tearsheetXlsx(sheet: TearsheetSheet): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Varia';
  workbook.title = sheet.title;
  const ws = workbook.addWorksheet('Tearsheet', { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = XLSX_COLUMNS.map((c) => ({ ...c }));
  ws.getRow(1).font = { bold: true };
  for (const e of sheet.entries) {
    ws.addRow({
      variant: e.variantName,
      format: e.formatName,
      size: e.size,
      platform: e.platform,
      channel: e.channel,
      approval: e.approval.label,
      approvedBy: e.approval.by ? (e.approval.by.name ?? e.approval.by.id) : '',
      approvedAt: e.approval.at ?? '',
      signals: e.signals.map((s) => s.name).join(', '),
      findings: e.screenshot ? findingLines(e).join('\n') : NOT_RENDERED_YET,
      screenshot: e.screenshot
        ? { text: 'screenshot', hyperlink: sheet.screenshotUrl(e.screenshot.fingerprint) }
        : NOT_RENDERED_YET,
      stale: e.screenshot?.stale ? 'yes' : '',
    });
  }
  const info = workbook.addWorksheet('About');
  info.addRow([sheet.title]);
  for (const line of sheet.subtitle) info.addRow([line]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
