// The tearsheet calls (issue 19 §3; spec 2 §7 `create-pdf`; api/routes/tearsheets): a campaign's tearsheets with
// their links as a query; making one, sharing it by a public link and revoking a link as commands. Query keys start
// with 'tearsheets', campaignId.
import type {
  CreatedTearsheetLink,
  Tearsheet,
  TearsheetFilterSchema,
  TearsheetLink,
} from '../../../domain/tearsheet/answers';
import { enc, del, get, post } from '../providers/requests';

export type TearsheetFilter = TearsheetFilterSchema;

export const tearsheetsKey = (campaignId: string) => ['tearsheets', campaignId] as const;

const ofTearsheet = (id: string) => `/tearsheets/${enc(id)}`;

export const tearsheets = {
  queries: {
    campaignTearsheets: (campaignId: string, signal?: AbortSignal) =>
      get<Tearsheet[]>(`/campaigns/${enc(campaignId)}/tearsheets`, { signal }),
  },
  commands: {
    createPdf: ({ campaignId, filter }: { campaignId: string; filter: TearsheetFilter }) =>
      post<Tearsheet>(`/campaigns/${enc(campaignId)}/create-pdf`, filter),
    shareTearsheet: ({ tearsheetId, expiresAt }: { tearsheetId: string; expiresAt: string | null }) =>
      post<CreatedTearsheetLink>(`${ofTearsheet(tearsheetId)}/links`, expiresAt ? { expiresAt } : {}),
    revokeTearsheetLink: ({ tearsheetId, linkId }: { tearsheetId: string; linkId: string }) =>
      del<TearsheetLink>(`${ofTearsheet(tearsheetId)}/links/${enc(linkId)}`),
  },
};
