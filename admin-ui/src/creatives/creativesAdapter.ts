// The creatives view's calls (issue 10; api/schemas/creatives.ts): a page of a tree's creatives per view mode, the
// counts per approval state, and the approval decision. Every key starts with 'personalise', campaignId, treeId, so
// a decision, an edit on the personalise screen or a live message refetches them with the tree's other queries.
import type { CreativesViewMode } from '../../../domain/personalise/approvals';
import type { CreativeCounts, CreativeRow } from '../../../domain/personalise/creative-answers';
import type { CreativesFilter } from '../../../domain/personalise/creative-view';
import { getPage, type RowRange } from '../providers/paging';
import { enc, get, patch, queryString } from '../providers/requests';
import type { TreeRef } from '../providers/adapters/personalise';

export interface CreativesQuery extends RowRange {
  mode: CreativesViewMode;
  filter: CreativesFilter;
}

const base = (campaignId: string) => `/campaigns/${enc(campaignId)}/creatives`;

const creativesPage = ({ campaignId, treeId }: TreeRef, { mode, ...read }: CreativesQuery, signal?: AbortSignal) =>
  getPage<CreativeRow>(base(campaignId), { ...read, query: { treeId, viewmode: mode } }, signal);

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
