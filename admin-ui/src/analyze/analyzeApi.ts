// The analyze tool's calls (spec 3 §7): saved reports (GET/POST /report/analyze-view, GET/PUT/DELETE and copy of
// /{id}), running a report, the dimensions worth offering, the campaigns the caller may analyze, and the export, which
// the server streams (never react-admin's client export, capped at 1,000 rows). Top admins name the partner.
import type { AnalyzeView, AnalyzeViewSettings } from '../../../domain/analyze-view/answers';
import type { RelevantDimension } from '../../../domain/analyze-view';
import type { ExportFormat } from '../../../domain/analyze-view/export-formats';
import type { Measure } from '../../../domain/report';
import { downloadBlob } from '../common/copyAndDownload';
import { API_URL } from '../providers/httpClient';
import { getPage, pageRange } from '../providers/paging';
import { del, enc, get, post, put, queryString } from '../providers/requests';

export type ReportSettings = Omit<AnalyzeViewSettings, 'name' | 'default'>;
export type ReportCell = string | number | null;

export interface ReportAnswer {
  begin: string;
  end: string;
  campaigns: number;
  columns: string[];
  rows: Record<string, ReportCell>[];
  truncated: boolean;
  creatives: {
    adId: string;
    campaignId: string;
    variantId: string;
    variantName: string | null;
    screenshot: string | null;
  }[];
}

/** Spec 3 §9: the saved-report view loads 25 rows. */
export const SAVED_REPORTS_PAGE = 25;

const partnerQuery = (partnerId: string | null) => queryString({ partnerId });

export const savedReports = (
  partnerId: string | null,
  page: number,
  q: string,
  sort: readonly [string, 'ASC' | 'DESC'],
  signal?: AbortSignal,
) =>
  getPage<AnalyzeView>(
    '/report/analyze-view',
    { ...pageRange(page, SAVED_REPORTS_PAGE), sort, filter: q ? { q } : {}, query: { partnerId } },
    signal,
  );

export const savedReport = (id: string, partnerId: string | null, signal?: AbortSignal) =>
  get<AnalyzeView>(`/report/analyze-view/${enc(id)}${partnerQuery(partnerId)}`, { signal });
export const saveReport = (settings: AnalyzeViewSettings, partnerId: string | null) =>
  post<AnalyzeView>(`/report/analyze-view${partnerQuery(partnerId)}`, settings);
export const updateReport = (id: string, settings: AnalyzeViewSettings, partnerId: string | null) =>
  put<AnalyzeView>(`/report/analyze-view/${enc(id)}${partnerQuery(partnerId)}`, settings);
export const copyReport = (id: string, partnerId: string | null) =>
  post<AnalyzeView>(`/report/analyze-view/${enc(id)}/copy${partnerQuery(partnerId)}`);
export const deleteReport = (id: string, partnerId: string | null) =>
  del<{ id: string }>(`/report/analyze-view/${enc(id)}${partnerQuery(partnerId)}`);

export const runReport = (settings: ReportSettings, partnerId: string | null) =>
  post<ReportAnswer>(`/report/analyze${partnerQuery(partnerId)}`, settings);

export const analyzableCampaigns = (partnerId: string | null, signal?: AbortSignal) =>
  get<{ id: string; name: string }[]>(`/business-nodes/allowed-analyze-campaigns${partnerQuery(partnerId)}`, {
    signal,
  });

/** The partner's markets, for the markets filter (GET /markets/{partnerId}: every role of the partner). */
export const partnerMarkets = (partnerId: string, signal?: AbortSignal) =>
  getPage<{ id: string; name: string }>(
    `/markets/${enc(partnerId)}`,
    { from: 0, to: 999, sort: ['name', 'ASC'] },
    signal,
  );

/** The values of a dimension the delivery holds under these filters (POST /report/relevant-dimensions), each with its
 * title when it has one (a custom conversion's metric, an ad group). */
export const relevantEntries = (
  groupBy: RelevantDimension,
  where: ReportSettings['filters'],
  partnerId: string | null,
  select: Measure[] = [],
) =>
  post<{ id: string; title?: string }[]>('/report/relevant-dimensions', {
    from: 'delivery',
    groupBy,
    query: { where, select },
    accessCheckFilters: { campaignIds: [], partnerIds: partnerId ? [partnerId] : [] },
  });

/** The metrics the delivery holds under the filters, each custom conversion's with its title (spec 3 §9). */
export const availableMetrics = (where: ReportSettings['filters'], partnerId: string | null) =>
  relevantEntries('statNames', where, partnerId);

/** The file name the server gives (Content-Disposition), or the spec's name if it gives none. */
function fileNameOf(disposition: string | null): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match ? decodeURIComponent(match[1]!) : 'video-and-display-report';
}

/** Downloads every row of the report as the server streams it; throws the server's message on failure. */
export async function exportReport(settings: ReportSettings, format: ExportFormat, partnerId: string | null) {
  const response = await fetch(`${API_URL}/report/analyze/export${queryString({ partnerId, format })}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: '*/*' },
    body: JSON.stringify(settings),
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? response.statusText);
  }
  downloadBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')));
}
