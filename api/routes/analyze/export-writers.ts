// How the analyze export writes each format of spec 3 §9 as the rows stream by, none held whole: csv-stringify for
// the delimited ones, xmlbuilder2's callback builder for XML, JSON by rows. XML and JSONCompact take ClickHouse's
// layout, whence the spec's format names: the columns first (`meta`), then the rows (`data`), then their count.
import { Transform, type TransformCallback } from 'node:stream';
import type { ExportFormat } from '../../../domain/analyze-view/export-formats';
import { csvWriter } from '../../http/csv';

type Row = Record<string, string | number | null>;

const EXTENSIONS: Record<ExportFormat, string> = {
  TabSeparated: 'tsv',
  TabSeparatedWithNames: 'tsv',
  CSV: 'csv',
  XML: 'xml',
  JSON: 'json',
  JSONCompact: 'json',
};

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  TabSeparated: 'text/tab-separated-values; charset=utf-8',
  TabSeparatedWithNames: 'text/tab-separated-values; charset=utf-8',
  CSV: 'text/csv; charset=utf-8',
  XML: 'application/xml; charset=utf-8',
  JSON: 'application/json; charset=utf-8',
  JSONCompact: 'application/json; charset=utf-8',
};

/** Spec 3 §9: "File name: a video and display report plus the date as DD-MM-YYYY". */
export function exportFileName(format: ExportFormat, today: Date): string {
  const [year, month, day] = today.toISOString().slice(0, 10).split('-');
  return `video-and-display-report-${day}-${month}-${year}.${EXTENSIONS[format]}`;
}

/** A stream that takes rows (objects keyed by column) and gives the bytes of `format`. */
export async function writerOf(format: ExportFormat, columns: string[]): Promise<Transform> {
  switch (format) {
    case 'CSV':
    case 'TabSeparated':
    case 'TabSeparatedWithNames':
      return csvWriter({ header: format !== 'TabSeparated', columns, delimiter: format === 'CSV' ? ',' : '\t' });
    case 'XML':
      return xmlWriter(columns);
    case 'JSON':
      return jsonWriter({ open: '[', close: () => ']', row: (row) => JSON.stringify(row) });
    case 'JSONCompact':
      return jsonWriter({
        open: `{\n"meta": ${JSON.stringify(columns.map((name) => ({ name })))},\n"data": [`,
        close: (rows) => `],\n"rows": ${rows}\n}`,
        row: (row) => JSON.stringify(columns.map((c) => row[c] ?? null)),
      });
  }
}

/** Rows between an opening and a closing text (which may name their count), a comma between them. */
function jsonWriter(shape: { open: string; close: (rows: number) => string; row: (row: Row) => string }): Transform {
  let rows = 0;
  return new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, done) {
      done(null, `${rows++ === 0 ? shape.open : ','}\n${shape.row(row)}`);
    },
    flush(done) {
      done(null, `${rows === 0 ? shape.open : ''}\n${shape.close(rows)}\n`);
    },
  });
}

/**
 * `<result><meta><columns><column><name>…` then `<data><row><field>…` in the columns' order, then `<rows>`. xmlbuilder2
 * and its DOM (~3 MB of heap) load with the first XML export, not at boot (ARCHITECTURE.md "Memory").
 */
async function xmlWriter(columns: string[]): Promise<Transform> {
  const { createCB } = await import('xmlbuilder2');
  let rows = 0;
  const out = new Transform({
    writableObjectMode: true,
    transform(row: Row, _encoding, done: TransformCallback) {
      xml.ele('row');
      for (const column of columns) {
        const cell = row[column];
        xml.ele('field');
        if (cell !== null && cell !== undefined) xml.txt(String(cell));
        xml.up();
      }
      xml.up();
      rows += 1;
      done();
    },
    flush(done) {
      xml.up().ele('rows').txt(String(rows)).up().up().end();
      done();
    },
  });
  // The builder hands over each piece as soon as it is complete; it never holds the document.
  const xml = createCB({ data: (chunk: string) => out.push(chunk), prettyPrint: true });
  xml.dec({ version: '1.0', encoding: 'UTF-8' }).ele('result').ele('meta').ele('columns');
  for (const name of columns) xml.ele('column').ele('name').txt(name).up().up();
  xml.up().up().ele('data');
  return out;
}
