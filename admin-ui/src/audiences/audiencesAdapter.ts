// The audience calls (issue 23 §1; spec 2 §7 Audiences; api/routes/audiences): a campaign's audiences a page at a
// time, one audience, and the Google targeting look-ups of a node as queries; create, change, delete, delete all and
// the file import as commands. Query keys start with 'audiences', campaignId.
import type { AudienceAnswer, AudiencesImportedAnswer, TargetingOption } from '../../../domain/audience/answers';
import type { AudienceSegment, TargetingDimension } from '../../../domain/audience/fields';
import { postMultipart } from '../providers/multipartUpload';
import { getPage, pageRange } from '../providers/paging';
import { del, enc, get, post, put, queryString } from '../providers/requests';
import type { Deleted } from '../providers/types';

export const audiencesKey = (campaignId: string) => ['audiences', campaignId] as const;

/** An audience as the form sends it: the rules' values by CM360 id. */
export interface AudienceData {
  name: string;
  nodeId: string;
  rules: { dimension: TargetingDimension; values: string[] }[];
  segments: AudienceSegment[];
}

const ofCampaign = (campaignId: string) => `/campaigns/${enc(campaignId)}/audiences`;

export const audiences = {
  queries: {
    campaignAudiences: (campaignId: string, read: { page: number; perPage: number; q: string }, signal?: AbortSignal) =>
      getPage<AudienceAnswer>(
        ofCampaign(campaignId),
        { ...pageRange(read.page, read.perPage), sort: ['name', 'ASC'], filter: read.q ? { q: read.q } : null },
        signal,
      ),
    audience: (campaignId: string, audienceId: string, signal?: AbortSignal) =>
      get<AudienceAnswer>(`${ofCampaign(campaignId)}/${enc(audienceId)}`, { signal }),
    googleTargeting: (dimension: TargetingDimension, nodeId: string, signal?: AbortSignal) =>
      get<TargetingOption[]>(`/google/${dimension}${queryString({ nodeId })}`, { signal }),
  },
  commands: {
    createAudience: ({ campaignId, data }: { campaignId: string; data: AudienceData }) =>
      post<AudienceAnswer>(ofCampaign(campaignId), data),
    updateAudience: ({
      campaignId,
      audienceId,
      data,
    }: {
      campaignId: string;
      audienceId: string;
      data: AudienceData;
    }) => put<AudienceAnswer>(`${ofCampaign(campaignId)}/${enc(audienceId)}`, data),
    deleteAudience: ({ campaignId, audienceId }: { campaignId: string; audienceId: string }) =>
      del<Deleted>(`${ofCampaign(campaignId)}/${enc(audienceId)}`),
    deleteAllAudiences: ({ campaignId }: { campaignId: string }) =>
      del<{ deleted: number }>(`${ofCampaign(campaignId)}/all${queryString({ campaignId })}`),
    importAudiences: ({ campaignId, nodeId, file }: { campaignId: string; nodeId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return postMultipart<AudiencesImportedAnswer>(`${ofCampaign(campaignId)}/import${queryString({ nodeId })}`, form)
        .done;
    },
  },
};
