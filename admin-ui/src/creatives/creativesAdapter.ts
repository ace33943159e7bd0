// The creatives view's calls (issue 10; api/schemas/creatives.ts): a page of a tree's creatives per view mode, the
// counts per approval state, and the approval decision. Every key starts with 'personalise', campaignId, treeId, so
// a decision, an edit on the personalise screen or a live message refetches them with the tree's other queries.
import type { CreativesViewMode } from '../../../domain/personalise/approvals';
import type { CreativeCounts, CreativeRow, CreativesFilter } from '../../../domain/personalise/creative-view';
import { httpClient } from '../providers/httpClient';
import { enc, get, patch, queryString } from '../providers/requests';
import type { TreeRef } from '../providers/adapters/personalise';

export interface CreativesQuery {
  mode: CreativesViewMode;
  filter: CreativesFilter;
  from: number;
  to: number;
}

const base = (campaignId: string) => `/campaigns/${enc(campaignId)}/creatives`;

async function creativesPage(
  { campaignId, treeId }: TreeRef,
  { mode, filter, from, to }: CreativesQuery,
  signal?: AbortSignal,
) {
  const query = queryString({
    treeId,
    viewmode: mode,
    filter: JSON.stringify(filter),
    range: JSON.stringify([from, to]),
  });
  const { json, headers } = await httpClient<CreativeRow[]>(`${base(campaignId)}${query}`, { signal });
  const total = Number.parseInt(headers.get('content-range')?.split('/').pop() ?? '', 10);
  return { rows: json, total: Number.isFinite(total) ? total : json.length };
}

export const creatives = {
  queries: {
    creativesPage,
    creativesCount: ({ campaignId, treeId }: TreeRef, mode: CreativesViewMode) =>
      get<CreativeCounts>(`${base(campaignId)}/count${queryString({ treeId, viewmode: mode })}`),
  },
  commands: {
    changeCreativeApprovals: ({
      campaignId,
      ...body
    }: TreeRef & { approvals: string[]; rejections: string[]; final: boolean; comment: string | null }) =>
      patch<{ updatedFormats: number }>(`${base(campaignId)}/approvals`, body),
  },
};
