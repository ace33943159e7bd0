// Spec 3 §9 "Export formats": the analyze export's formats, in the spec's order, and what the export menu says of
// each (shared by the route that writes them and the menu that offers them).
export const EXPORT_FORMATS = ['TabSeparated', 'TabSeparatedWithNames', 'CSV', 'XML', 'JSON', 'JSONCompact'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The format an export writes when none is named. */
export const DEFAULT_EXPORT_FORMAT: ExportFormat = 'CSV';

export const EXPORT_FORMAT_TEXT: Record<ExportFormat, string> = {
  TabSeparated: 'Tab-separated, without a header line',
  TabSeparatedWithNames: 'Tab-separated, with a header line',
  CSV: 'Comma-separated, with a header line',
  XML: 'XML: the columns, then a row element per row',
  JSON: 'A JSON array of rows',
  JSONCompact: 'JSON: the columns once, then each row as an array',
};
