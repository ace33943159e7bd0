// The approval trail's calls (GET /campaigns/{id}/approval-trail, …/as-of, …/diff, …/approval-trail.csv), answered
// as the API's schemas (api/schemas/approval-trail.ts) say.
import type { ContentDiff } from '../../../domain/approval-trail/diff';
import type { ApprovalDecision, ApprovalKind } from '../../../domain/approval-trail/records';
import type { ApprovalRecordRow, AsOfRow } from '../../../domain/approval-trail/trail-view';
import { API_URL, httpClient } from '../providers/httpClient';
import { enc, get, queryString } from '../providers/requests';

export interface TrailFilter {
  user?: string;
  kind?: ApprovalKind;
  decision?: ApprovalDecision;
  variantId?: string;
  from?: string;
  to?: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

const base = (campaignId: string) => `/campaigns/${enc(campaignId)}/approval-trail`;
const range = (page: number, perPage: number) => JSON.stringify([(page - 1) * perPage, page * perPage - 1]);
const filterText = (filter: TrailFilter) => (Object.keys(filter).length > 0 ? JSON.stringify(filter) : null);

async function page<T>(path: string, signal?: AbortSignal): Promise<Page<T>> {
  const { json, headers } = await httpClient<T[]>(path, { signal });
  return { rows: json, total: Number.parseInt(headers.get('content-range')?.split('/').pop() ?? '0', 10) || 0 };
}

export const trailPage = (campaignId: string, filter: TrailFilter, p: number, perPage: number, signal?: AbortSignal) =>
  page<ApprovalRecordRow>(
    `${base(campaignId)}${queryString({ sort: '["at","DESC"]', range: range(p, perPage), filter: filterText(filter) })}`,
    signal,
  );

export const asOfPage = (
  campaignId: string,
  at: string,
  variantId: string | undefined,
  p: number,
  perPage: number,
  signal?: AbortSignal,
) => page<AsOfRow>(`${base(campaignId)}/as-of${queryString({ at, variantId, range: range(p, perPage) })}`, signal);

export const recordDiff = (campaignId: string, from: string, to: string, signal?: AbortSignal) =>
  get<ContentDiff & { from: ApprovalRecordRow; to: ApprovalRecordRow }>(
    `${base(campaignId)}/diff${queryString({ from, to })}`,
    { signal },
  );

/** The export's address: the browser downloads it with the session cookie, streamed as the server writes it. */
export const csvHref = (campaignId: string, filter: TrailFilter) =>
  `${API_URL}${base(campaignId)}.csv${queryString({ filter: filterText(filter) })}`;
