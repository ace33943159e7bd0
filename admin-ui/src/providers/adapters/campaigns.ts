// Campaigns (spec 2 §7 'Campaigns', the contract of api/schemas/campaigns.ts): react-admin's 'campaigns' list and
// record, the name check, and create, settings, lock, archive / restore and delete as commands. Top admins name the
// partner they work in.
import type {
  CampaignTemplate,
  DeliveryType,
  PersonalizationType,
  Platform,
} from '../../../../domain/campaign/platforms';
import { CAMPAIGN_STATUSES, type CampaignStatus } from '../../../../domain/campaign/statuses';
import type { TemplateChannel } from '../../../../domain/template/events';
import { enc, get, patch, post, put, queryString } from '../requests';
import { restList, type ResourceAdapter } from './adapter';

export { CAMPAIGN_STATUSES, type CampaignStatus };

/** One personalise tree of the campaign: a platform and its format group. */
export interface CampaignTree {
  id: string;
  platform: Platform;
  format: TemplateChannel;
}

/** A row of GET /campaigns. */
export interface CampaignRow {
  id: string;
  name: string;
  partnerId: string;
  conceptId: string;
  conceptName: string;
  /** The markets. */
  businessNodes: string[];
  platforms: Platform[];
  status: CampaignStatus;
  archived: boolean;
  /** The qa flag. */
  locked: boolean;
  /** ISO dates (YYYY-MM-DD), either may be open. */
  flightStart: string | null;
  flightEnd: string | null;
  personalizationType: PersonalizationType;
  deliveryTypes: Partial<Record<Platform, DeliveryType>>;
  templateIds: string[];
  trees: CampaignTree[];
  activeVariants: number;
  totalVariants: number;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /campaigns/{id}. */
export interface Campaign extends CampaignRow {
  templates: CampaignTemplate[];
}

/** The list's filter as the screens keep it (the API's own names). */
export interface CampaignFilter {
  partnerId?: string;
  conceptId?: string;
  q?: string;
  status?: CampaignStatus;
  nodeIds?: string[];
  platform?: Platform;
  archived?: boolean;
}

export interface NewCampaign {
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
      get<{ exists: boolean }>(`${BASE}/exists${queryString({ partnerId, name })}`, { signal }).then(
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
