// The CSV files the demo uploads (segments, feeds, a datasource), quoted as a spreadsheet saves them.
const csvCell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
export const csvOf = (rows: string[][]) => rows.map((row) => row.map(csvCell).join(',')).join('\n');
