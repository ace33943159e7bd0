import type { ExportEvent } from './events';
import { evolveExport, initialExportState, type ExportState } from './state';

export * from './events';
export * from './state';
export * from './decide';
export * from './messages';
export * from './access';
export * from './keys';

/** Stream `Export-<exportId>`: one export of assets, creatives or templates to cloud storage. */
export const ExportAggregate = {
  streamPrefix: 'Export',
  initialState: initialExportState,
  evolve: evolveExport,
} satisfies {
  streamPrefix: string;
  initialState(): ExportState;
  evolve(s: ExportState, e: ExportEvent): ExportState;
};
