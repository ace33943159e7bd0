// The 'Create PDF' dialog's state is the URL's (`createPdf`: the filter it opens with, as JSON), so the personalise
// table can open it on the Tools tab with its own filters (createPdfSearch) and a reload shows the same dialog.
import { useCallback } from 'react';
import { PLATFORMS } from '../../../domain/campaign/platforms';
import { CREATIVE_STATUSES } from '../../../domain/personalise/approvals';
import { TEARSHEET_QA_FILTERS } from '../../../domain/tearsheet/filter';
import { useSearchParam } from '../common/useSearchParam';
import type { TearsheetFilter } from './tearsheetsAdapter';

const PARAM = 'createPdf';

const strings = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string') ? value : undefined;
const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

/** The filter as the URL holds it, keeping only what create-pdf takes. */
function parseFilter(raw: string): TearsheetFilter {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    return {};
  }
  const platforms = strings(json.platforms)?.filter((p) => oneOf(PLATFORMS, p)) as TearsheetFilter['platforms'];
  const filter: TearsheetFilter = {
    platforms: platforms?.length ? platforms : undefined,
    formats: strings(json.formats),
    segments: strings(json.segments),
    status: oneOf(CREATIVE_STATUSES, json.status),
    qa: oneOf(TEARSHEET_QA_FILTERS, json.qa),
  };
  return Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined));
}

/** `?createPdf=…` opening the dialog with these filters. */
export const createPdfSearch = (filter: TearsheetFilter) =>
  `?${new URLSearchParams({ [PARAM]: JSON.stringify(filter) })}`;

export function useCreatePdfParam() {
  const [raw, set] = useSearchParam(PARAM);
  return {
    open: raw !== null,
    initial: raw === null ? {} : parseFilter(raw),
    openDialog: useCallback(() => set('{}'), [set]),
    close: useCallback(() => set(null), [set]),
  };
}
