// The look-ups the DV360 line item import picks with (spec 2 §7 'DV360'): the campaign nodes' advertisers (ours) and an
// advertiser's campaigns through the node holding it. Meta's are the Meta preview's and the publish's
// (../meta/useMetaAccounts.ts, ../../publishing/placementCalls.ts).
import type { Dv360Advertiser, Dv360Campaign } from '../../../../domain/dv360/answers';
import { enc, get, queryString } from '../../providers/requests';

export const getDv360Advertisers = (campaignId: string) =>
  get<Dv360Advertiser[]>(`/dv360/advertisers${queryString({ campaignId })}`);

export const getDv360Campaigns = (advertiserId: string, nodeId: string) =>
  get<Dv360Campaign[]>(`/dv360/${enc(advertiserId)}/campaigns${queryString({ nodeId })}`);
