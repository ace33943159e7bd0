// Campaigns (spec 2 §7 'Campaigns'; the answers of domain/campaign/answers.ts): react-admin's 'campaigns' list
// and record, the name check, and create, settings, lock, archive / restore and delete as commands. Top admins name
// the partner they work in.
import type { Campaign, CampaignExists, CampaignRow, CampaignTree } from '../../../../domain/campaign/answers';
import type { Platform } from '../../../../domain/campaign/platforms';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../domain/campaign/statuses';
import { enc, get, patch, post, put, queryString } from '../requests';
import { restList, type ResourceAdapter } from './adapter';

export { CAMPAIGN_STATUSES, type CampaignStatus };
export type { Campaign, CampaignRow, CampaignTree };

/** The list's filter as the screens keep it (the API's own names). */
interface CampaignFilter {
  partnerId?: string;
  conceptId?: string;
  q?: string;
  status?: CampaignStatus;
  nodeIds?: string[];
  platform?: Platform;
  archived?: boolean;
}

interface NewCampaign {
  partnerId?: string;
  conceptId: string;
  name: string;
  businessNodes: string[];
  platforms: Platform[];
  templateIds: string[];
  flightStart?: string;
  flightEnd?: string;
}

/** Settings change only the fields given; markets are the advanced part, refused to a MANAGER. */
export interface CampaignSettingsChange {
  id: string;
  name?: string;
  businessNodes?: string[];
  flightStart?: string | null;
  flightEnd?: string | null;
}

const BASE = '/campaigns';
const ofCampaign = (id: string) => `${BASE}/${enc(id)}`;

export const campaigns = {
  getList: (params) => {
    const { nodeIds, archived, ...rest } = (params.filter ?? {}) as CampaignFilter;
    // Archived campaigns are listed only when asked for; an empty markets choice filters nothing.
    const filter = { ...rest, nodeIds: nodeIds?.length ? nodeIds : undefined, archived: !!archived };
    return restList(BASE, { ...params, filter });
  },
  queries: {
    /** A 404 is the caller's to show: a campaign deleted from its own page must not open /404 once the page is gone. */
    campaign: (id: string, signal?: AbortSignal) => get<Campaign>(ofCampaign(id), { signal, handle: [404] }),
    campaignNameExists: (partnerId: string | null, name: string, signal?: AbortSignal) =>
      get<CampaignExists>(`${BASE}/exists${queryString({ partnerId, name })}`, { signal }).then(
        (answer) => answer.exists,
      ),
  },
  commands: {
    createCampaign: (campaign: NewCampaign) => post<{ id: string }>(BASE, campaign),
    changeCampaignSettings: ({ id, ...change }: CampaignSettingsChange) =>
      patch<Campaign>(`${ofCampaign(id)}/settings`, change),
    lockCampaign: ({ id, locked }: { id: string; locked: boolean }) =>
      patch<Campaign>(`${ofCampaign(id)}/${locked ? 'lock' : 'unlock'}`),
    archiveCampaign: ({ id, archived, partnerId }: { id: string; archived: boolean; partnerId?: string }) =>
      archived
        ? put<Campaign>(`${ofCampaign(id)}/archive`, { archived, partnerId })
        : patch<Campaign>(`${ofCampaign(id)}/restore`),
    deleteCampaign: ({ id }: { id: string }) => patch<{ id: string }>(`${ofCampaign(id)}/delete`),
  },
} satisfies ResourceAdapter;
