// The approval trail's calls (GET /campaigns/{id}/approval-trail, …/as-of, …/diff, …/approval-trail.csv), answered
// as the API declares them (domain/approval-trail/answers.ts).
import type { ContentDiff } from '../../../domain/approval-trail/diff';
import type { ApprovalDecision, ApprovalKind } from '../../../domain/approval-trail/records';
import type { ApprovalRecordRow, AsOfRow, TrailEntry } from '../../../domain/approval-trail/answers';
import { API_URL } from '../providers/httpClient';
import { getPage, type RowRange } from '../providers/paging';
import { enc, get, queryString } from '../providers/requests';

export interface TrailFilter {
  user?: string;
  kind?: ApprovalKind;
  decision?: ApprovalDecision;
  variantId?: string;
  from?: string;
  to?: string;
}

const base = (campaignId: string) => `/campaigns/${enc(campaignId)}/approval-trail`;
const filterOf = (filter: TrailFilter) => (Object.keys(filter).length > 0 ? filter : null);

export const trailPage = (campaignId: string, filter: TrailFilter, rows: RowRange, signal?: AbortSignal) =>
  getPage<TrailEntry>(base(campaignId), { ...rows, sort: ['at', 'DESC'], filter: filterOf(filter) }, signal);

export const asOfPage = (
  campaignId: string,
  at: string,
  variantId: string | undefined,
  rows: RowRange,
  signal?: AbortSignal,
) => getPage<AsOfRow>(`${base(campaignId)}/as-of`, { ...rows, query: { at, variantId } }, signal);

export const recordDiff = (campaignId: string, from: string, to: string, signal?: AbortSignal) =>
  get<ContentDiff & { from: ApprovalRecordRow; to: ApprovalRecordRow }>(
    `${base(campaignId)}/diff${queryString({ from, to })}`,
    { signal },
  );

/** The export's address: the browser downloads it with the session cookie, streamed as the server writes it. */
export const csvHref = (campaignId: string, filter: TrailFilter) =>
  `${API_URL}${base(campaignId)}.csv${queryString({ filter: filterOf(filter) && JSON.stringify(filter) })}`;
